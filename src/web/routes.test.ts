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

// Run first: the admin's routes and those of the shop's other pages are not in the table until
// one of their paths is visited.
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

describe("the shop's other pages", () => {
  it('come into the table when one of them, or an unknown path, is preloaded', async () => {
    // The landing pages are in the table from the start.
    expect(deepestRoute(paths.product.getHref(7))?.path).toBe(paths.product.path);
    expect(deepestRoute(paths.cart.path)?.path).toBe(paths.cart.path);
    // Every other path reaches the stand-in, the catch-all.
    const standIn = deepestRoute(paths.checkoutDelivery.path);
    expect(standIn?.path).toBe('*');
    expect(deepestRoute(paths.imprint.path)).toBe(standIn);

    await preloadPages('/gibt-es-nicht');

    expect(deepestRoute(paths.checkoutDelivery.path)?.path).toBe(paths.checkoutDelivery.path);
    expect(deepestRoute(paths.order.getHref('abc'))?.path).toBe(paths.order.path);
    expect(deepestRoute(paths.imprint.path)?.path).toBe(paths.imprint.path);
    // docs/product.md §2.2: an unknown path shows home.
    expect(deepestRoute('/gibt-es-nicht')?.Component).toBe(deepestRoute('/')?.Component);
    expect(deepestRoute('/gibt-es-nicht')).not.toBe(standIn);
  });
});

describe('the route table', () => {
  beforeAll(async () => {
    await preloadPages(paths.admin.path);
    await preloadPages(paths.imprint.path);
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
