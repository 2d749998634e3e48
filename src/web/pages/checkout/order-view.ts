import type { Order } from '../../../domain/api/orders.ts';
import { formatGermanDay } from '../../../domain/calendar.ts';
import { NOTHING_TO_PAY_METHOD, paymentMethodLabel } from '../../../domain/catalog.ts';
import { eurosToCents } from '../../../domain/money.ts';
import type { CartItem } from '../../features/cart/lib/cart-items.ts';
import type { TotalsView } from '../../features/cart/lib/checkout-totals.ts';

/** A placed order's lines as cart rows, for the read-only cart summary. */
export function orderItemsAsCartItems(order: Order): CartItem[] {
  return order.orderItems.map((item) => ({
    _id: item._id,
    itemNumber: item.itemNumber,
    category: item.category,
    name: item.name,
    brand: item.brand,
    size: item.size,
    sizeHat: item.sizeHat,
    price: item.price,
    sale: item.sale,
    discount: item.discount,
    // A placed order announces no reduction any more.
    lowestPriorPrice: null,
    condition: item.condition,
    season: '-',
    image: item.image,
    images: item.image === null ? [] : [item.image],
    reservedUntil: null,
    reservedBy: null,
    freeAgainAt: null,
  }));
}

/**
 * The order's totals as the server computed and stored them (never recomputed: prices may have
 * changed since), in the total block's shape.
 */
export function orderTotals(order: Order): TotalsView {
  const totals = {
    lineSalePricesCents: order.orderItems.map((item) => eurosToCents(item.salePrice)),
    subtotalCents: eurosToCents(order.subtotal),
    couponDiscountCents: eurosToCents(order.couponDiscount),
    deliveryCostCents: eurosToCents(order.deliveryCost),
    totalCents: eurosToCents(order.total),
    voucherRedemptions: order.vouchers.map((voucher) => ({
      code: voucher.code,
      amountCents: eurosToCents(voucher.amount),
    })),
    vouchersTotalCents: eurosToCents(order.vouchersTotal),
    valueToPayCents: eurosToCents(order.valueToPay),
  };
  return {
    totals,
    deliveryMethod: order.deliveryMethod,
    couponCode: order.coupon?.code ?? null,
    voucherNumbers: order.vouchers.map((voucher) => voucher.number),
  };
}

/** How the order is paid, as the order page's "Bezahlmethode" says it. */
export function paymentStatusText(order: Order): string {
  if (order.paymentMethod === NOTHING_TO_PAY_METHOD.id) {
    return 'keine nötig – Gutscheine decken den ganzen Betrag';
  }
  const label = paymentMethodLabel(order.paymentMethod);
  if (order.paymentMethod === 'klarna-pay-later' && order.isPaid) {
    // Klarna paid the shop; the customer pays Klarna's invoice later.
    const due = order.timeline.find((entry) => entry.kind === 'paid-later')?.dueDay;
    return due
      ? `${label} – fällig am ${formatGermanDay(due)}`
      : `${label} – Klarna schickt dir die Rechnung`;
  }
  if (order.isPaid) return `${label} – bezahlt`;
  return order.paymentMethod === 'cash'
    ? `${label} – zahlbar bei Abholung`
    : `${label} – noch nicht bezahlt`;
}
