import { use } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation } from 'react-router';
import type { RouteMatch, RouteObject } from 'react-router';
import { AppLayout } from './app/layout/app-layout.tsx';
import { RouteFrame } from './app/route-error-boundary.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import type { LazyPage } from './lib/lazy-page.ts';
import { isClosingModeExempt, paths } from './lib/paths.ts';
import { CLOSING_MODE } from './lib/site.ts';
import { HomePage } from './pages/home-page.tsx';

// Every route of the web app, each path from the one table (domain/route-paths.ts, through
// lib/paths.ts). The browser's router (main.tsx) and the server's page rendering
// (server-render.tsx) both use these routes. The admin's routes come with the admin's code, when
// the browser first goes to /admin (decision 083). Home ships in the entry chunk: it is the landing page
// and also what unknown paths show. Other pages load lazily; a stale page whose chunk is gone
// reloads once (lib/lazy-page.ts).

const listingProduct: RouteObject = {
  path: paths.listingProduct.path,
  Component: lazyPage(() => import('./pages/listing-product-page.tsx'), 'ListingProductPage'),
};
const placeholder = lazyPage(() => import('./pages/placeholder-page.tsx'), 'PlaceholderPage');
const qrRedirect = lazyPage(() => import('./pages/qr-redirect-page.tsx'), 'QrRedirectPage');

// Checkout (docs/product.md §2.3): /bestellung redirects home; the steps share a layout that
// reserves the cart and guards the order of the steps; every /bestellung/ path shows the order
// notice.
const orderPage = lazyPage(() => import('./pages/checkout/order-page.tsx'), 'OrderPage');
const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    Component: lazyPage(() => import('./pages/checkout/order-area-layout.tsx'), 'OrderAreaLayout'),
    children: [
      { index: true, element: <Navigate to={paths.home.getHref()} replace /> },
      {
        Component: lazyPage(() => import('./pages/checkout/checkout-layout.tsx'), 'CheckoutLayout'),
        children: [
          {
            path: paths.checkoutUserData.path,
            Component: lazyPage(
              () => import('./pages/checkout/user-data-page.tsx'),
              'UserDataPage',
            ),
          },
          {
            path: paths.checkoutDelivery.path,
            Component: lazyPage(() => import('./pages/checkout/delivery-page.tsx'), 'DeliveryPage'),
          },
          {
            path: paths.checkoutPayment.path,
            Component: lazyPage(() => import('./pages/checkout/payment-page.tsx'), 'PaymentPage'),
          },
          {
            path: paths.checkoutSummary.path,
            Component: lazyPage(() => import('./pages/checkout/summary-page.tsx'), 'SummaryPage'),
          },
        ],
      },
      {
        path: paths.checkoutSuccess.path,
        Component: lazyPage(() => import('./pages/checkout/success-page.tsx'), 'SuccessPage'),
      },
      { path: paths.checkoutOrder.path, Component: orderPage },
    ],
  },
  { path: paths.order.path, Component: orderPage },
];

