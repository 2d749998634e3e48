import { use } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation } from 'react-router';
import type { RouteMatch, RouteObject } from 'react-router';
import { AppLayout } from './app/layout/app-layout.tsx';
import { RouteFrame } from './app/route-error-boundary.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import type { LazyPage } from './lib/lazy-page.ts';
import { isClosingModeExempt, pathBefore, paths } from './lib/paths.ts';
import { CLOSING_MODE } from './lib/site.ts';
import { HomePage } from './pages/home-page.tsx';

// Every route of the web app, each path from the one table (domain/route-paths.ts, through
// lib/paths.ts). The browser's router (main.tsx) and the server's page rendering
// (server-render.tsx) both use these routes. The admin's and the checkout's routes come with their
// code (decision 083). Home ships in the entry chunk: it is the landing page and also what unknown
// paths show. Other pages load lazily; a stale page whose chunk is gone
// reloads once (lib/lazy-page.ts).

const listingProduct: RouteObject = {
  path: paths.listingProduct.path,
  Component: lazyPage(() => import('./pages/listing-product-page.tsx'), 'ListingProductPage'),
};
const placeholder = lazyPage(() => import('./pages/placeholder-page.tsx'), 'PlaceholderPage');
const qrRedirect = lazyPage(() => import('./pages/qr-redirect-page.tsx'), 'QrRedirectPage');

/**
 * Routes whose part of the table comes with their code, not with the shop's first download
 * (decision 083). Until it is loaded, a stand-in holds every path under each of the area's
 * prefixes. The app waits for the routes before it renders or preloads such a path (`AppRoutes`,
 * `preloadPages`), as React Router's data routers do with `patchRoutesOnNavigation`; the app's
 * router is the declarative one, which has no such option. A stand-in itself renders only when
 * the code failed to load: it throws that error to the route's error screen, which reloads a
 * stale page once (lib/lazy-page.ts).
 */
interface RoutesLoadedLater {
  standIns: RouteObject[];
  /** Puts the routes in place of the stand-ins (once). */
  load: () => Promise<void>;
  /** Settles once the routes are in place or failed to load. */
  settles: () => Promise<void>;
  settled: boolean;
}

const areaOfStandIn = new Map<RouteObject, RoutesLoadedLater>();

function routesLoadedLater(
  prefixes: string[],
  importRoutes: () => Promise<RouteObject[]>,
): RoutesLoadedLater {
  let loading: Promise<void> | null = null;
  let settling: Promise<void> | null = null;
  function StandIn() {
    use(area.load());
    return null;
  }
  const area: RoutesLoadedLater = {
    standIns: prefixes.map((prefix) => ({ path: `${prefix}/*`, Component: StandIn })),
    load: () =>
      (loading ??= importRoutes().then((routes) => {
        replaceStandIns(appRoutes, area.standIns, routes);
        matchesByPath.clear();
      })),
    settles: () =>
      (settling ??= area.load().then(
        () => {
          area.settled = true;
        },
        () => {
          area.settled = true;
        },
      )),
    settled: false,
  };
  for (const standIn of area.standIns) areaOfStandIn.set(standIn, area);
  return area;
}

/** In the children that hold the stand-ins: the routes in place of the first, the others gone. */
function replaceStandIns(routes: RouteObject[], standIns: RouteObject[], by: RouteObject[]): void {
  const at = routes.indexOf(standIns[0]!);
  if (at === -1) {
    for (const route of routes) if (route.children) replaceStandIns(route.children, standIns, by);
    return;
  }
  routes.splice(at, 1, ...by);
  for (const standIn of standIns.slice(1)) routes.splice(routes.indexOf(standIn), 1);
}

/** The area whose routes these matches wait for, if any. */
function awaitedArea(matches: RouteMatch[] | null): RoutesLoadedLater | undefined {
  for (const { route } of matches ?? []) {
    const area = areaOfStandIn.get(route);
    if (area !== undefined && !area.settled) return area;
  }
  return undefined;
}

const checkoutArea = routesLoadedLater(
  [paths.checkout.path, pathBefore(paths.order.path)],
  async () => (await import('./pages/checkout/checkout-routes.tsx')).checkoutRoutes,
);

// The admin draws its own frame (decision 058) inside the shop's area layout; both come together.
const adminArea = routesLoadedLater([paths.admin.path], async () => {
  const [{ AdminAreaLayout }, { adminRoutes }] = await Promise.all([
    import('./app/layout/admin-area-layout.tsx'),
    import('./admin/app/admin-routes.tsx'),
  ]);
  return [{ Component: AdminAreaLayout, children: adminRoutes }];
});

/**
 * Loads the checkout's routes ahead, when the browser is idle after the first seconds
 * (main.tsx): the way from the cart into the checkout then waits for no more than its pages.
 */
export function preloadCheckoutRoutes(): Promise<void> {
  return checkoutArea.settles();
}

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
  ...checkoutArea.standIns,
  // docs/product.md §2.2: unknown paths show home.
  { path: '*', Component: HomePage },
];

/** Closing mode: every public path leads to the goodbye page, except admin and order paths. */
function ClosingModeLayout() {
  const { pathname } = useLocation();
  if (!isClosingModeExempt(pathname)) return <Navigate to={paths.goodbye.getHref()} replace />;
  return <AppLayout />;
}

const framedRoutes: RouteObject[] = [
  {
    path: paths.goodbye.path,
    Component: lazyPage(() => import('./pages/goodbye-page.tsx'), 'GoodbyePage'),
  },
  // The admin draws its own frame (decision 058); closing mode leaves it open.
  ...adminArea.standIns,
  {
    Component: CLOSING_MODE ? ClosingModeLayout : AppLayout,
    children: shopRoutes,
  },
];

/** Every route; the admin's and the checkout's once loaded (routes.test.ts checks them). */
export const appRoutes: RouteObject[] = [{ Component: RouteFrame, children: framedRoutes }];

// React Router matches the whole table on every render and compiles each route's pattern anew:
// a fifth of a server render's time in the Friday rehearsal's profile (docs/performance.md).
// The table changes only when an area's routes come in, which clears them; so the matches of a
// path are kept (bounded: paths come from visitors).
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
  // A navigation is a transition: the previous page stays on screen while an area's routes load.
  const area = awaitedArea(matchesOf(pathname));
  if (area !== undefined) use(area.settles());
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
  await awaitedArea(matchesOf(pathname))?.settles();
  const matches = matchesOf(pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}
