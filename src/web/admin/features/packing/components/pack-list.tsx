import { Ban } from 'lucide-react';
import { paymentMethodLabelOrKey } from '../../../../../domain/catalog.ts';
import { WITHDRAWAL_HOLD_TEXT } from '../../../../../domain/order-status.ts';
import { deliveryMethodLabelOrKey } from '../../../../../domain/delivery.ts';
import type { UnpackedOrder } from '../../../../../domain/api/packing.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError, smallButtonClass } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { usePackWholeOrder, useToggleOrderItemPacked } from '../api/unpacked-orders.ts';
import { PackItemGroups } from './pack-item-group.tsx';

/**
 * Every unpacked order with its items grouped by box; tap an item to mark it packed. An order a
 * withdrawal holds comes first, marked 'Widerruf – nicht versenden': nothing of it is packed, and
 * what was already packed is put back (tap it to take it out).
 */
export function PackList({ orders }: { orders: UnpackedOrder[] }) {
  const toggle = useToggleOrderItemPacked();
  const packAll = usePackWholeOrder();
  if (orders.length === 0) {
    return (
      <p className="py-6 text-center text-muted">Alles gepackt – keine offenen Bestellungen.</p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormError message={toggle.isError ? errorMessage(toggle.error) : null} />
      <FormError message={packAll.isError ? errorMessage(packAll.error) : null} />
      {orders.map((order) => {
        const packedCount = order.orderItems.filter((item) =>
          order.packedItems.includes(item._id),
        ).length;
        const held = order.heldByWithdrawal;
        return (
          <article
            key={order._id}
            className={`break-inside-avoid rounded-2xl bg-white p-3 ring-1 sm:p-4 print:rounded-none print:p-0 print:ring-0 ${held ? 'ring-2 ring-sale' : 'ring-ink/10'}`}
          >
            {held && (
              <p
                role="note"
                className="mb-2 flex items-center gap-2 rounded-xl bg-sale/10 px-3 py-2 font-extrabold text-sale"
              >
                <Ban aria-hidden="true" className="size-5 shrink-0" />
                {WITHDRAWAL_HOLD_TEXT}
                <span className="font-semibold">
                  {packedCount > 0 ? '· gepackte Artikel zurücklegen' : '· nicht packen'}
                </span>
              </p>
            )}
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h2 className="min-w-0 text-lg font-extrabold break-words">
                Bestellung {order.orderNumber} · {order.customerName}
              </h2>
              {packedCount < order.orderItems.length && !held && (
                <button
                  type="button"
                  className={`${smallButtonClass} print:hidden`}
                  disabled={packAll.isPending && packAll.variables === order._id}
                  onClick={() => packAll.mutate(order._id)}
                  aria-label={`Bestellung ${order.orderNumber}: alles gepackt`}
                >
                  Alles gepackt
                </button>
              )}
              <p className="text-sm text-muted">
                {formatDateTime(order.createdAt)} · {deliveryMethodLabelOrKey(order.deliveryMethod)}{' '}
                · {paymentMethodLabelOrKey(order.paymentMethod)} ·{' '}
                {order.isPaid ? 'bezahlt' : 'nicht bezahlt'} · {packedCount}/
                {order.orderItems.length} gepackt
              </p>
            </div>
            <PackItemGroups
              items={order.orderItems}
              isPacked={(item) => order.packedItems.includes(item._id)}
              busyId={toggle.isPending ? (toggle.variables?.productId ?? null) : null}
              canToggle={(item) => !held || order.packedItems.includes(item._id)}
              onToggle={(item) =>
                toggle.mutate({
                  orderId: order._id,
                  productId: item._id,
                  packed: !order.packedItems.includes(item._id),
                })
              }
            />
          </article>
        );
      })}
    </div>
  );
}
