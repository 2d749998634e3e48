import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { adminPaths } from '../../lib/admin-paths.ts';

// Every admin route (SPEC.md §2), loaded lazily so the shop's entry bundle stays as it is.
// Sign-in and sign-up are open; everything else sits under the guarded admin layout.

const newProduct = (
  name: 'NewClothingPage' | 'NewSleepingBagPage' | 'NewToniePage' | 'NewAccessoryPage',
) => lazyPage(() => import('../pages/admin-new-product-page.tsx'), name);

export const adminRoutes: RouteObject[] = [
  {
    path: adminPaths.signIn.path,
    Component: lazyPage(() => import('../pages/admin-sign-in-page.tsx'), 'AdminSignInPage'),
  },
  {
    path: adminPaths.signUp.path,
    Component: lazyPage(() => import('../pages/admin-sign-up-page.tsx'), 'AdminSignUpPage'),
  },
  {
    Component: lazyPage(() => import('./admin-layout.tsx'), 'AdminLayout'),
    children: [
      {
        path: '/admin',
        Component: lazyPage(() => import('./admin-index-redirect.tsx'), 'AdminIndexRedirect'),
      },
      {
        path: adminPaths.dashboard.path,
        Component: lazyPage(
          () => import('../pages/admin-dashboard-page.tsx'),
          'AdminDashboardPage',
        ),
      },
      {
        path: adminPaths.tracking.path,
        Component: lazyPage(() => import('../pages/admin-tracking-page.tsx'), 'AdminTrackingPage'),
      },
      {
        path: adminPaths.prices.path,
        Component: lazyPage(() => import('../pages/admin-prices-page.tsx'), 'AdminPricesPage'),
      },
      { path: adminPaths.newClothing.path, Component: newProduct('NewClothingPage') },
      { path: adminPaths.newSleepingBag.path, Component: newProduct('NewSleepingBagPage') },
      { path: adminPaths.newTonie.path, Component: newProduct('NewToniePage') },
      { path: adminPaths.newAccessory.path, Component: newProduct('NewAccessoryPage') },
      {
        path: adminPaths.products.path,
        Component: lazyPage(() => import('../pages/admin-products-page.tsx'), 'AdminProductsPage'),
      },
      {
        path: adminPaths.product.path,
        Component: lazyPage(() => import('../pages/admin-product-page.tsx'), 'AdminProductPage'),
      },
      {
        path: adminPaths.orderHistory.path,
        Component: lazyPage(
          () => import('../pages/admin-order-history-page.tsx'),
          'AdminOrderHistoryPage',
        ),
      },
      {
        path: adminPaths.order.path,
        Component: lazyPage(() => import('../pages/admin-order-page.tsx'), 'AdminOrderPage'),
      },
      {
        path: adminPaths.vouchers.path,
        Component: lazyPage(() => import('../pages/admin-vouchers-page.tsx'), 'AdminVouchersPage'),
      },
      {
        path: adminPaths.reports.path,
        Component: lazyPage(() => import('../pages/admin-reports-page.tsx'), 'AdminReportsPage'),
      },
      {
        path: adminPaths.sale.path,
        Component: lazyPage(() => import('../pages/admin-sale-page.tsx'), 'AdminSalePage'),
      },
      {
        path: adminPaths.sellerList.path,
        Component: lazyPage(() => import('../pages/admin-sellers-page.tsx'), 'AdminSellersPage'),
      },
      {
        path: adminPaths.seller.path,
        Component: lazyPage(() => import('../pages/admin-seller-page.tsx'), 'AdminSellerPage'),
      },
      {
        path: adminPaths.brandsInfo.path,
        Component: lazyPage(() => import('../pages/admin-brands-page.tsx'), 'AdminBrandsPage'),
      },
      {
        path: adminPaths.packList.path,
        Component: lazyPage(() => import('../pages/admin-pack-list-page.tsx'), 'AdminPackListPage'),
      },
      {
        path: adminPaths.sortOutList.path,
        Component: lazyPage(() => import('../pages/admin-sort-out-page.tsx'), 'AdminSortOutPage'),
      },
      {
        path: adminPaths.auditLog.path,
        Component: lazyPage(() => import('../pages/audit-log-page.tsx'), 'AdminAuditLogPage'),
      },
    ],
  },
];
