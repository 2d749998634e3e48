import { use } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation } from 'react-router';
import type { RouteMatch, RouteObject } from 'react-router';
import { AppLayout } from './app/layout/app-layout.tsx';
import { RouteFrame } from './app/route-error-boundary.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import type { LazyPage } from './lib/lazy-page.ts';
import { isClosingModeExempt, paths } from './lib/paths.ts';
import { CLOSING_MODE } from './lib/site.ts';
// What the landing pages (home, a listing, a product page) all draw comes with the entry
// (decision 085): named here, it is part of the entry's file. Otherwise the bundler would put it
// in the first page's file that uses it, and a phone landing on another page would download that
// page's file too.
import './components/page-head.tsx';
import './components/ui/price-note.tsx';
import './features/products/components/product-card.tsx';
import './features/products/components/product-grid-skeleton.tsx';
import './features/wish-list/components/wish-list-heart.tsx';

// Every route of the web app, each path from the one table (domain/route-paths.ts, through
// lib/paths.ts). The browser's router (main.tsx) and the server's page rendering
// (server-render.tsx) both use these routes. This file names the pages visitors land on; the
// admin's routes and those of every other shop page come with their code (decision 083). Every
// page loads lazily, home too (decision 085): a phone landing on a listing does not download home's
// code. A stale page whose chunk is gone reloads once (lib/lazy-page.ts).

const HomePage = lazyPage(() => import('./pages/home-page.tsx'), 'HomePage');

const listingProduct: RouteObject = {
  path: paths.listingProduct.path,
  Component: lazyPage(() => import('./pages/listing-product-page.tsx'), 'ListingProductPage'),
};

/**
 * Routes whose part of the table comes with their code, not with the shop's first download
 * (decision 083). Until it is loaded, a stand-in route holds the paths they will take. The app
 * waits for the routes before it renders or preloads such a path (`AppRoutes`, `preloadPages`),
 * as React Router's data routers do with `patchRoutesOnNavigation`; the app's router is the
 * declarative one, which has no such option. The stand-in itself renders only when the code
 * failed to load: it throws that error to the route's error screen, which reloads a stale page
 * once (lib/lazy-page.ts).
 */
interface RoutesLoadedLater {
  standIn: RouteObject;
  /** Puts the routes in place of the stand-in (once). */
  load: () => Promise<void>;
  /** Settles once the routes are in place or failed to load. */
  settles: () => Promise<void>;
  settled: boolean;
}

const laterRoutesOfStandIn = new Map<RouteObject, RoutesLoadedLater>();

function routesLoadedLater(
  standInPath: string,
  importRoutes: () => Promise<RouteObject[]>,
): RoutesLoadedLater {
  let loading: Promise<void> | null = null;
  let settling: Promise<void> | null = null;
  function StandIn() {
    use(later.load());
    return null;
  }
  const later: RoutesLoadedLater = {
    standIn: { path: standInPath, Component: StandIn },
    load: () =>
      (loading ??= importRoutes().then((routes) => {
        replaceRoute(appRoutes, later.standIn, routes);
        matchesByPath.clear();
      })),
    settles: () =>
      (settling ??= later.load().then(
        () => {
          later.settled = true;
        },
        () => {
          later.settled = true;
        },
      )),
    settled: false,
  };
  laterRoutesOfStandIn.set(later.standIn, later);
  return later;
}

/** Puts the routes in the place of one route, wherever it is in the table. */
function replaceRoute(routes: RouteObject[], route: RouteObject, by: RouteObject[]): void {
  const at = routes.indexOf(route);
  if (at !== -1) routes.splice(at, 1, ...by);
  else for (const { children } of routes) if (children) replaceRoute(children, route, by);
}

/** The routes these matches wait for, if any. */
function awaitedRoutes(matches: RouteMatch[] | null): RoutesLoadedLater | undefined {
  for (const { route } of matches ?? []) {
    const later = laterRoutesOfStandIn.get(route);
    if (later !== undefined && !later.settled) return later;
  }
  return undefined;
}

// Every shop page but the landing pages below, and unknown paths, which show home (docs/product.md
// §2.2): the stand-in is the catch-all, so any path the table does not name yet waits for them.
const otherPages = routesLoadedLater('*', async () => [
  ...(await import('./pages/later-routes.tsx')).laterRoutes,
  { path: '*', Component: HomePage },
]);

// The admin draws its own frame (decision 058) inside the shop's area layout; both come together.
const adminArea = routesLoadedLater(`${paths.admin.path}/*`, async () => {
  const [{ AdminAreaLayout }, { adminRoutes }] = await Promise.all([
    import('./app/layout/admin-area-layout.tsx'),
    import('./admin/app/admin-routes.tsx'),
  ]);
  return [{ Component: AdminAreaLayout, children: adminRoutes }];
});

/**
 * Loads the other pages' routes ahead, when the browser is idle after the first seconds
 * (main.tsx): a navigation to one of them then waits for no more than its page.
 */
export function preloadLaterRoutes(): Promise<void> {
  return otherPages.settles();
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
  {
    path: paths.product.path,
    Component: lazyPage(() => import('./pages/product-page.tsx'), 'ProductPage'),
  },
  { path: paths.cart.path, Component: lazyPage(() => import('./pages/cart-page.tsx'), 'CartPage') },
  // Every other page, unknown paths included, once its routes came (otherPages).
  otherPages.standIn,
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
  adminArea.standIn,
  {
    Component: CLOSING_MODE ? ClosingModeLayout : AppLayout,
    children: shopRoutes,
  },
];

/** Every route; those loaded later once they came (routes.test.ts checks them). */
export const appRoutes: RouteObject[] = [{ Component: RouteFrame, children: framedRoutes }];

// React Router matches the whole table on every render and compiles each route's pattern anew:
// a fifth of a server render's time in the Friday rehearsal's profile (docs/performance.md).
// The table changes only when routes loaded later come in, which clears them; so the matches of a
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
  // A navigation is a transition: the previous page stays on screen while routes load.
  const later = awaitedRoutes(matchesOf(pathname));
  if (later !== undefined) use(later.settles());
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
  await awaitedRoutes(matchesOf(pathname))?.settles();
  const matches = matchesOf(pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}
