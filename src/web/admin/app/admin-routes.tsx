import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { paths } from '../../lib/paths.ts';

// Every admin route (docs/product.md §2.4). This table and the admin's pages come only when the
// browser goes to /admin (routes.tsx, decision 083), so the shop's first download carries none of
// it. None sits in the shop's frame (decision 058): sign-in and sign-up are open, in a bare frame
// with the shop's name; everything else sits under the guarded admin layout and its own frame.

const newProduct = (
  name: 'NewClothingPage' | 'NewSleepingBagPage' | 'NewToniePage' | 'NewAccessoryPage',
) => lazyPage(() => import('../pages/admin-new-product-page.tsx'), name);

export const adminRoutes: RouteObject[] = [
  {
    Component: lazyPage(() => import('./admin-frame.tsx'), 'AdminAuthLayout'),
    children: [
      {
        path: paths.adminSignIn.path,
        Component: lazyPage(() => import('../pages/admin-sign-in-page.tsx'), 'AdminSignInPage'),
      },
      {
        path: paths.adminSignUp.path,
        Component: lazyPage(() => import('../pages/admin-sign-up-page.tsx'), 'AdminSignUpPage'),
      },
    ],
  },
  {
    Component: lazyPage(() => import('./admin-layout.tsx'), 'AdminLayout'),
    children: [
      {
        path: paths.admin.path,
        Component: lazyPage(() => import('./admin-index-redirect.tsx'), 'AdminIndexRedirect'),
      },
      {
        path: paths.adminDashboard.path,
        Component: lazyPage(
          () => import('../pages/admin-dashboard-page.tsx'),
          'AdminDashboardPage',
        ),
      },
      {
        path: paths.adminTracking.path,
        Component: lazyPage(() => import('../pages/admin-tracking-page.tsx'), 'AdminTrackingPage'),
      },
      {
        path: paths.adminSettings.path,
        Component: lazyPage(() => import('../pages/admin-settings-page.tsx'), 'AdminSettingsPage'),
      },
      {
        path: paths.adminPrices.path,
        Component: lazyPage(() => import('../pages/admin-prices-page.tsx'), 'AdminPricesPage'),
      },
      {
        path: paths.adminScan.path,
        Component: lazyPage(() => import('../pages/admin-scan-page.tsx'), 'AdminScanPage'),
      },
      {
        path: paths.adminBags.path,
        Component: lazyPage(() => import('../pages/admin-bags-page.tsx'), 'AdminBagsPage'),
      },
      {
        path: paths.adminBag.path,
        Component: lazyPage(() => import('../pages/admin-bag-page.tsx'), 'AdminBagPage'),
      },
      { path: paths.adminNewClothing.path, Component: newProduct('NewClothingPage') },
      { path: paths.adminNewSleepingBag.path, Component: newProduct('NewSleepingBagPage') },
      { path: paths.adminNewTonie.path, Component: newProduct('NewToniePage') },
      { path: paths.adminNewAccessory.path, Component: newProduct('NewAccessoryPage') },
      {
        path: paths.adminProducts.path,
        Component: lazyPage(() => import('../pages/admin-products-page.tsx'), 'AdminProductsPage'),
      },
      {
        path: paths.adminProduct.path,
        Component: lazyPage(() => import('../pages/admin-product-page.tsx'), 'AdminProductPage'),
      },
      {
        path: paths.adminOrderHistory.path,
        Component: lazyPage(
          () => import('../pages/admin-order-history-page.tsx'),
          'AdminOrderHistoryPage',
        ),
      },
      {
        path: paths.adminOrder.path,
        Component: lazyPage(() => import('../pages/admin-order-page.tsx'), 'AdminOrderPage'),
      },
      {
        path: paths.adminVouchers.path,
        Component: lazyPage(() => import('../pages/admin-vouchers-page.tsx'), 'AdminVouchersPage'),
      },
      {
        path: paths.adminReports.path,
        Component: lazyPage(() => import('../pages/admin-reports-page.tsx'), 'AdminReportsPage'),
      },
      {
        path: paths.adminSale.path,
        Component: lazyPage(() => import('../pages/admin-sale-page.tsx'), 'AdminSalePage'),
      },
      {
        path: paths.adminSellerList.path,
        Component: lazyPage(() => import('../pages/admin-sellers-page.tsx'), 'AdminSellersPage'),
      },
      {
        path: paths.adminSeller.path,
        Component: lazyPage(() => import('../pages/admin-seller-page.tsx'), 'AdminSellerPage'),
      },
      {
        path: paths.adminPayouts.path,
        Component: lazyPage(() => import('../pages/admin-payouts-page.tsx'), 'AdminPayoutsPage'),
      },
      {
        path: paths.adminBrandsInfo.path,
        Component: lazyPage(() => import('../pages/admin-brands-page.tsx'), 'AdminBrandsPage'),
      },
      {
        path: paths.adminPackList.path,
        Component: lazyPage(() => import('../pages/admin-pack-list-page.tsx'), 'AdminPackListPage'),
      },
      {
        path: paths.adminSortOutList.path,
        Component: lazyPage(() => import('../pages/admin-sort-out-page.tsx'), 'AdminSortOutPage'),
      },
      {
        path: paths.adminAuditLog.path,
        Component: lazyPage(() => import('../pages/audit-log-page.tsx'), 'AdminAuditLogPage'),
      },
    ],
  },
];
