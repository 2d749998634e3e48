import { useState } from 'react';
import { formatGermanDay } from '../../../../../domain/calendar.ts';
import { formatEuros } from '../../../../../domain/money.ts';
import { berlinDay } from '../../../../../domain/report-series.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError, Notice } from '../../../components/form.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useLeaveSeller } from '../api/leave-seller.ts';

/**
 * "Verkäuferin abmelden" (decision 077), for a seller who tells the owner in person: the same
 * step as her own button, after a confirmation that says what follows.
 */
export function LeaveSellerPanel(props: { sellerNumber: number; leftAt: string | null }) {
  const leave = useLeaveSeller(props.sellerNumber);
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="leave-seller-heading"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
    >
      <h2 id="leave-seller-heading" className="text-xl font-extrabold text-brand-800">
        Aufhören
      </h2>
      {props.leftAt !== null ? (
        <p>
          Hat am {formatGermanDay(berlinDay(new Date(props.leftAt)))} aufgehört. Ihre Kontaktdaten
          und ihre IBAN werden gelöscht, sobald ihr letztes Guthaben ausgezahlt ist; ihr Name nach
          Ablauf der Aufbewahrungsfrist (10 Jahre).
        </p>
      ) : leave.data !== undefined ? (
        <Notice>
          Abgemeldet: {leave.data.itemsOffline} Artikel offline
          {leave.data.itemsToShop > 0 &&
            `, ${leave.data.itemsToShop} Artikel gehören jetzt dem Shop (bleiben im Verkauf)`}
          {leave.data.itemsStillReserved > 0 &&
            `, ${leave.data.itemsStillReserved} gerade im Bezahlvorgang (gehen danach offline)`}
          {leave.data.announcedWithdrawn > 0 &&
            `, ${leave.data.announcedWithdrawn} angemeldete Artikel zurückgezogen`}
          . Offenes Guthaben: {formatEuros(leave.data.openBalance)}, im nächsten Auszahlungslauf.
        </Notice>
      ) : !asking ? (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Verkäuferin abmelden
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="font-bold">Verkäuferin {props.sellerNumber} wirklich abmelden?</p>
          <p className="text-sm">
            Ihre unverkauften Artikel gehen sofort offline und auf die Aussortieren-Liste, mit ihrer
            Wahl (abholen, spenden, beim Shop lassen). Ihr Guthaben wird mit dem nächsten
            Auszahlungslauf überwiesen, auch unter dem Mindestbetrag. Ihr Link zur Verkäuferseite
            funktioniert danach nicht mehr. Das lässt sich nicht rückgängig machen.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              className="bg-sale hover:bg-sale/90"
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              Ja, abmelden
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
          </div>
          <FormError message={leave.error ? errorMessage(leave.error) : null} />
        </div>
      )}
    </section>
  );
}
