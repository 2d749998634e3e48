import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { paymentMethodLabel } from '../../../../../domain/catalog.ts';
import { formatEuro, formatEuroDeduction, formatEuros } from '../../../../../domain/money.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError, Notice } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useOrderReturn, useRefundStep } from '../api/orders.ts';
import type { AdminOrderDetail } from '../api/orders.ts';
import { returnPreview } from '../lib/return-preview.ts';
import { DialogFrame } from './order-actions.tsx';

type Refund = AdminOrderDetail['refunds'][number];

const REFUND_STATUS_LABELS: Record<Refund['status'], string> = {
  pending: 'offen',
  succeeded: 'erstattet',
  failed: 'fehlgeschlagen',
};

function refundWay(refund: Refund, detail: AdminOrderDetail): string {
  if (refund.way === 'manual') return 'bar oder per Überweisung';
  return `über ${paymentMethodLabel(detail.order.paymentMethod)}`;
}

/** What taking the picked items back gives back, before she confirms it. */
function RefundPreview({
  detail,
  productIds,
}: {
  detail: AdminOrderDetail;
  productIds: readonly string[];
}) {
  if (productIds.length === 0) {
    return <p className="text-sm text-muted">Wähle die Artikel, die zurückkommen.</p>;
  }
  const preview = returnPreview(detail, productIds);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Artikel', value: formatEuro(preview.goodsCents) },
    ...(preview.couponCents > 0
      ? [{ label: 'Anteil am Gutschein', value: formatEuroDeduction(preview.couponCents) }]
      : []),
    ...(preview.deliveryCents > 0
      ? [{ label: 'Versandkosten', value: formatEuro(preview.deliveryCents) }]
      : []),
    ...(preview.moneyCents > 0 || preview.voucherCents === 0
      ? [
          {
            label:
              preview.way.kind === 'provider'
                ? `Geld zurück über ${paymentMethodLabel(detail.order.paymentMethod)}`
                : 'Geld auszahlen (bar oder per Überweisung)',
            value: formatEuro(preview.moneyCents),
            strong: true,
          },
        ]
      : []),
    ...(preview.voucherCents > 0
      ? [
          {
            label: 'Zurück auf Wertgutscheine',
            value: formatEuro(preview.voucherCents),
            strong: true,
          },
        ]
      : []),
  ];
  return (
    <section aria-label="Das wird erstattet" className="rounded-xl bg-brand-50 p-3 text-sm">
      <h3 className="mb-1 font-bold text-brand-800">Das wird erstattet</h3>
      <dl>
        {rows.map((row) => (
          <div
            key={row.label}
            className={`flex justify-between gap-3 py-0.5 ${row.strong === true ? 'font-bold' : ''}`}
          >
            <dt className="min-w-0">{row.label}</dt>
            <dd className="whitespace-nowrap">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The admin picks the items that came back (or are cancelled) and whether each can be resold. */
function ReturnDialog({
  detail,
  open,
  onOpenChange,
  onDone,
}: {
  detail: AdminOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (text: string) => void;
}) {
  const record = useOrderReturn(detail.order._id);
  const returnable = detail.order.orderItems.filter((item) =>
    detail.returnableProductIds.includes(item._id),
  );
  const [picked, setPicked] = useState<Record<string, { back: boolean; resellable: boolean }>>({});
  // Closed, it forgets its picks and a refusal, so it opens afresh the next time.
  const openChange = (next: boolean) => {
    if (!next) {
      setPicked({});
      record.reset();
    }
    onOpenChange(next);
  };
  const state = (id: string) => picked[id] ?? { back: false, resellable: true };
  const chosen = returnable.filter((item) => state(item._id).back);
  const beforeShipping = detail.status === 'paid' || detail.status === 'packed';
  return (
    <DialogFrame
      open={open}
      onOpenChange={openChange}
      title={beforeShipping ? 'Artikel stornieren' : 'Rücksendung erfassen'}
    >
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(
            chosen.map((item) => ({ productId: item._id, resellable: state(item._id).resellable })),
            {
              onSuccess: () => {
                setPicked({});
                onDone(
                  chosen.length === 1
                    ? 'Der Artikel ist zurückgenommen.'
                    : `${chosen.length} Artikel sind zurückgenommen.`,
                );
              },
            },
          );
        }}
      >
        <Dialog.Description className="text-sm">
          Der Betrag wird nach den Regeln des Shops erstattet: Anteil am Gutschein abgezogen,
          Wertgutscheine anteilig wieder aufgeladen, die Versandkosten nur mit dem letzten Artikel.
          Die Kundin bekommt eine E-Mail, die Stornorechnung wird ausgestellt.
        </Dialog.Description>
        <ul className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
          {returnable.map((item) => {
            const { back, resellable } = state(item._id);
            const set = (next: Partial<{ back: boolean; resellable: boolean }>) =>
              setPicked({ ...picked, [item._id]: { back, resellable, ...next } });
            return (
              <li key={item._id} className="rounded-xl p-2 ring-1 ring-ink/10">
                <label className="flex items-start gap-2 font-semibold">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={back}
                    onChange={(event) => set({ back: event.target.checked })}
                  />
                  <span className="min-w-0 break-words">
                    {item.name} · Nr. {item.itemNumber} ·{' '}
                    <span className="whitespace-nowrap">{formatEuros(item.salePrice)}</span>
                  </span>
                </label>
                {back && (
                  <label className="mt-1 ml-6 flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={resellable}
                      onChange={(event) => set({ resellable: event.target.checked })}
                    />
                    wieder verkaufbar
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        <RefundPreview detail={detail} productIds={chosen.map((item) => item._id)} />
        <FormError message={record.error === null ? null : errorMessage(record.error)} />
        <div className="flex justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="secondary">Abbrechen</Button>
          </Dialog.Close>
          <Button type="submit" disabled={record.isPending || chosen.length === 0}>
            Zurücknehmen
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Returns and refunds of a paid order: take items back, see each refund, do what is left. */
export function OrderReturns({ detail }: { detail: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const step = useRefundStep(detail.order._id);
  if (
    detail.returnableProductIds.length === 0 &&
    detail.returns.length === 0 &&
    detail.refunds.length === 0
  ) {
    return null;
  }
  return (
    <section
      aria-label="Rücknahmen und Erstattungen"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-800">Rücknahmen und Erstattungen</h2>
        {detail.returnableProductIds.length > 0 && (
          <Button
            variant="secondary"
            className="print:hidden"
            onClick={() => {
              setDone(null);
              setOpen(true);
            }}
          >
            Artikel zurücknehmen
          </Button>
        )}
      </div>
      {done !== null && <Notice>{done}</Notice>}
      {detail.returns.length > 0 && (
        <ul className="flex flex-col divide-y divide-ink/10 text-sm">
          {detail.returns.map((part) => (
            <li key={part.id} className="py-2">
              <p className="font-semibold">
                {formatDateTime(part.createdAt)} ·{' '}
                {part.kind === 'return' ? 'Rücksendung' : 'Stornierung'} · {formatEuros(part.total)}
                {part.documentNumber !== null && ` · Stornorechnung ${part.documentNumber}`}
              </p>
              <p className="break-words">
                {part.items
                  .map((item) => `${item.name}${item.resellable ? '' : ' (nicht verkaufbar)'}`)
                  .join(', ')}
              </p>
              <p className="text-muted">
                Erstattung {formatEuros(part.money)}
                {part.vouchers > 0 && ` · zurück auf Wertgutschein ${formatEuros(part.vouchers)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {detail.refunds.length > 0 && (
        <ul aria-label="Erstattungen" className="flex flex-col gap-2 text-sm">
          {detail.refunds.map((refund) => (
            <li
              key={refund.id}
              className="flex flex-col gap-1 rounded-xl p-2 ring-1 ring-ink/10 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p>
                  <span className="font-semibold">{formatEuros(refund.amount)}</span>{' '}
                  {refundWay(refund, detail)}:{' '}
                  <span
                    className={
                      refund.status === 'failed' ? 'font-semibold text-sale' : 'font-semibold'
                    }
                  >
                    {REFUND_STATUS_LABELS[refund.status]}
                  </span>
                  {refund.completedAt !== null && ` am ${formatDateTime(refund.completedAt)}`}
                </p>
                {refund.status !== 'succeeded' && refund.lastError !== null && (
                  <p className="break-words text-muted">
                    Versuch {refund.attempts}: {refund.lastError}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2 print:hidden">
                {refund.status === 'failed' && refund.way === 'provider' && (
                  <Button
                    variant="secondary"
                    disabled={step.isPending}
                    onClick={() => step.mutate({ refundId: refund.id, step: 'retry' })}
                  >
                    Erneut senden
                  </Button>
                )}
                {(refund.status === 'failed' ||
                  (refund.status === 'pending' && refund.way === 'manual')) && (
                  <Button
                    variant="secondary"
                    disabled={step.isPending}
                    onClick={() => step.mutate({ refundId: refund.id, step: 'paid-out' })}
                  >
                    Als ausgezahlt markieren
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormError message={step.error === null ? null : errorMessage(step.error)} />
      <ReturnDialog
        detail={detail}
        open={open}
        onOpenChange={setOpen}
        onDone={(text) => {
          setOpen(false);
          setDone(text);
        }}
      />
    </section>
  );
}
