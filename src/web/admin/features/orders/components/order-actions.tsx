import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { needsShippingAddress } from '../../../../../domain/delivery.ts';
import {
  isHandedOver,
  orderCommandLabel,
  shipAnywayQuestion,
  shipsOrder,
  unpackedItemsMessage,
  type OrderCommand,
} from '../../../../../domain/order-status.ts';
import { adminDownload, errorMessage, useAdminSession } from '../../../lib/admin-session.ts';
import { FormError, Notice, inputClass } from '../../../components/form.tsx';
import { formatDate } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useOrderAction } from '../api/orders.ts';
import { usePackOrder } from '../api/pack-order.ts';
import type { AdminOrderDetail } from '../api/orders.ts';

const DONE_TEXTS: Record<OrderCommand, string> = {
  'mark-paid': 'Die Bestellung ist als bezahlt markiert.',
  ship: 'Die Bestellung ist als versendet markiert.',
  cancel: 'Die Bestellung ist storniert.',
  withdraw: 'Der Widerruf ist erfasst.',
  return: 'Die Rücksendung ist erfasst.',
  'pay-and-hand-over': 'Die Bestellung ist bezahlt und übergeben.',
};

function doneText(command: OrderCommand, handedOver: boolean): string {
  return command === 'ship' && handedOver
    ? 'Die Bestellung ist als übergeben markiert.'
    : DONE_TEXTS[command];
}

/**
 * The steps that move an order on (paid, shipped, handed over) are the filled buttons; the ones
 * that take it back (cancel, withdrawal, return) are outlined, so none reads like the order's
 * state next to its badge.
 */
function isForwardStep(command: OrderCommand): boolean {
  return command === 'mark-paid' || command === 'ship' || command === 'pay-and-hand-over';
}

type OpenDialog =
  | { kind: 'ship' }
  | { kind: 'cancel' }
  | { kind: 'unpacked'; command: OrderCommand }
  | { kind: 'override'; command: OrderCommand }
  | null;

export function DialogFrame({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-800">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TrackingNumberField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Sendungsnummer
      <input
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </label>
  );
}

