import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { paths } from '../../lib/paths.ts';

// The checkout's and the order's routes, among the shop's routes loaded later (later-routes.tsx,
// decision 083).

// Checkout (docs/product.md §2.3): /bestellung redirects home; the steps share a layout that
// reserves the cart and guards the order of the steps; every /bestellung/ path shows the order
// notice.
const orderPage = lazyPage(() => import('./order-page.tsx'), 'OrderPage');
export const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    Component: lazyPage(() => import('./order-area-layout.tsx'), 'OrderAreaLayout'),
    children: [
      { index: true, element: <Navigate to={paths.home.getHref()} replace /> },
      {
        Component: lazyPage(() => import('./checkout-layout.tsx'), 'CheckoutLayout'),
        children: [
          {
            path: paths.checkoutUserData.path,
            Component: lazyPage(() => import('./user-data-page.tsx'), 'UserDataPage'),
          },
          {
            path: paths.checkoutDelivery.path,
            Component: lazyPage(() => import('./delivery-page.tsx'), 'DeliveryPage'),
          },
          {
            path: paths.checkoutPayment.path,
            Component: lazyPage(() => import('./payment-page.tsx'), 'PaymentPage'),
          },
          {
            path: paths.checkoutSummary.path,
            Component: lazyPage(() => import('./summary-page.tsx'), 'SummaryPage'),
          },
        ],
      },
      {
        path: paths.checkoutSuccess.path,
        Component: lazyPage(() => import('./success-page.tsx'), 'SuccessPage'),
      },
      { path: paths.checkoutOrder.path, Component: orderPage },
    ],
  },
  { path: paths.order.path, Component: orderPage },
];
