import { Navigate } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** /admin itself leads to the dashboard. */
export function AdminIndexRedirect() {
  return <Navigate to={paths.adminDashboard.getHref()} replace />;
}
