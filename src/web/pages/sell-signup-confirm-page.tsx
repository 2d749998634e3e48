import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '../components/page-head.tsx';
import { Link } from '../components/ui/link.tsx';
import { useConfirmSignup } from '../features/seller-signup/api/seller-signup.ts';
import { paths } from '../lib/paths.ts';

/**
 * /verkaufen/bestaetigen/<token>: the link in the sign-up's mail (decision 075). Opening it
 * confirms the address; a second opening answers the same.
 */
export function SellSignupConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmSignup(token);
  const { mutate } = confirm;
  // Once per opening: a second call would race the first one's approval.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHead />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">
        Anmeldung bestätigen
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
        <p className="mt-6">Einen Moment, wir bestätigen deine Anmeldung …</p>
      )}
    </div>
  );
}
