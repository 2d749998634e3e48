import { AlertTriangle, Ban, Undo2 } from 'lucide-react';
import { Link } from '../../../../components/ui/link.tsx';
import type { z } from 'zod';
import type { adminOrderListItemSchema } from '../../../../../domain/api/orders-admin.ts';
import { paymentMethodLabel } from '../../../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS } from '../../../../../domain/delivery.ts';
import { eurosToCents, formatSignedEuro } from '../../../../../domain/money.ts';
import { WITHDRAWAL_HOLD_TEXT } from '../../../../../domain/order-status.ts';
import { paths } from '../../../../lib/paths.ts';
import { formatDateTime } from '../../../components/query-state.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

type AdminOrderListItem = z.output<typeof adminOrderListItemSchema>;

function Flags({ order }: { order: AdminOrderListItem }) {
  if (order.attentionReason === null && order.withdrawals === 0 && !order.heldByWithdrawal) {
    return null;
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      {order.heldByWithdrawal && (
        <span className="inline-flex items-start gap-1 font-bold text-sale">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {WITHDRAWAL_HOLD_TEXT}
        </span>
      )}
      {order.attentionReason !== null && (
        <span className="inline-flex items-start gap-1 font-semibold text-sale">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {order.attentionReason}
        </span>
      )}
      {order.withdrawals > 0 && (
        <span className="inline-flex items-center gap-1 text-muted">
          <Undo2 aria-hidden="true" className="size-4 shrink-0" />
          {order.withdrawals === 1 ? '1 Widerruf' : `${order.withdrawals} Widerrufe`}
        </span>
      )}
    </div>
  );
}

function Paid({ order }: { order: AdminOrderListItem }) {
  return order.isPaid ? (
    <span className="font-semibold text-brand-800">bezahlt</span>
  ) : (
    <span className="font-semibold text-sale">unbezahlt</span>
  );
}

/** Ticking orders for "Mehrere versenden"; only orders it may ship get a box. */
export type OrderSelection = {
  isSelectable: (order: AdminOrderListItem) => boolean;
  selected: ReadonlySet<string>;
  onToggle: (orderId: string, selected: boolean) => void;
};

function SelectBox({
  order,
  selection,
}: {
  order: AdminOrderListItem;
  selection?: OrderSelection | undefined;
}) {
  if (!selection?.isSelectable(order)) return null;
  return (
    <input
      type="checkbox"
      className="size-6 shrink-0 accent-brand-700"
      aria-label={`Bestellung ${order.orderNumber} auswählen`}
      checked={selection.selected.has(order._id)}
      onChange={(event) => selection.onToggle(order._id, event.target.checked)}
    />
  );
}

/** The order list: cards on small screens, a table from lg on. */
export function OrderList({
  orders,
  selection,
}: {
  orders: AdminOrderListItem[];
  selection?: OrderSelection | undefined;
}) {
  if (orders.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-4 py-8 text-center text-muted ring-1 ring-ink/10">
        Keine Bestellungen gefunden.
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3 lg:hidden">
        {orders.map((order) => (
          <li key={order._id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
            <div className="flex items-start justify-between gap-3">
              <span className="flex items-center gap-3">
                <SelectBox order={order} selection={selection} />
                <Link
                  to={paths.adminOrder.getHref(order._id)}
                  className="text-lg font-bold text-brand-800 underline"
                >
                  Nr. {order.orderNumber}
                </Link>
              </span>
              <OrderStatusBadge status={order.status} deliveryMethod={order.deliveryMethod} />
            </div>
            <p className="mt-1 text-sm text-muted">{formatDateTime(order.createdAt)}</p>
            <p className="mt-2 font-semibold break-words">{order.customerName}</p>
            <p className="text-sm break-all text-muted">{order.email}</p>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
              <span className="font-bold">{formatSignedEuro(eurosToCents(order.total))}</span>
              <Paid order={order} />
              <span className="text-sm text-muted">
                · {order.itemCount === 1 ? '1 Artikel' : `${order.itemCount} Artikel`}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              {DELIVERY_METHOD_LABELS[order.deliveryMethod]} ·{' '}
              {paymentMethodLabel(order.paymentMethod)}
            </p>
            <div className="mt-2">
              <Flags order={order} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10 lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-ink/10 bg-brand-50 text-brand-800">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">Auswahl</span>
                </th>
              )}
              <th scope="col" className="px-3 py-2">
                Nr.
              </th>
              <th scope="col" className="px-3 py-2">
                Datum
              </th>
              <th scope="col" className="px-3 py-2">
                Kunde
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Betrag
              </th>
              <th scope="col" className="px-3 py-2">
                Lieferung / Zahlung
              </th>
              <th scope="col" className="px-3 py-2">
                Hinweise
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id} className="border-b border-ink/5 align-top last:border-0">
                {selection && (
                  <td className="px-3 py-2">
                    <SelectBox order={order} selection={selection} />
                  </td>
                )}
                <td className="px-3 py-2">
                  <Link
                    to={paths.adminOrder.getHref(order._id)}
                    className="font-bold text-brand-800 underline"
                  >
                    {order.orderNumber}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                <td className="px-3 py-2">
                  <span className="font-semibold">{order.customerName}</span>
                  <br />
                  <span className="break-all text-muted">{order.email}</span>
                </td>
                <td className="px-3 py-2">
                  <OrderStatusBadge status={order.status} deliveryMethod={order.deliveryMethod} />
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <span className="font-bold">{formatSignedEuro(eurosToCents(order.total))}</span>
                  <br />
                  <Paid order={order} />
                </td>
                <td className="px-3 py-2">
                  {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
                  <br />
                  <span className="text-muted">{paymentMethodLabel(order.paymentMethod)}</span>
                </td>
                <td className="px-3 py-2">
                  <Flags order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
