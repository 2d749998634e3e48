import { paths } from './route-paths.ts';

/**
 * The owner's own visits are no visitor statistics (issue 20): nothing on an admin page is
 * tracked, by the browser nor by the server (decision 041).
 */

// '//admin', '/Admin/…' and '/admin?x' are the admin area too; '/administration-tipps' is not.
const ADMIN_AREA = new RegExp(`^/+${paths.admin.path.replace(/^\/+/, '')}(?:[/?#]|$)`, 'i');

/** Whether a page path (as the tracking header `page` carries it) belongs to the admin area. */
export function isAdminPage(page: string): boolean {
  return ADMIN_AREA.test(page.trim());
}
