import { CheckCircle2, CircleSlash, Download, Truck } from 'lucide-react';
import { useState } from 'react';
import {
  BULK_OUTCOME_LABELS,
  MAX_BULK_ORDERS,
  type BulkShipmentAnswer,
} from '../../../../../domain/api/bulk-shipments.ts';
import { type LabelProduct } from '../../../../../domain/api/shipping-labels.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LabelProductChoice } from './label-product-choice.tsx';
import { FormError } from '../../../components/form.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useDownloadBulkLabels, useShipInBulk } from '../api/bulk-shipments.ts';

/** A packed DHL order that no withdrawal holds: what "several at once" may ship. */
export function isBulkShippable(order: {
  deliveryMethod: string;
  status: string;
  heldByWithdrawal: boolean;
}): boolean {
  return (
    order.deliveryMethod === 'liefernDHL' && order.status === 'packed' && !order.heldByWithdrawal
  );
}

const ordersText = (count: number) => (count === 1 ? '1 Bestellung' : `${count} Bestellungen`);

/**
 * "Mehrere versenden": the packed DHL orders ticked in the list get their DHL labels (missing
 * ones made, existing ones reused) and are marked shipped, after one confirmation, since every
 * customer gets her shipping mail. The answer lists each order and offers one PDF of all labels.
 */
export function BulkShippingPanel({
  selectableIds,
  selectedIds,
  onSelectAll,
  onShipped,
}: {
  /** The orders of this page that can be ticked, in list order. */
  selectableIds: readonly string[];
  /** Ticked, in list order. */
  selectedIds: readonly string[];
  onSelectAll: (all: boolean) => void;
  onShipped: () => void;
}) {
  const ship = useShipInBulk();
  const download = useDownloadBulkLabels();
  const [product, setProduct] = useState<LabelProduct>('paket');
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<BulkShipmentAnswer | null>(null);
  if (selectableIds.length === 0 && answer === null) return null;

  const allSelected = selectableIds.length > 0 && selectedIds.length === selectableIds.length;
  const count = selectedIds.length;
  const tooMany = count > MAX_BULK_ORDERS;

  const send = () => {
    setConfirming(false);
    ship.mutate(
      { orderIds: [...selectedIds], product },
      {
        onSuccess: (result) => {
          setAnswer(result);
          onShipped();
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="bulk-shipping-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10"
    >
      <h2
        id="bulk-shipping-heading"
        className="flex items-center gap-2 text-lg font-bold text-brand-800"
      >
        <Truck aria-hidden="true" className="size-5 shrink-0" />
        Mehrere versenden
      </h2>
      {selectableIds.length > 0 && (
        <>
          <p className="text-sm text-muted">
            Wähle gepackte DHL-Bestellungen aus. Fehlende Labels werden erstellt, vorhandene
            genutzt; jede Kundin bekommt ihre Versandmail.
          </p>
          <label className="flex min-h-11 items-center gap-2 self-start font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={allSelected}
              onChange={(event) => onSelectAll(event.target.checked)}
            />
            alle auswählen ({selectableIds.length})
          </label>
          <LabelProductChoice
            name="bulk-label-product"
            legend="Neue Labels als"
            value={product}
            onChange={setProduct}
          />
          {tooMany && (
            <FormError message={`Bitte wähle höchstens ${MAX_BULK_ORDERS} Bestellungen aus.`} />
          )}
          {confirming ? (
            <div
              role="group"
              aria-label="Versand bestätigen"
              className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3"
            >
              <p className="font-semibold">
                {ordersText(count)} als versendet markieren? Die Kundinnen bekommen ihre
                Versandmail.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={send}>Ja, versenden</Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Zurück
                </Button>
              </div>
            </div>
          ) : (
            <Button
              className="self-start text-left"
              disabled={count === 0 || tooMany || ship.isPending}
              onClick={() => setConfirming(true)}
            >
              {ship.isPending
                ? 'Labels werden erstellt …'
                : `Etiketten erstellen und als versendet markieren (${count})`}
            </Button>
          )}
        </>
      )}
      <FormError message={ship.isError ? errorMessage(ship.error) : null} />
      {answer !== null && (
        <BulkShippingResults
          answer={answer}
          downloading={download.isPending}
          onDownload={(path) => download.mutate(path)}
        />
      )}
      <FormError message={download.isError ? errorMessage(download.error) : null} />
    </section>
  );
}

function BulkShippingResults({
  answer,
  downloading,
  onDownload,
}: {
  answer: BulkShipmentAnswer;
  downloading: boolean;
  onDownload: (path: string) => void;
}) {
  const printable = answer.results.filter(
    (result) => result.outcome !== 'refused' && result.shipmentNumber !== null,
  ).length;
  const refusedCount = answer.results.filter((result) => result.outcome === 'refused').length;
  return (
    <div role="status" className="flex flex-col gap-3 border-t border-ink/10 pt-3">
      <p className="font-semibold">
        {ordersText(answer.results.length - refusedCount)} versendet
        {refusedCount > 0 ? `, ${refusedCount} abgelehnt` : ''}.
      </p>
      {answer.labelsPdfPath !== null && (
        <Button
          className="self-start"
          disabled={downloading}
          onClick={() => onDownload(answer.labelsPdfPath!)}
        >
          <Download aria-hidden="true" className="size-5 shrink-0" />
          {printable === 1
            ? 'Label als PDF herunterladen'
            : `${printable} Labels als ein PDF herunterladen`}
        </Button>
      )}
      <ul className="flex flex-col gap-2">
        {answer.results.map((result) => {
          const ok = result.outcome !== 'refused';
          return (
            <li
              key={result.orderId}
              className={`flex items-start gap-2 rounded-xl px-3 py-2 ${ok ? 'bg-brand-50' : 'bg-sale/10'}`}
            >
              {ok ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-800"
                />
              ) : (
                <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sale" />
              )}
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-bold">
                  {result.orderNumber === null ? 'Bestellung' : `Nr. ${result.orderNumber}`} ·{' '}
                  {BULK_OUTCOME_LABELS[result.outcome]}
                </span>
                <span className="block text-sm">{result.message}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
