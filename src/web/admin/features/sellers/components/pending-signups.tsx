import { useState } from 'react';
import { termsVersionDate, UNSOLD_CHOICE_LABELS } from '../../../../../domain/seller-signup.ts';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError } from '../../../components/form.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useDecideSignup, usePendingSignups } from '../api/seller-signups.ts';

/**
 * "Neue Verkäuferinnen" above the seller list (decision 075): confirmed sign-ups, approved with
 * the next number (and a mail with her link) or declined (deleted). Nothing shows when none wait.
 */
export function PendingSignups() {
  const signups = usePendingSignups();
  const decide = useDecideSignup();
  const [notice, setNotice] = useState<string | null>(null);
  // The notice of the last decision stays when the list it emptied is gone.
  if (!signups.data || (signups.data.length === 0 && notice === null)) return null;
  return (
    <section aria-labelledby="new-sellers" className="mb-8 flex flex-col gap-3">
      <h2 id="new-sellers" className="text-xl font-bold text-brand-800">
        Neue Verkäuferinnen{signups.data.length > 0 ? ` (${signups.data.length})` : ''}
      </h2>
      {notice ? (
        <p role="status" className="font-semibold">
          {notice}
        </p>
      ) : null}
      <FormError message={decide.error ? errorMessage(decide.error) : null} />
      <ul className="flex flex-col gap-3">
        {signups.data.map((signup) => (
          <li key={signup.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
            <p className="font-semibold">{signup.name}</p>
            <p className="text-sm break-all">
              {signup.email}
              {signup.phone ? ` · ${signup.phone}` : ''}
            </p>
            <p className="text-sm">
              Konto: {signup.accountHolder}, {signup.ibanMasked}
            </p>
            <p className="text-sm">
              Unverkauftes: {UNSOLD_CHOICE_LABELS[signup.unsoldChoice]} · Bedingungen vom{' '}
              {termsVersionDate(signup.termsVersion)} · bestätigt am{' '}
              {formatDateTime(signup.confirmedAt)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                disabled={decide.isPending}
                onClick={() => {
                  setNotice(null);
                  decide.mutate(
                    { id: signup.id, approve: true },
                    {
                      onSuccess: (number) =>
                        setNotice(
                          `${signup.name} ist jetzt Verkäuferin Nr. ${number}; der Link zu ihrer Seite ist per E-Mail unterwegs.`,
                        ),
                    },
                  );
                }}
              >
                Freigeben
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => {
                  setNotice(null);
                  decide.mutate(
                    { id: signup.id, approve: false },
                    {
                      onSuccess: () =>
                        setNotice(`Die Anmeldung von ${signup.name} wurde abgelehnt und gelöscht.`),
                    },
                  );
                }}
              >
                Ablehnen
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
