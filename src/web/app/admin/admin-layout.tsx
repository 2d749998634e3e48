import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { getIsAdminQueryOptions } from '../../features/auth/api/get-auth.ts';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { AdminSessionContext } from '../../lib/admin-session.ts';
import type { AdminSession } from '../../lib/admin-session.ts';
import { adminPaths } from '../../lib/admin-paths.ts';
import { useClearAdminSession } from './use-admin-sign-out.ts';

const NAV = [
  { label: 'Übersicht', href: adminPaths.dashboard.getHref() },
  { label: 'Neue Kleidung', href: adminPaths.newClothing.getHref() },
  { label: 'Neuer Schlafsack', href: adminPaths.newSleepingBag.getHref() },
  { label: 'Neues Accessoire', href: adminPaths.newAccessory.getHref() },
  { label: 'Neuer Tonie', href: adminPaths.newTonie.getHref() },
  { label: 'Artikel', href: adminPaths.products.getHref() },
  { label: 'Packliste', href: adminPaths.packList.getHref() },
  { label: 'Aussortieren', href: adminPaths.sortOutList.getHref() },
  { label: 'Sale', href: adminPaths.sale.getHref() },
  { label: 'Preise', href: adminPaths.prices.getHref() },
  { label: 'Marken', href: adminPaths.brandsInfo.getHref() },
  { label: 'Verkäufer', href: adminPaths.sellerList.getHref() },
  { label: 'Berichte', href: adminPaths.reports.getHref() },
  { label: 'Tracking', href: adminPaths.tracking.getHref() },
  { label: 'Bestellungen', href: adminPaths.orderHistory.getHref() },
  { label: 'Gutscheine', href: adminPaths.vouchers.getHref() },
] as const;

/**
 * The guard of every admin route but sign-in and sign-up (SPEC.md §2, §6): the stored token is
 * checked with GET /api/users/auth; failure or no token sends to /admin/signin.
 */
export function AdminLayout() {
  const userInfo = useAuthStore((state) => state.userInfo);
  const setUserInfo = useAuthStore((state) => state.setUserInfo);
  const token = userInfo?.token ?? null;
  const { data: isAdmin, isPending } = useQuery(getIsAdminQueryOptions(token));
  const { pathname, search } = useLocation();
  const clearSession = useClearAdminSession();
  // Signing out on purpose leads to the plain sign-in page; an expired or missing session
  // remembers the page to come back to.
  const [signedOut, setSignedOut] = useState(false);
  const signOut = () => {
    setSignedOut(true);
    clearSession();
  };
  const onUnauthorized = useCallback(() => setUserInfo(null), [setUserInfo]);
  const session = useMemo<AdminSession | null>(
    () => (token === null ? null : { token, email: userInfo?.email ?? '', onUnauthorized }),
    [token, userInfo?.email, onUnauthorized],
  );

  if (token === null || (!isPending && isAdmin !== true)) {
    return (
      <Navigate to={adminPaths.signIn.getHref(signedOut ? undefined : pathname + search)} replace />
    );
  }
  if (isPending || session === null) {
    return (
      <p role="status" className="py-12 text-center text-muted">
        Anmeldung wird geprüft …
      </p>
    );
  }

  return (
    <AdminSessionContext value={session}>
      <div className="flex flex-col gap-4">
        <nav
          aria-label="Adminbereich"
          className="-mx-4 overflow-x-auto px-4 print:hidden sm:mx-0 sm:px-0"
        >
          <ul className="flex w-max gap-1 sm:w-auto sm:flex-wrap">
            {NAV.map((entry) => (
              <li key={entry.href}>
                <NavLink
                  to={entry.href}
                  className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={signOut}
                className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-sale ring-1 ring-sale/30 hover:bg-sale/10"
              >
                Abmelden
              </button>
            </li>
          </ul>
        </nav>
        <Outlet />
      </div>
    </AdminSessionContext>
  );
}
