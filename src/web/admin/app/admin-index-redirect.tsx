import { Navigate } from 'react-router';
import { adminPaths } from '../../lib/admin-paths.ts';

/** /admin itself leads to the dashboard. */
export function AdminIndexRedirect() {
  return <Navigate to={adminPaths.dashboard.getHref()} replace />;
}
