import { Navigate, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './app/layout/app-layout.tsx';
import { RouteErrorBoundary } from './app/route-error-boundary.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { isClosingModeExempt, paths } from './lib/paths.ts';
import { CLOSING_MODE } from './lib/site.ts';
import { HomePage } from './pages/home-page.tsx';
import { adminRoutes } from './app/admin/admin-routes.tsx';

// Every path of the web app, listed once (paths come from lib/paths.ts). The browser's router
// (main.tsx) and the server's page rendering (server-render.tsx) both use these routes. Home ships in the entry
// chunk: it is the landing page and also what unknown paths show. Other pages load lazily; a
// stale page whose chunk is gone reloads once (lib/lazy-page.ts).

const listingProduct: RouteObject = {
  path: paths.listingProduct.path,
  lazy: lazyPage(() => import('./pages/listing-product-page.tsx'), 'ListingProductPage'),
};
const placeholder = lazyPage(() => import('./pages/placeholder-page.tsx'), 'PlaceholderPage');
const qrRedirect = lazyPage(() => import('./pages/qr-redirect-page.tsx'), 'QrRedirectPage');

// Checkout (SPEC.md §2): /bestellung redirects home; the steps share a layout that reserves the
// cart and guards the order of the steps; every /bestellung/ path shows the order notice.
const orderPage = lazyPage(() => import('./pages/checkout/order-page.tsx'), 'OrderPage');
const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    lazy: lazyPage(() => import('./pages/checkout/order-area-layout.tsx'), 'OrderAreaLayout'),
    children: [
      { index: true, element: <Navigate to={paths.home.getHref()} replace /> },
      {
        lazy: lazyPage(() => import('./pages/checkout/checkout-layout.tsx'), 'CheckoutLayout'),
        children: [
          {
            path: paths.checkoutUserData.path,
            lazy: lazyPage(() => import('./pages/checkout/user-data-page.tsx'), 'UserDataPage'),
          },
          {
            path: paths.checkoutDelivery.path,
            lazy: lazyPage(() => import('./pages/checkout/delivery-page.tsx'), 'DeliveryPage'),
          },
          {
            path: paths.checkoutPayment.path,
            lazy: lazyPage(() => import('./pages/checkout/payment-page.tsx'), 'PaymentPage'),
          },
          {
            path: paths.checkoutSummary.path,
            lazy: lazyPage(() => import('./pages/checkout/summary-page.tsx'), 'SummaryPage'),
          },
        ],
      },
      {
        path: paths.checkoutSuccess.path,
        lazy: lazyPage(() => import('./pages/checkout/success-page.tsx'), 'SuccessPage'),
      },
      { path: paths.checkoutOrder.path, lazy: orderPage },
    ],
  },
  { path: paths.order.path, lazy: orderPage },
];

export const shopRoutes: RouteObject[] = [
  { path: paths.home.path, Component: HomePage },
  { path: paths.shop.path, element: <Navigate to={paths.clothing.getHref()} replace /> },
  {
    path: paths.clothing.path,
    lazy: lazyPage(() => import('./pages/listing-page.tsx'), 'ClothingListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.sleepingBags.path,
    lazy: lazyPage(() => import('./pages/listing-page.tsx'), 'SleepingBagListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.accessories.path,
    lazy: lazyPage(() => import('./pages/listing-page.tsx'), 'AccessoriesListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.tonies.path,
    lazy: lazyPage(() => import('./pages/listing-page.tsx'), 'ToniesListingPage'),
    children: [listingProduct],
  },
  { path: paths.rent.path, lazy: placeholder },
  {
    path: paths.product.path,
    lazy: lazyPage(() => import('./pages/product-page.tsx'), 'ProductPage'),
  },
  { path: paths.cart.path, lazy: lazyPage(() => import('./pages/cart-page.tsx'), 'CartPage') },
  {
    path: paths.sizeAlert.path,
    lazy: lazyPage(() => import('./pages/size-alert-page.tsx'), 'SizeAlertPage'),
  },
  {
    path: paths.sizeAlertManage.path,
    lazy: lazyPage(() => import('./pages/size-alert-manage-page.tsx'), 'SizeAlertManagePage'),
  },
  {
    path: paths.search.path,
    lazy: lazyPage(() => import('./pages/search-page.tsx'), 'SearchPage'),
  },
  {
    path: paths.wishList.path,
    lazy: lazyPage(() => import('./pages/wish-list-page.tsx'), 'WishListPage'),
  },
  {
    path: paths.sharedWishList.path,
    lazy: lazyPage(() => import('./pages/shared-wish-list-page.tsx'), 'SharedWishListPage'),
  },
  { path: paths.about.path, lazy: lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage') },
  {
    path: paths.webApp.path,
    lazy: lazyPage(() => import('./pages/web-app-page.tsx'), 'WebAppPage'),
  },
  {
    path: paths.imprint.path,
    lazy: lazyPage(() => import('./pages/imprint-page.tsx'), 'ImprintPage'),
  },
  { path: paths.terms.path, lazy: lazyPage(() => import('./pages/terms-page.tsx'), 'TermsPage') },
  {
    path: paths.privacy.path,
    lazy: lazyPage(() => import('./pages/privacy-page.tsx'), 'PrivacyPage'),
  },
  {
    path: paths.withdrawal.path,
    lazy: lazyPage(() => import('./pages/withdrawal-page.tsx'), 'WithdrawalPage'),
  },
  { path: paths.faqs.path, lazy: lazyPage(() => import('./pages/faqs-page.tsx'), 'FaqsPage') },
  {
    path: paths.pickupStation.path,
    lazy: lazyPage(() => import('./pages/pickup-station-page.tsx'), 'PickupStationPage'),
  },
  {
    path: paths.paymentShipping.path,
    lazy: lazyPage(() => import('./pages/payment-shipping-page.tsx'), 'PaymentShippingPage'),
  },
  { path: paths.sell.path, lazy: lazyPage(() => import('./pages/sell-page.tsx'), 'SellPage') },
  {
    path: paths.greenWeek.path,
    lazy: lazyPage(() => import('./pages/green-week-page.tsx'), 'GreenWeekPage'),
  },
  { path: paths.qrRedirect.path, lazy: qrRedirect },
  { path: paths.qrRedirectShort.path, lazy: qrRedirect },
  {
    path: paths.sellerPage.path,
    lazy: lazyPage(() => import('./pages/seller-page.tsx'), 'SellerPage'),
  },
  ...checkoutRoutes,
  // SPEC.md §2: unknown paths show home.
  { path: '*', Component: HomePage },
];

/** Closing mode: every public path leads to the goodbye page, except admin and order paths. */
function ClosingModeLayout() {
  const { pathname } = useLocation();
  if (!isClosingModeExempt(pathname)) return <Navigate to={paths.goodbye.getHref()} replace />;
  return <AppLayout />;
}

export const appRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: paths.goodbye.path,
        lazy: lazyPage(() => import('./pages/goodbye-page.tsx'), 'GoodbyePage'),
      },
      {
        Component: CLOSING_MODE ? ClosingModeLayout : AppLayout,
        children: [...adminRoutes, ...shopRoutes],
      },
    ],
  },
];
