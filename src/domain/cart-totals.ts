import { couponDiscountCents } from './coupon-discount.ts';
import type { CartCoupon } from './coupon-discount.ts';
import { deliveryCostCents } from './delivery.ts';
import type { DeliveryMethod } from './delivery.ts';
import { assertNonNegativeCents } from './money.ts';
import type { Cents } from './money.ts';
import { salePriceCents } from './pricing.ts';
import { normalizeCode } from './voucher-code.ts';

/** One cart line: the product's current price, sale flag and discount percent. */
export interface CartTotalsItem {
  priceCents: Cents;
  sale: boolean;
  discountPercent: number;
}

/** A voucher applied to the cart with its current balance. */
interface CartTotalsVoucher {
  code: string;
  remainingValueCents: Cents;
}

export interface CartTotalsInput {
  items: readonly CartTotalsItem[];
  /** Already decided by `deliveryCostCents(method, now)`, free days included; 0 before delivery is chosen. */
  deliveryCostCents: Cents;
  coupon: CartCoupon | null;
  /** In the order they were applied: earlier vouchers are spent first. */
  vouchers: readonly CartTotalsVoucher[];
}

/** How much of one voucher this order spends. */
interface VoucherRedemption {
  code: string;
  amountCents: Cents;
}

export interface CartTotals {
  /** Each item's sale price, same order as the input: what an order line records. */
  lineSalePricesCents: Cents[];
  /** Sum of the items' sale prices. */
  subtotalCents: Cents;
  couponDiscountCents: Cents;
  deliveryCostCents: Cents;
  /** subtotal − coupon discount + delivery. Not clamped: negative when a fixed coupon exceeds it. */
  totalCents: Cents;
  /** One entry per input voucher, same order; 0 for a voucher not needed or a repeated code. */
  voucherRedemptions: VoucherRedemption[];
  vouchersTotalCents: Cents;
  /** What the customer pays: never below 0. */
  valueToPayCents: Cents;
}

/**
 * The cart's totals, in the order of docs/product.md §9.4:
 * 1. subtotal = sum of sale prices (each rounded to cents);
 * 2. coupon discount: percentage of the subtotal, a fixed amount, or the delivery cost;
 * 3. total = subtotal − coupon discount + delivery (may be negative, as the spec says);
 * 4. vouchers, in order, each pay min(its remaining value, what is still to pay); nothing is
 *    still to pay when the total is 0 or negative, so no voucher is spent then;
 * 5. valueToPay = what is left, 0 when the vouchers cover it.
 * A voucher code listed twice is spent once (codes compared case-insensitively).
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  assertNonNegativeCents(input.deliveryCostCents, 'deliveryCostCents');

  const lineSalePricesCents = input.items.map((item) =>
    salePriceCents(item.priceCents, item.sale, item.discountPercent),
  );
  const subtotalCents = lineSalePricesCents.reduce((sum, cents) => sum + cents, 0);
  const couponCents = couponDiscountCents(input.coupon, subtotalCents, input.deliveryCostCents);
  const totalCents = subtotalCents - couponCents + input.deliveryCostCents;

  let leftToPayCents = Math.max(0, totalCents);
  const spentCodes = new Set<string>();
  const voucherRedemptions = input.vouchers.map((voucher): VoucherRedemption => {
    assertNonNegativeCents(voucher.remainingValueCents, 'remainingValueCents');
    const code = normalizeCode(voucher.code);
    if (spentCodes.has(code)) return { code: voucher.code, amountCents: 0 };
    spentCodes.add(code);
    const amountCents = Math.min(voucher.remainingValueCents, leftToPayCents);
    leftToPayCents -= amountCents;
    return { code: voucher.code, amountCents };
  });
  const vouchersTotalCents = voucherRedemptions.reduce((sum, r) => sum + r.amountCents, 0);

  return {
    lineSalePricesCents,
    subtotalCents,
    couponDiscountCents: couponCents,
    deliveryCostCents: input.deliveryCostCents,
    totalCents,
    voucherRedemptions,
    vouchersTotalCents,
    valueToPayCents: leftToPayCents,
  };
}

/** What a checkout knows: the delivery method once chosen (null before) and the moment it prices. */
export type CheckoutTotalsInput = Omit<CartTotalsInput, 'deliveryCostCents'> & {
  deliveryMethod: DeliveryMethod | null;
  /** Decides the free-delivery days (31 Oct, 1 Nov). */
  now: Date;
};

/**
 * The one totals rule of the shop (docs/product.md §9.4), for the browser's every screen (cart,
 * cart drawer, checkout, summary) and for the server placing the order: the delivery of the chosen
 * method at `now` (free on 31 Oct and 1 Nov, nothing before a method is chosen), then
 * `computeCartTotals`.
 */
export function computeCheckoutTotals(input: CheckoutTotalsInput): CartTotals {
  const { deliveryMethod, now, ...rest } = input;
  return computeCartTotals({
    ...rest,
    deliveryCostCents: deliveryMethod === null ? 0 : deliveryCostCents(deliveryMethod, now),
  });
}