const shopRoutes: RouteObject[] = [
  { path: paths.home.path, Component: HomePage },
  { path: paths.shop.path, element: <Navigate to={paths.clothing.getHref()} replace /> },
  {
    path: paths.clothing.path,
    Component: lazyPage(() => import('./pages/listing-page.tsx'), 'ClothingListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.sleepingBags.path,
    Component: lazyPage(() => import('./pages/listing-page.tsx'), 'SleepingBagListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.accessories.path,
    Component: lazyPage(() => import('./pages/listing-page.tsx'), 'AccessoriesListingPage'),
    children: [listingProduct],
  },
  {
    path: paths.tonies.path,
    Component: lazyPage(() => import('./pages/tonies-listing-page.tsx'), 'ToniesListingPage'),
    children: [listingProduct],
  },
  { path: paths.rent.path, Component: placeholder },
  {
    path: paths.product.path,
    Component: lazyPage(() => import('./pages/product-page.tsx'), 'ProductPage'),
  },
  { path: paths.cart.path, Component: lazyPage(() => import('./pages/cart-page.tsx'), 'CartPage') },
  {
    path: paths.sizeAlert.path,
    Component: lazyPage(() => import('./pages/size-alert-page.tsx'), 'SizeAlertPage'),
  },
  {
    path: paths.sizeAlertManage.path,
    Component: lazyPage(() => import('./pages/size-alert-manage-page.tsx'), 'SizeAlertManagePage'),
  },
  {
    path: paths.search.path,
    Component: lazyPage(() => import('./pages/search-page.tsx'), 'SearchPage'),
  },
  {
    path: paths.wishList.path,
    Component: lazyPage(() => import('./pages/wish-list-page.tsx'), 'WishListPage'),
  },
  {
    path: paths.sharedWishList.path,
    Component: lazyPage(() => import('./pages/shared-wish-list-page.tsx'), 'SharedWishListPage'),
  },
  {
    path: paths.about.path,
    Component: lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage'),
  },
  {
    path: paths.webApp.path,
    Component: lazyPage(() => import('./pages/web-app-page.tsx'), 'WebAppPage'),
  },
  {
    path: paths.imprint.path,
    Component: lazyPage(() => import('./pages/imprint-page.tsx'), 'ImprintPage'),
  },
  {
    path: paths.terms.path,
    Component: lazyPage(() => import('./pages/terms-page.tsx'), 'TermsPage'),
  },
  {
    path: paths.privacy.path,
    Component: lazyPage(() => import('./pages/privacy-page.tsx'), 'PrivacyPage'),
  },
  {
    path: paths.withdrawal.path,
    Component: lazyPage(() => import('./pages/withdrawal-page.tsx'), 'WithdrawalPage'),
  },
  { path: paths.faqs.path, Component: lazyPage(() => import('./pages/faqs-page.tsx'), 'FaqsPage') },
  {
    path: paths.pickupStation.path,
    Component: lazyPage(() => import('./pages/pickup-station-page.tsx'), 'PickupStationPage'),
  },
  {
    path: paths.paymentShipping.path,
    Component: lazyPage(() => import('./pages/payment-shipping-page.tsx'), 'PaymentShippingPage'),
  },
  { path: paths.sell.path, Component: lazyPage(() => import('./pages/sell-page.tsx'), 'SellPage') },
  {
    path: paths.sellSignupConfirm.path,
    Component: lazyPage(
      () => import('./pages/sell-signup-confirm-page.tsx'),
      'SellSignupConfirmPage',
    ),
  },
  {
    path: paths.consignmentTerms.path,
    Component: lazyPage(() => import('./pages/consignment-terms-page.tsx'), 'ConsignmentTermsPage'),
  },
  {
    path: paths.greenWeek.path,
    Component: lazyPage(() => import('./pages/green-week-page.tsx'), 'GreenWeekPage'),
  },
  { path: paths.qrRedirect.path, Component: qrRedirect },
  { path: paths.qrRedirectShort.path, Component: qrRedirect },
  {
    path: paths.sellerPage.path,
    Component: lazyPage(() => import('./pages/seller-page.tsx'), 'SellerPage'),
  },
  ...checkoutRoutes,
  // docs/product.md §2.2: unknown paths show home.
  { path: '*', Component: HomePage },
];

/** Closing mode: every public path leads to the goodbye page, except admin and order paths. */
function ClosingModeLayout() {
  const { pathname } = useLocation();
  if (!isClosingModeExempt(pathname)) return <Navigate to={paths.goodbye.getHref()} replace />;
  return <AppLayout />;
}

/**
 * The admin's routes (admin/app/admin-routes.tsx) are not in the shop's first download: until
 * they are loaded, this stand-in holds every path under /admin. The app waits for them before it
 * renders or preloads such a path (`AppRoutes`, `preloadPages`), as React Router's data routers
 * do with `patchRoutesOnNavigation`; the app's router is the declarative one, which has no such
 * option. The stand-in itself renders only when the admin's code failed to load: it throws that
 * error to the route's error screen, which reloads a stale page once (lib/lazy-page.ts).
 */
const adminAreaStandIn: RouteObject = {
  path: `${paths.admin.path}/*`,
  Component: AdminAreaNotLoaded,
};

const framedRoutes: RouteObject[] = [
  {
    path: paths.goodbye.path,
    Component: lazyPage(() => import('./pages/goodbye-page.tsx'), 'GoodbyePage'),
  },
  // The admin draws its own frame (decision 058); closing mode leaves it open.
  adminAreaStandIn,
  {
    Component: CLOSING_MODE ? ClosingModeLayout : AppLayout,
    children: shopRoutes,
  },
];

/** Every route; the admin's once a path under /admin was visited (routes.test.ts checks them). */
export const appRoutes: RouteObject[] = [{ Component: RouteFrame, children: framedRoutes }];

let adminAreaLoading: Promise<void> | null = null;
let adminAreaSettling: Promise<void> | null = null;
let adminAreaSettled = false;

/** Puts the admin's routes in place of the stand-in (once). */
function loadAdminArea(): Promise<void> {
  return (adminAreaLoading ??= import('./admin/app/admin-routes.tsx').then(({ adminArea }) => {
    framedRoutes[framedRoutes.indexOf(adminAreaStandIn)] = adminArea;
    matchesByPath.clear();
  }));
}

/** Settles once the admin's routes are in place or failed to load. */
function adminAreaSettles(): Promise<void> {
  return (adminAreaSettling ??= loadAdminArea().then(
    () => {
      adminAreaSettled = true;
    },
    () => {
      adminAreaSettled = true;
    },
  ));
}

function AdminAreaNotLoaded() {
  use(loadAdminArea());
  return null;
}

/** Whether these matches wait for the admin's routes. */
function awaitsAdminArea(matches: RouteMatch[] | null): boolean {
  return !adminAreaSettled && (matches ?? []).some(({ route }) => route === adminAreaStandIn);
}

// React Router matches the whole table on every render and compiles each route's pattern anew:
// a fifth of a server render's time in the Friday rehearsal's profile (docs/performance.md).
// The table never changes, so the matches of a path are kept (bounded: paths come from visitors).
const matchesByPath = new Map<string, RouteMatch[] | null>();
const MAX_KEPT_PATHS = 2_000;

function matchesOf(pathname: string): RouteMatch[] | null {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(appRoutes, pathname);
    if (matchesByPath.size >= MAX_KEPT_PATHS) matchesByPath.clear();
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/**
 * The page at the current location, rendered by the router the app runs in: what `useRoutes`
 * does at the top level, with the matches kept per path.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A navigation is a transition: the previous page stays on screen while the admin's routes load.
  if (awaitsAdminArea(matchesOf(pathname))) use(adminAreaSettles());
  return renderMatches(matchesOf(pathname));
}

/**
 * Loads the code of the pages at this path (a page and the layouts around it). The app does so
 * before its first render, in the browser (main.tsx) and on the server (server-render.tsx), so
 * that render is the whole page and not a fallback.
 */
export async function preloadPages(pathname: string): Promise<void> {
  // The kept matches: matching anew here was 7 % of a shop process's time in the Friday
  // rehearsal's first seconds (docs/performance.md, decision 078).
  if (awaitsAdminArea(matchesOf(pathname))) await adminAreaSettles();
  const matches = matchesOf(pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}
