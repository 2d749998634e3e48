import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { safeNext } from '../lib/safe-next.ts';
import { SignInForm } from '../features/auth/components/sign-in-form.tsx';
import { getIsAdminQueryOptions } from '../../lib/get-auth.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { PageHead } from '../../components/page-head.tsx';

/**
 * /admin/signin (docs/product.md §2.4). A successful sign-in stores userInfo with the token (§3.2).
 */
export function AdminSignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const setUserInfo = useAuthStore((state) => state.setUserInfo);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-ink/10 sm:px-8">
      <PageHead title="Admin-Anmeldung" noIndex />
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-800">Admin-Anmeldung</h1>
      <SignInForm
        onSignedIn={({ token, user }) => {
          // The server answers 403 for accounts that are no admin, so this one is.
          queryClient.setQueryData(getIsAdminQueryOptions(token).queryKey, true);
          setUserInfo({ email: user.email, token });
          void navigate(safeNext(searchParams.get('next')), { replace: true });
        }}
      />
      <p className="text-sm text-muted">
        Noch kein Konto?{' '}
        <Link to={paths.adminSignUp.getHref()} className="font-semibold text-brand-800 underline">
          Konto anlegen
        </Link>
      </p>
    </div>
  );
}
