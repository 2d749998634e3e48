import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './lib/paths.ts';
import { appRoutes } from './routes.tsx';

// The one table of route paths (domain/route-paths.ts) has every path the router knows, the
// shop's and the admin's (admin/app/admin-routes.tsx, mounted by routes.tsx), and no other.

function routerPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routerPaths(route.children ?? []),
  ]);
}

/** '*': every path the table does not name shows home (docs/product.md §2.2). */
const CATCH_ALL = '*';

describe('the route table', () => {
  const inRouter = routerPaths(appRoutes).filter((path) => path !== CATCH_ALL);
  const inTable = new Set(Object.values(paths).map((route) => route.path));

  it('has every path of the router, the admin routes included', () => {
    expect(inRouter.filter((path) => !inTable.has(path))).toEqual([]);
    expect(inRouter).toContain(paths.adminOrder.path);
    expect(inRouter).toContain(paths.admin.path);
  });

  it('has no path the router does not know', () => {
    expect([...inTable].filter((path) => !inRouter.includes(path))).toEqual([]);
  });

  it('names each path once', () => {
    const once = new Set(inRouter);
    expect(inRouter.filter((path) => !once.delete(path))).toEqual([
      // The product over a listing is nested under each listing.
      paths.listingProduct.path,
      paths.listingProduct.path,
      paths.listingProduct.path,
    ]);
  });
});
