import { useParams } from 'react-router';
import { PageHead } from '../components/page-head.tsx';
import { Button } from '../components/ui/button.tsx';
import { Link } from '../components/ui/link.tsx';
import { useConfirmSignup } from '../features/seller-signup/api/seller-signup.ts';
import { paths } from '../lib/paths.ts';

/**
 * /verkaufen/bestaetigen/<token>: the link in the sign-up's mail (decision 075). As with the
 * size alerts (decision 046), opening it confirms nothing (mail scanners open links); her tap does.
 */
export function SellSignupConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmSignup(token);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHead />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">
        Anmeldung als Verkäuferin
      </h1>
      {confirm.isSuccess ? (
        <p role="status" className="mt-6 rounded-2xl bg-brand-50 p-5 font-semibold">
          {confirm.data.message}
        </p>
      ) : confirm.isError ? (
        <div className="mt-6 flex flex-col gap-3">
          <p role="alert" className="font-semibold text-sale">
            {confirm.error.message}
          </p>
          <Link to={paths.sell.getHref()} className="underline">
            Zur Anmeldung
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          <p>Bitte bestätige mit einem Tipp, dass du dich als Verkäuferin anmelden möchtest.</p>
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? 'Wird bestätigt …' : 'Anmeldung bestätigen'}
          </Button>
        </div>
      )}
    </div>
  );
}
