import { isUnder, paths } from '../../../lib/paths.ts';

/**
 * Whether the consent banner may open by itself on a page (decision 042). The admin area loads no
 * outside service, so there is nothing to consent to, and on a phone the banner would cover half
 * an admin form. The footer's 'Cookie-Einstellungen' still opens the settings everywhere.
 */
export function bannerOpensOn(pathname: string): boolean {
  return !isUnder(pathname, paths.admin.path);
}
