import { eurosToCents } from '../../../../../domain/money.ts';
import { returnAmounts } from '../../../../../domain/return-amounts.ts';
import type { ReturnAmounts } from '../../../../../domain/return-amounts.ts';
import type { AdminOrderDetail } from '../api/orders.ts';

/** How the money of a return goes back, as the server's refund ledger decides it. */
export type RefundWay = { kind: 'provider'; provider: string } | { kind: 'manual' };

export type ReturnPreview = ReturnAmounts & { way: RefundWay };

/**
 * What taking `productIds` back now gives back, by the rule the server applies when it records
 * the return (domain/return-amounts.ts, decision 034), so the dialog cannot promise another
 * amount. The order's lines are keyed by their place in the order; the rule only compares them.
 * The money goes back through the provider that captured the payment, or is paid out by hand.
 */
export function returnPreview(
  detail: AdminOrderDetail,
  productIds: readonly string[],
): ReturnPreview {
  const { order } = detail;
  const lineOf = new Map(order.orderItems.map((item, index) => [item._id, index]));
  const lines = order.orderItems.map((item, index) => ({
    id: index,
    salePriceCents: eurosToCents(item.salePrice),
  }));
  const keyed = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const line = lineOf.get(id);
      return line === undefined ? [] : [line];
    });
  const earlier = keyed(detail.returns.flatMap((part) => part.items.map((item) => item.productId)));
  const amounts = returnAmounts(
    {
      lines,
      subtotalCents: eurosToCents(order.subtotal),
      couponDiscountCents: eurosToCents(order.couponDiscount),
      couponDiscountType: order.coupon?.discountType ?? null,
      deliveryCostCents: eurosToCents(order.deliveryCost),
      totalCents: eurosToCents(order.total),
      vouchersTotalCents: eurosToCents(order.vouchersTotal),
      valueToPayCents: eurosToCents(order.valueToPay),
    },
    earlier,
    keyed(productIds),
  );
  const captured = detail.payments.find((payment) => payment.status === 'captured');
  return {
    ...amounts,
    way:
      captured === undefined
        ? { kind: 'manual' }
        : { kind: 'provider', provider: captured.provider },
  };
}
