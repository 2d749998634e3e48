import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { SignUpForm } from '../features/auth/components/sign-up-form.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/signup (docs/product.md §2.4): creates an account without admin rights. */
export function AdminSignUpPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-ink/10 sm:px-8">
      <PageHead title="Konto anlegen" noIndex />
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-800">Konto anlegen</h1>
      <p className="leading-relaxed">
        Hier legst du ein Konto für den Adminbereich an. Anmelden kannst du dich erst, wenn ein
        Admin dein Konto freigeschaltet hat – sag ihm nach dem Anlegen Bescheid.
      </p>
      <SignUpForm />
      <p className="text-sm text-muted">
        Schon freigeschaltet?{' '}
        <Link to={paths.adminSignIn.getHref()} className="font-semibold text-brand-800 underline">
          Zur Anmeldung
        </Link>
      </p>
    </div>
  );
}
