/**
 * What a return gives back (decision 034). An order may come back in parts: items returned after
 * a withdrawal, or items cancelled before shipping. Each part is valued as a share of what the
 * customer paid for the whole order, so all parts together give back exactly the order's amounts,
 * never more:
 *
 * - An item's value is its sale price less its share of a percentage or fixed coupon (coupons
 *   are spread over the items in proportion to their prices; a free-delivery coupon only lowers
 *   the delivery cost).
 * - Delivery comes back only with the last item: a full withdrawal refunds the standard delivery
 *   (§ 357 Abs. 2 BGB), a partial one does not.
 * - The value is split between money and vouchers in the proportion the order was paid: what was
 *   paid with Wertgutscheine goes back onto the vouchers, only the rest is paid out. A customer
 *   never gets more money back than she paid in money.
 *
 * Every share is computed for all items returned so far and the earlier returns are subtracted,
 * so rounding never makes the parts add up to more or less than the whole.
 */

export type ReturnableOrder = {
  /** Every line of the order as sold. */
  lines: { id: number; salePriceCents: number }[];
  subtotalCents: number;
  couponDiscountCents: number;
  couponDiscountType: string | null;
  deliveryCostCents: number;
  totalCents: number;
  vouchersTotalCents: number;
  valueToPayCents: number;
};

/** The amounts of one return, in cents, all zero or positive. */
export type ReturnAmounts = {
  goodsCents: number;
  /** The returned items' share of the coupon discount. */
  couponCents: number;
  deliveryCents: number;
  /** goods − coupon + delivery: what the return is worth. */
  totalCents: number;
  /** The part that goes back onto the order's vouchers. */
  voucherCents: number;
  /** The part paid out in money. */
  moneyCents: number;
};

const ZERO: ReturnAmounts = {
  goodsCents: 0,
  couponCents: 0,
  deliveryCents: 0,
  totalCents: 0,
  voucherCents: 0,
  moneyCents: 0,
};

/** What the order's lines `lineIds` are worth together (the lines returned up to some moment). */
function valueOfLines(order: ReturnableOrder, lineIds: ReadonlySet<number>): ReturnAmounts {
  const lines = order.lines.filter((line) => lineIds.has(line.id));
  if (lines.length === 0) return ZERO;
  const orderValue = Math.max(0, order.totalCents);
  const paidTotal = order.vouchersTotalCents + order.valueToPayCents;
  const split = (totalCents: number) => {
    const moneyCents =
      paidTotal > 0 ? Math.round((totalCents * order.valueToPayCents) / paidTotal) : 0;
    return { moneyCents, voucherCents: totalCents - moneyCents };
  };
  if (lines.length === order.lines.length) {
    const totalCents = orderValue;
    return {
      goodsCents: order.subtotalCents,
      couponCents: order.subtotalCents + order.deliveryCostCents - totalCents,
      deliveryCents: order.deliveryCostCents,
      totalCents,
      ...split(totalCents),
    };
  }
  const goodsCents = lines.reduce((sum, line) => sum + line.salePriceCents, 0);
  const goodsCoupon = order.couponDiscountType === 'freedelivery' ? 0 : order.couponDiscountCents;
  const couponShare =
    order.subtotalCents > 0 ? Math.round((goodsCoupon * goodsCents) / order.subtotalCents) : 0;
  // A fixed coupon larger than the items leaves them worth nothing, never less.
  const totalCents = Math.min(orderValue, Math.max(0, goodsCents - couponShare));
  return {
    goodsCents,
    couponCents: goodsCents - totalCents,
    deliveryCents: 0,
    totalCents,
    ...split(totalCents),
  };
}

/**
 * The amounts of returning `lineIds` now, after `earlierLineIds` came back before. Lines that
 * came back before count once.
 */
export function returnAmounts(
  order: ReturnableOrder,
  earlierLineIds: readonly number[],
  lineIds: readonly number[],
): ReturnAmounts {
  const before = new Set(earlierLineIds);
  const after = new Set([...earlierLineIds, ...lineIds]);
  const was = valueOfLines(order, before);
  const is = valueOfLines(order, after);
  return {
    goodsCents: is.goodsCents - was.goodsCents,
    couponCents: is.couponCents - was.couponCents,
    deliveryCents: is.deliveryCents - was.deliveryCents,
    totalCents: is.totalCents - was.totalCents,
    voucherCents: is.voucherCents - was.voucherCents,
    moneyCents: is.moneyCents - was.moneyCents,
  };
}
