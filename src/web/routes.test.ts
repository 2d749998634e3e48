import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './lib/paths.ts';
import { appRoutes, preloadPages } from './routes.tsx';

// The one table of route paths (domain/route-paths.ts) has every path the router knows, the
// shop's and the admin's (admin/app/admin-routes.tsx, put in by routes.tsx once a path under
// /admin is visited), and no other.

function routerPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routerPaths(route.children ?? []),
  ]);
}

/** '*': every path the table does not name shows home (docs/product.md §2.2). */
const CATCH_ALL = '*';

/** The deepest route a pathname reaches. */
function deepestRoute(pathname: string): RouteObject | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route;
}

// Run first: the admin's and the checkout's routes are not in the table until one of their paths
// is visited.
describe('the admin area', () => {
  it('comes into the table when a path under /admin is preloaded', async () => {
    expect(deepestRoute(paths.adminDashboard.path)?.path).toBe(`${paths.admin.path}/*`);
    expect(routerPaths(appRoutes)).not.toContain(paths.adminSignIn.path);

    await preloadPages(paths.adminDashboard.path);

    expect(deepestRoute(paths.adminDashboard.path)?.path).toBe(paths.adminDashboard.path);
    expect(deepestRoute(paths.adminSignIn.path)?.path).toBe(paths.adminSignIn.path);
    // docs/product.md §2.2: an unknown path, under /admin too, shows home.
    expect(deepestRoute(`${paths.admin.path}/unbekannt`)?.path).toBe('*');
  });
});

describe('the checkout area', () => {
  it('comes into the table when a checkout or order path is preloaded', async () => {
    expect(deepestRoute(paths.checkoutDelivery.path)?.path).toBe(`${paths.checkout.path}/*`);
    expect(deepestRoute(paths.order.getHref('abc'))?.path).toBe('/order/*');

    await preloadPages(paths.order.getHref('abc'));

    expect(deepestRoute(paths.checkoutDelivery.path)?.path).toBe(paths.checkoutDelivery.path);
    expect(deepestRoute(paths.order.getHref('abc'))?.path).toBe(paths.order.path);
    expect(routerPaths(appRoutes).filter((path) => path.endsWith('/*'))).toEqual([]);
  });
});

describe('the route table', () => {
  beforeAll(async () => {
    await preloadPages(paths.admin.path);
    await preloadPages(paths.checkout.path);
  });
  // Read in each test, after the admin's routes came in.
  const routerPathsNow = () => routerPaths(appRoutes).filter((path) => path !== CATCH_ALL);
  const inTable = new Set(Object.values(paths).map((route) => route.path));

  it('has every path of the router, the admin routes included', () => {
    const inRouter = routerPathsNow();
    expect(inRouter.filter((path) => !inTable.has(path))).toEqual([]);
    expect(inRouter).toContain(paths.adminOrder.path);
    expect(inRouter).toContain(paths.admin.path);
  });

  it('has no path the router does not know', () => {
    const inRouter = routerPathsNow();
    expect([...inTable].filter((path) => !inRouter.includes(path))).toEqual([]);
  });

  it('names each path once', () => {
    const inRouter = routerPathsNow();
    const once = new Set(inRouter);
    expect(inRouter.filter((path) => !once.delete(path))).toEqual([
      // The product over a listing is nested under each listing.
      paths.listingProduct.path,
      paths.listingProduct.path,
      paths.listingProduct.path,
    ]);
  });
});
