import { useState } from 'react';
import type { LeftSeller } from '../../../../domain/api/seller-leave.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLeaveShop } from '../api/leave-and-terms.ts';

/**
 * "Aufhören" (decision 077): two steps, the second saying plainly what happens, so nobody leaves
 * by a slip of the thumb. Once done, the page shows only what she was told.
 */
export function LeaveShop({
  token,
  onLeft,
}: {
  token: string;
  onLeft: (left: LeftSeller) => void;
}) {
  const leave = useLeaveShop(token);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="leave-shop" className="flex flex-col gap-2">
      <h2 id="leave-shop" className="text-lg font-extrabold text-brand-800">
        Nicht mehr verkaufen
      </h2>
      {!asking ? (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Ich möchte aufhören
          </Button>
        </div>
      ) : (
        <div
          role="group"
          aria-labelledby="leave-question"
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-sale/40"
        >
          <p id="leave-question" className="font-bold">
            Möchtest du wirklich aufhören, bei uns zu verkaufen?
          </p>
          <ul className="list-disc pl-5 text-sm">
            <li>
              Deine Artikel, die noch nicht verkauft sind, nehmen wir sofort offline. Mit ihnen
              passiert, was du bei der Anmeldung gewählt hast (abholen, spenden oder beim Shop
              lassen).
            </li>
            <li>
              Dein offenes Guthaben überweisen wir mit der nächsten Auszahlung, auch wenn es unter
              dem Mindestbetrag liegt.
            </li>
            <li>
              Deine Verkäuferseite und dieser Link funktionieren danach nicht mehr. Das lässt sich
              nicht rückgängig machen.
            </li>
            <li>
              Deine Kontaktdaten und deine IBAN löschen wir, sobald alles ausgezahlt ist.
              Abrechnungen müssen wir für das Finanzamt 10 Jahre aufbewahren.
            </li>
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              className="bg-sale hover:bg-sale/90"
              disabled={leave.isPending}
              onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
            >
              Ja, ich höre auf
            </Button>
            <Button variant="secondary" disabled={leave.isPending} onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
          </div>
          {leave.error !== null && (
            <p role="alert" className="text-sm text-red-700">
              {leave.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
