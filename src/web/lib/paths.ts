/**
 * The web app's paths. They are the one table of route paths (domain/route-paths.ts): the router
 * takes `path` from it, links take `getHref()`, so a path is never spelt twice. Add an entry
 * there before adding a route to routes.tsx or admin/app/admin-routes.tsx.
 */
import { isAdminOrOrderPage } from '../../domain/first-load.ts';
import { paths } from '../../domain/route-paths.ts';

export { isUnder, listingPath, paths } from '../../domain/route-paths.ts';
export type { ListingSegment } from '../../domain/route-paths.ts';

/**
 * The pages the law keeps open after the shop closed: the Impressum (§ 5 DDG), the privacy
 * notice, the terms of the contracts still running, and the withdrawal function, which must stay
 * available for the whole withdrawal period (§ 356a BGB). docs/product.md §1.3.
 */
export const LEGAL_PAGES_KEPT_WHEN_CLOSED = [
  paths.imprint,
  paths.privacy,
  paths.terms,
  paths.withdrawal,
] as const;

/** Admin, order and legal paths stay reachable in closing mode; every other path goes to goodbye. */
export function isClosingModeExempt(pathname: string): boolean {
  return (
    isAdminOrOrderPage(pathname) ||
    pathname === paths.goodbye.path ||
    LEGAL_PAGES_KEPT_WHEN_CLOSED.some((page) => page.path === pathname)
  );
}