/** The status actions the server allows now, and the order's invoices and cancellations. */
export function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { token } = useAdminSession();
  const action = useOrderAction(detail.order._id);
  const packOrder = usePackOrder(detail.order._id);
  const [done, setDone] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A DHL label fills the number; shipping then needs no typing.
  const [trackingNumber, setTrackingNumber] = useState(detail.trackingNumber ?? '');
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Shipping an order a withdrawal holds takes her saying why, on purpose.
  const [withdrawalTakenBack, setWithdrawalTakenBack] = useState(false);

  const { deliveryMethod } = detail.order;
  const handedOver = isHandedOver(deliveryMethod);
  const unpacked = detail.unpackedItemCount;

  const run = (
    name: OrderCommand,
    extra: {
      trackingNumber?: string;
      confirmUnpacked?: boolean;
      overrideWithdrawal?: boolean;
    } = {},
  ) => {
    setDone(null);
    action.mutate(
      { action: name, ...extra },
      {
        onSuccess: () => {
          setDialog(null);
          setDone(doneText(name, handedOver));
        },
      },
    );
  };

  // A posted order asks for its tracking number; a pickup order goes with one tap, unless items
  // are not packed yet: then she confirms that first.
  const start = (name: OrderCommand) => {
    action.reset();
    setDone(null);
    if (shipsOrder(name) && detail.heldByWithdrawal) {
      setWithdrawalTakenBack(false);
      setDialog({ kind: 'override', command: name });
    } else if (name === 'cancel') setDialog({ kind: 'cancel' });
    else if (name === 'ship' && needsShippingAddress(deliveryMethod)) setDialog({ kind: 'ship' });
    else if (shipsOrder(name) && unpacked > 0) setDialog({ kind: 'unpacked', command: name });
    else run(name);
  };
  const canPackAll =
    unpacked > 0 &&
    !detail.heldByWithdrawal &&
    (detail.status === 'open' || detail.status === 'paid');
  const invoiceStep = detail.followUps.find((step) => step.kind === 'issue-invoice');

  // The issued documents download as stored.
  const download = async (path: string, fileName: string) => {
    setInvoiceError(null);
    setDownloading(true);
    try {
      await adminDownload(path, token, fileName);
    } catch (error) {
      setInvoiceError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  // The next step of the order first; what takes it back or ends it after.
  const commands = [...detail.availableActions].sort(
    (a, b) => Number(isForwardStep(b)) - Number(isForwardStep(a)),
  );
  const hasInvoice = detail.documents.some((document) => document.kind === 'invoice');

  const actionError = action.error === null ? null : errorMessage(action.error);

  return (
    <div className="flex flex-col gap-3 print:hidden">
      {(canPackAll || commands.length > 0) && (
        <section aria-labelledby="order-actions-title" className="flex flex-col gap-2">
          <h2 id="order-actions-title" className="text-sm font-bold text-muted">
            Aktionen
          </h2>
          <div className="flex flex-wrap gap-2">
            {commands.map((name) => (
              <Button
                key={name}
                variant={isForwardStep(name) ? 'primary' : 'secondary'}
                className={name === 'cancel' ? 'text-sale' : undefined}
                disabled={action.isPending}
                onClick={() => start(name)}
              >
                {orderCommandLabel(name, deliveryMethod)}
              </Button>
            ))}
            {canPackAll && (
              <Button
                variant="secondary"
                disabled={packOrder.isPending}
                onClick={() => {
                  setDone(null);
                  packOrder.mutate(undefined, {
                    onSuccess: () => setDone('Alle Artikel sind gepackt.'),
                  });
                }}
              >
                Alle als gepackt markieren
              </Button>
            )}
          </div>
        </section>
      )}
      {detail.documents.length > 0 && (
        <ul aria-label="Belege" className="flex flex-col gap-2">
          {detail.documents.map((document) => {
            const title = document.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung';
            return (
              <li key={document.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span>
                  {title} {document.number} vom {formatDate(document.issuedAt)}
                </span>
                <Button
                  variant="secondary"
                  disabled={downloading}
                  onClick={() =>
                    void download(
                      `/api/admin/invoices/${document.id}/pdf`,
                      `${title}-${document.number}.pdf`,
                    )
                  }
                >
                  {title} herunterladen
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {detail.paidAt === null && (
        <p className="text-sm text-muted">
          Die Rechnung wird ausgestellt, sobald die Bestellung bezahlt ist.
        </p>
      )}
      {detail.paidAt !== null && !hasInvoice && (
        <p
          className={`text-sm ${invoiceStep?.status === 'failed' ? 'font-semibold text-sale' : 'text-muted'}`}
        >
          {invoiceStep?.status === 'failed'
            ? 'Die Rechnung konnte nicht ausgestellt werden: siehe „Was danach passiert“.'
            : 'Die Rechnung wird gerade ausgestellt …'}
        </p>
      )}
      {unpacked > 0 && detail.availableActions.some(shipsOrder) && (
        <p className="text-sm font-semibold text-sale">{unpackedItemsMessage(unpacked)}</p>
      )}
      {dialog === null && <FormError message={actionError} />}
      {packOrder.error !== null && <FormError message={errorMessage(packOrder.error)} />}
      <FormError message={invoiceError} />
      {done !== null && <Notice>{done}</Notice>}

      <DialogFrame
        open={dialog?.kind === 'ship'}
        onOpenChange={(open) => setDialog(open ? { kind: 'ship' } : null)}
        title="Bestellung versenden"
      >
        <form
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = trackingNumber.trim();
            run('ship', {
              ...(trimmed === '' ? {} : { trackingNumber: trimmed }),
              ...(unpacked > 0 ? { confirmUnpacked: true } : {}),
            });
          }}
        >
          <TrackingNumberField value={trackingNumber} onChange={setTrackingNumber} />
          <p className="text-sm text-muted">
            {deliveryMethod === 'liefernDHL'
              ? 'Für den Versand mit DHL ist die Sendungsnummer Pflicht.'
              : 'Bei Lieferung im Ort kannst du sie leer lassen.'}
          </p>
          {unpacked > 0 && (
            <p className="font-semibold text-sale">
              {unpackedItemsMessage(unpacked)} {shipAnywayQuestion(deliveryMethod)}
            </p>
          )}
          <FormError message={actionError} />
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Abbrechen</Button>
            </Dialog.Close>
            <Button type="submit" disabled={action.isPending}>
              {unpacked > 0 ? 'Trotzdem versenden' : 'Versenden'}
            </Button>
          </div>
        </form>
      </DialogFrame>

      <DialogFrame
        open={dialog?.kind === 'unpacked'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={shipAnywayQuestion(deliveryMethod)}
      >
        <Dialog.Description className="mt-3">
          {unpackedItemsMessage(unpacked)}{' '}
          {handedOver
            ? 'Übergib die Bestellung nur, wenn alle Artikel dabei sind.'
            : 'Versende die Bestellung nur, wenn alle Artikel im Paket sind.'}
        </Dialog.Description>
        <div className="mt-3">
          <FormError message={actionError} />
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="secondary">Abbrechen</Button>
          </Dialog.Close>
          <Button
            disabled={action.isPending}
            onClick={() => {
              if (dialog?.kind === 'unpacked') run(dialog.command, { confirmUnpacked: true });
            }}
          >
            {handedOver ? 'Trotzdem übergeben' : 'Trotzdem versenden'}
          </Button>
        </div>
      </DialogFrame>

      <DialogFrame
        open={dialog?.kind === 'override'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={`Widerruf eingegangen – trotzdem ${handedOver ? 'übergeben' : 'versenden'}?`}
      >
        <form
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (dialog?.kind !== 'override') return;
            const trimmed = trackingNumber.trim();
            run(dialog.command, {
              overrideWithdrawal: true,
              ...(unpacked > 0 ? { confirmUnpacked: true } : {}),
              ...(needsShippingAddress(deliveryMethod) && trimmed !== ''
                ? { trackingNumber: trimmed }
                : {}),
            });
          }}
        >
          <Dialog.Description className="text-sm">
            Die Kundin hat diese Bestellung widerrufen, bevor sie verschickt wurde. Normalerweise
            wird sie storniert und nicht versendet. Nur wenn die Kundin den Widerruf ausdrücklich
            zurückgenommen hat, darfst du sie trotzdem {handedOver ? 'übergeben' : 'versenden'}.
          </Dialog.Description>
          {needsShippingAddress(deliveryMethod) && (
            <TrackingNumberField value={trackingNumber} onChange={setTrackingNumber} />
          )}
          {unpacked > 0 && (
            <p className="text-sm font-semibold text-sale">{unpackedItemsMessage(unpacked)}</p>
          )}
          <label className="flex items-start gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={withdrawalTakenBack}
              onChange={(event) => setWithdrawalTakenBack(event.target.checked)}
            />
            Die Kundin hat ihren Widerruf zurückgenommen.
          </label>
          <FormError message={actionError} />
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Abbrechen</Button>
            </Dialog.Close>
            <Button type="submit" disabled={action.isPending || !withdrawalTakenBack}>
              {handedOver ? 'Trotzdem übergeben' : 'Trotzdem versenden'}
            </Button>
          </div>
        </form>
      </DialogFrame>

      <DialogFrame
        open={dialog?.kind === 'cancel'}
        onOpenChange={(open) => setDialog(open ? { kind: 'cancel' } : null)}
        title={`Bestellung ${detail.order.orderNumber} stornieren?`}
      >
        <Dialog.Description className="mt-3 text-sm">
          Die Artikel gehen zurück in den Shop, eingelöste Wertgutscheine bekommen ihren Betrag
          zurück, und der Kunde bekommt eine E-Mail.
          {detail.paidAt !== null &&
            ' Das bezahlte Geld wird über die Zahlungsart erstattet, die Stornorechnung ausgestellt.'}
        </Dialog.Description>
        <div className="mt-3">
          <FormError message={actionError} />
        </div>
        <div className="mt-5 flex justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="secondary">Nein</Button>
          </Dialog.Close>
          <Button disabled={action.isPending} onClick={() => run('cancel')}>
            Ja, stornieren
          </Button>
        </div>
      </DialogFrame>
    </div>
  );
}
