import { orderStatusLabel } from '../../../../../domain/order-status.ts';
import type { OrderStatus } from '../../../../../domain/order-status.ts';
import type { DeliveryMethod } from '../../../../../domain/delivery.ts';

const TONES: Record<OrderStatus, string> = {
  open: 'bg-sun-100 text-ink',
  paid: 'bg-brand-50 text-brand-800',
  packed: 'bg-brand-50 text-brand-800',
  shipped: 'bg-brand-100 text-brand-800',
  cancelled: 'bg-ink/10 text-ink',
  withdrawn: 'bg-sale/10 text-sale',
  returned: 'bg-sale/10 text-sale',
};

/** The status as the admin reads it: a pickup order that left the shop is 'Übergeben'. */
export function OrderStatusBadge({
  status,
  deliveryMethod,
}: {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
}) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {orderStatusLabel(status, deliveryMethod)}
    </span>
  );
}
