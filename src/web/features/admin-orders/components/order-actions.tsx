import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { OrderAction } from '../../../../domain/order-status.ts';
import { adminDownload, errorMessage, useAdminSession } from '../../../lib/admin-session.ts';
import { FormError, Notice, inputClass } from '../../../components/admin/form.tsx';
import { formatDate } from '../../../components/admin/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useOrderAction } from '../api/orders.ts';
import type { AdminOrderDetail } from '../api/orders.ts';

const ACTION_LABELS: Record<OrderAction, string> = {
  'mark-paid': 'Als bezahlt markieren',
  ship: 'Versenden',
  cancel: 'Stornieren',
  withdraw: 'Widerruf erfasst',
  return: 'Alles zurückgenommen',
};

const DONE_TEXTS: Record<OrderAction, string> = {
  'mark-paid': 'Die Bestellung ist als bezahlt markiert.',
  ship: 'Die Bestellung ist als versendet markiert.',
  cancel: 'Die Bestellung ist storniert.',
  withdraw: 'Der Widerruf ist erfasst.',
  return: 'Die Rücksendung ist erfasst.',
};

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

/** The status actions the server allows now, and the order's invoices and cancellations. */
export function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { token } = useAdminSession();
  const action = useOrderAction(detail.order._id);
  const [done, setDone] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const run = (name: OrderAction, extra: { trackingNumber?: string } = {}) => {
    setDone(null);
    action.mutate(
      { action: name, ...extra },
      {
        onSuccess: () => {
          setDialog(null);
          setDone(DONE_TEXTS[name]);
        },
      },
    );
  };

  // The issued documents download as stored; a paid order without one yet gets its invoice now.
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
  const hasInvoice = detail.documents.some((document) => document.kind === 'invoice');

  const actionError = action.error === null ? null : errorMessage(action.error);

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        {detail.availableActions.map((name) => (
          <Button
            key={name}
            variant={name === 'cancel' ? 'secondary' : 'primary'}
            className={name === 'cancel' ? 'text-sale' : undefined}
            disabled={action.isPending}
            onClick={() => {
              if (name === 'ship' || name === 'cancel') {
                action.reset();
                setDialog(name);
              } else run(name);
            }}
          >
            {ACTION_LABELS[name]}
          </Button>
        ))}
        {detail.paidAt !== null && !hasInvoice && (
          <Button
            variant="secondary"
            disabled={downloading}
            onClick={() =>
              void download(
                `/api/admin/orders/${encodeURIComponent(detail.order._id)}/invoice.pdf`,
                `Rechnung-${detail.order.orderNumber}.pdf`,
              )
            }
          >
            {downloading ? 'Rechnung wird geladen …' : 'Rechnung herunterladen'}
          </Button>
        )}
      </div>
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
      {dialog === null && <FormError message={actionError} />}
      <FormError message={invoiceError} />
      {done !== null && <Notice>{done}</Notice>}

      <DialogFrame
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        title="Bestellung versenden"
      >
        <form
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = trackingNumber.trim();
            run('ship', trimmed === '' ? {} : { trackingNumber: trimmed });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Sendungsnummer
            <input
              className={inputClass}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              autoComplete="off"
            />
          </label>
          <p className="text-sm text-muted">
            {detail.order.deliveryMethod === 'liefernDHL'
              ? 'Für den Versand mit DHL ist die Sendungsnummer Pflicht.'
              : 'Bei Abholung oder Lieferung im Ort kannst du sie leer lassen.'}
          </p>
          <FormError message={actionError} />
          <div className="flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Abbrechen</Button>
            </Dialog.Close>
            <Button type="submit" disabled={action.isPending}>
              Versenden
            </Button>
          </div>
        </form>
      </DialogFrame>

      <DialogFrame
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
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
