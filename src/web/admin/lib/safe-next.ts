import { paths } from '../../lib/paths.ts';

/** An admin page's path, as a sign-in may be asked to lead back to (`?next=`). */
const ADMIN_PAGE = new RegExp(`^${paths.admin.path}/[a-z0-9/-]*$`, 'i');
const SIGNING_IN = [paths.adminSignIn.path, paths.adminSignUp.path];

/** Only admin paths are accepted as a place to return to after signing in. */
export function safeNext(next: string | null): string {
  if (next !== null && ADMIN_PAGE.test(next) && !SIGNING_IN.some((path) => next.startsWith(path))) {
    return next;
  }
  return paths.adminDashboard.getHref();
}
