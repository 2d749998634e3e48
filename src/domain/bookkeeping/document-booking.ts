import type { Invoice, InvoiceBooking, InvoiceOrder } from './invoice-model.ts';

// The amounts a stored document books (decision 033). Documents carry them since issue 18's
// returns (`booking`); those issued before do not, and get them from their order here.

/** The order's amounts an older document is booked with. */
export type BookingOrder = Pick<
  InvoiceOrder,
  | 'paymentMethod'
  | 'deliveryMethod'
  | 'couponCode'
  | 'subtotalCents'
  | 'couponDiscountCents'
  | 'deliveryCostCents'
  | 'totalCents'
  | 'vouchersTotalCents'
  | 'valueToPayCents'
>;

/**
 * The document's own booking; for a document stored before it had one, the order's: an invoice
 * booked the whole order, and a cancellation of that time negated the whole invoice.
 */
export function bookingOf(
  document: { kind: 'invoice' | 'cancellation'; document: Pick<Invoice, 'booking'> },
  order: BookingOrder,
): InvoiceBooking {
  if (document.document.booking) return document.document.booking;
  const sign = document.kind === 'invoice' ? 1 : -1;
  // 0 - 0 is 0, where -1 * 0 would be -0.
  const signed = (cents: number) => (sign === 1 ? cents : 0 - cents);
  return {
    paymentMethod: order.paymentMethod,
    deliveryMethod: order.deliveryMethod,
    couponCode: order.couponCode,
    goodsCents: signed(order.subtotalCents),
    couponCents: signed(order.couponDiscountCents),
    deliveryCents: signed(order.deliveryCostCents),
    totalCents: signed(order.totalCents),
    voucherCents: signed(order.vouchersTotalCents),
    moneyCents: signed(order.valueToPayCents),
  };
}
