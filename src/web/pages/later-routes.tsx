import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { paths } from '../lib/paths.ts';
import { checkoutRoutes } from './checkout/checkout-routes.tsx';

// The shop's pages a visitor seldom lands on: everything but home, the listings, the product page
// and the cart. Their routes come with their code, not with the shop's first download (routes.tsx,
// decision 083).

const placeholder = lazyPage(() => import('./placeholder-page.tsx'), 'PlaceholderPage');
const qrRedirect = lazyPage(() => import('./qr-redirect-page.tsx'), 'QrRedirectPage');

export const laterRoutes: RouteObject[] = [
  { path: paths.rent.path, Component: placeholder },
  {
    path: paths.sizeAlert.path,
    Component: lazyPage(() => import('./size-alert-page.tsx'), 'SizeAlertPage'),
  },
  {
    path: paths.sizeAlertManage.path,
    Component: lazyPage(() => import('./size-alert-manage-page.tsx'), 'SizeAlertManagePage'),
  },
  {
    path: paths.search.path,
    Component: lazyPage(() => import('./search-page.tsx'), 'SearchPage'),
  },
  {
    path: paths.wishList.path,
    Component: lazyPage(() => import('./wish-list-page.tsx'), 'WishListPage'),
  },
  {
    path: paths.sharedWishList.path,
    Component: lazyPage(() => import('./shared-wish-list-page.tsx'), 'SharedWishListPage'),
  },
  {
    path: paths.about.path,
    Component: lazyPage(() => import('./about-page.tsx'), 'AboutPage'),
  },
  {
    path: paths.webApp.path,
    Component: lazyPage(() => import('./web-app-page.tsx'), 'WebAppPage'),
  },
  {
    path: paths.imprint.path,
    Component: lazyPage(() => import('./imprint-page.tsx'), 'ImprintPage'),
  },
  {
    path: paths.terms.path,
    Component: lazyPage(() => import('./terms-page.tsx'), 'TermsPage'),
  },
  {
    path: paths.privacy.path,
    Component: lazyPage(() => import('./privacy-page.tsx'), 'PrivacyPage'),
  },
  {
    path: paths.withdrawal.path,
    Component: lazyPage(() => import('./withdrawal-page.tsx'), 'WithdrawalPage'),
  },
  { path: paths.faqs.path, Component: lazyPage(() => import('./faqs-page.tsx'), 'FaqsPage') },
  {
    path: paths.pickupStation.path,
    Component: lazyPage(() => import('./pickup-station-page.tsx'), 'PickupStationPage'),
  },
  {
    path: paths.paymentShipping.path,
    Component: lazyPage(() => import('./payment-shipping-page.tsx'), 'PaymentShippingPage'),
  },
  { path: paths.sell.path, Component: lazyPage(() => import('./sell-page.tsx'), 'SellPage') },
  {
    path: paths.sellSignupConfirm.path,
    Component: lazyPage(() => import('./sell-signup-confirm-page.tsx'), 'SellSignupConfirmPage'),
  },
  {
    path: paths.consignmentTerms.path,
    Component: lazyPage(() => import('./consignment-terms-page.tsx'), 'ConsignmentTermsPage'),
  },
  {
    path: paths.greenWeek.path,
    Component: lazyPage(() => import('./green-week-page.tsx'), 'GreenWeekPage'),
  },
  { path: paths.qrRedirect.path, Component: qrRedirect },
  { path: paths.qrRedirectShort.path, Component: qrRedirect },
  {
    path: paths.sellerPage.path,
    Component: lazyPage(() => import('./seller-page.tsx'), 'SellerPage'),
  },
  ...checkoutRoutes,
];
