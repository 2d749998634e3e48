import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Account } from '../../../domain/api/auth.ts';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { getIsAdminQueryOptions } from '../../lib/get-auth.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { AdminSessionContext } from '../lib/admin-session.ts';
import type { AdminSession } from '../lib/admin-session.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { ReauthDialog } from './reauth-dialog.tsx';
import { SessionBanner } from './session-banner.tsx';
import { useReauthentication } from './use-reauthentication.ts';
import { useSessionRenewal } from './use-session-renewal.ts';

const storedToken = () => useAuthStore.getState().userInfo?.token ?? null;

const NAV = [
  { label: 'Übersicht', href: paths.adminDashboard.getHref() },
  { label: 'Neue Kleidung', href: paths.adminNewClothing.getHref() },
  { label: 'Neuer Schlafsack', href: paths.adminNewSleepingBag.getHref() },
  { label: 'Neues Accessoire', href: paths.adminNewAccessory.getHref() },
  { label: 'Neuer Tonie', href: paths.adminNewTonie.getHref() },
  { label: 'Artikel', href: paths.adminProducts.getHref() },
  { label: 'Packliste', href: paths.adminPackList.getHref() },
  { label: 'Aussortieren', href: paths.adminSortOutList.getHref() },
  { label: 'Sale', href: paths.adminSale.getHref() },
  { label: 'Preise', href: paths.adminPrices.getHref() },
  { label: 'Marken', href: paths.adminBrandsInfo.getHref() },
  { label: 'Verkäufer', href: paths.adminSellerList.getHref() },
  { label: 'Berichte', href: paths.adminReports.getHref() },
  { label: 'Tracking', href: paths.adminTracking.getHref() },
  { label: 'Bestellungen', href: paths.adminOrderHistory.getHref() },
  { label: 'Gutscheine', href: paths.adminVouchers.getHref() },
  { label: 'Einstellungen', href: paths.adminSettings.getHref() },
] as const;

/**
 * The guard of every admin route but sign-in and sign-up (docs/product.md §2.4, §6): the stored
 * token is checked with GET /api/users/auth; failure or no token sends to /admin/signin. Once in, a
 * session that runs out no longer leaves the page: a 401 opens the sign-in dialog over it and
 * the failed call is sent again (decision 039).
 */
export function AdminLayout() {
  const userInfo = useAuthStore((state) => state.userInfo);
  const setUserInfo = useAuthStore((state) => state.setUserInfo);
  const token = userInfo?.token ?? null;
  const queryClient = useQueryClient();
  // A renewed token is a new query key: the previous answer stands while it is asked, so the
  // page (and the form on it) is not swapped for "Anmeldung wird geprüft …".
  const { data: isAdmin, isPending } = useQuery({
    ...getIsAdminQueryOptions(token),
    placeholderData: keepPreviousData,
  });
  const [admitted, setAdmitted] = useState(false);
  if (isAdmin === true && !admitted) setAdmitted(true);
  const { pathname, search } = useLocation();
  const clearSession = useSignOut();
  // Signing out on purpose leads to the plain sign-in page; an expired or missing session
  // remembers the page to come back to.
  const [signedOut, setSignedOut] = useState(false);
  const signOut = () => {
    setSignedOut(true);
    clearSession();
  };

  const takeToken = useCallback(
    (fresh: string, email: string) => {
      // The server only hands admins a token, so this one is an admin's.
      queryClient.setQueryData(getIsAdminQueryOptions(fresh).queryKey, true);
      setUserInfo({ email, token: fresh });
    },
    [queryClient, setUserInfo],
  );
  const onRenewed = useCallback(
    (fresh: string) => takeToken(fresh, useAuthStore.getState().userInfo?.email ?? ''),
    [takeToken],
  );
  const { warning, noteActivity, renewNow } = useSessionRenewal(token, onRenewed);

  const reauth = useReauthentication(storedToken);
  const { reauthenticate, settle } = reauth;
  const onSignedInAgain = ({ token: fresh, user }: { token: string; user: Account }) => {
    takeToken(fresh, user.email);
    settle(fresh);
  };
  const onCancelReauth = () => {
    settle(null);
    setUserInfo(null);
  };

  const session = useMemo<AdminSession | null>(
    () =>
      token === null ? null : { token, email: userInfo?.email ?? '', reauthenticate, noteActivity },
    [token, userInfo?.email, reauthenticate, noteActivity],
  );

  if (token === null || (!admitted && !isPending && isAdmin !== true)) {
    return (
      <Navigate to={paths.adminSignIn.getHref(signedOut ? undefined : pathname + search)} replace />
    );
  }
  if (!admitted || session === null) {
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
        <SessionBanner warning={warning} onStay={renewNow} onSignInAgain={reauth.ask} />
        <ReauthDialog
          open={reauth.open}
          email={userInfo?.email ?? ''}
          onSignedIn={onSignedInAgain}
          onCancel={onCancelReauth}
        />
      </div>
    </AdminSessionContext>
  );
}
