/**
 * The web app's paths. They are the one table of route paths (domain/route-paths.ts): the router
 * takes `path` from it, links take `getHref()`, so a path is never spelt twice. Add an entry
 * there before adding a route to routes.tsx or admin/app/admin-routes.tsx.
 */
import { isAdminOrOrderPage } from '../../domain/first-load.ts';
import { paths } from '../../domain/route-paths.ts';

export { isUnder, listingPath, paths } from '../../domain/route-paths.ts';
export type { ListingSegment } from '../../domain/route-paths.ts';

/** Admin and order paths stay reachable in closing mode; every other path goes to goodbye. */
export function isClosingModeExempt(pathname: string): boolean {
  return isAdminOrOrderPage(pathname) || pathname === paths.goodbye.path;
}
