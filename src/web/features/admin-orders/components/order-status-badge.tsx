import { ORDER_STATUS_LABELS } from '../../../../domain/order-status.ts';
import type { OrderStatus } from '../../../../domain/order-status.ts';

const TONES: Record<OrderStatus, string> = {
  open: 'bg-sun-100 text-ink',
  paid: 'bg-brand-50 text-brand-800',
  packed: 'bg-brand-50 text-brand-800',
  shipped: 'bg-brand-100 text-brand-800',
  cancelled: 'bg-ink/10 text-ink',
  withdrawn: 'bg-sale/10 text-sale',
  returned: 'bg-sale/10 text-sale',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
