import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Account } from '../../../domain/api/auth.ts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getIsAdminQueryOptions } from '../../lib/get-auth.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { AdminSessionContext } from '../lib/admin-session.ts';
import type { AdminSession } from '../lib/admin-session.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { AdminAuthFrame, AdminFrame } from './admin-frame.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';
import { SessionBanner } from './session-banner.tsx';
import { useReauthentication } from './use-reauthentication.ts';
import { useSessionRenewal } from './use-session-renewal.ts';

const storedToken = () => useAuthStore.getState().userInfo?.token ?? null;

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
      <AdminAuthFrame>
        <p role="status" className="py-12 text-center text-muted">
          Anmeldung wird geprüft …
        </p>
      </AdminAuthFrame>
    );
  }

  return (
    <AdminSessionContext value={session}>
      <AdminFrame onSignOut={signOut}>
        <div className="flex flex-col gap-4">
          <Outlet />
          {/* Room below the page for the banner fixed at the bottom, so the page's last button
              (often "Speichern") can still be scrolled above it. */}
          {warning !== null && <div aria-hidden="true" className="h-32 print:hidden" />}
          <SessionBanner warning={warning} onStay={renewNow} onSignInAgain={reauth.ask} />
          <ReauthDialog
            open={reauth.open}
            email={userInfo?.email ?? ''}
            onSignedIn={onSignedInAgain}
            onCancel={onCancelReauth}
          />
        </div>
      </AdminFrame>
    </AdminSessionContext>
  );
}
