import { Outlet } from 'react-router';
import { useScrollRestoration } from '../../lib/scroll-restoration.ts';
import { SignOutContext } from '../../lib/sign-out.ts';
import { useClearAdminSession } from './use-admin-sign-out.ts';

/**
 * What the shop gives the admin's routes (decision 058): none of its frame, which the admin draws
 * itself, but the sign-out that also empties the shop's cart (lib/sign-out.ts) and the scroll
 * rules of every page.
 */
export function AdminAreaLayout() {
  useScrollRestoration();
  const signOut = useClearAdminSession();
  return (
    <SignOutContext value={signOut}>
      <Outlet />
    </SignOutContext>
  );
}
