import type { DiscountType } from './catalog.ts';
import {
  assertNonNegativeCents,
  assertPercent,
  centsToEuros,
  eurosToCents,
  roundToCents,
} from './money.ts';
import type { Cents } from './money.ts';

/**
 * A coupon as the totals need it. The field name says the unit, so a percent can never be
 * mistaken for an amount: `discountPercent` (0–100) or `discountAmountCents`.
 */
export type CartCoupon =
  | { discountType: 'percentage'; discountPercent: number }
  | { discountType: 'fixed'; discountAmountCents: Cents }
  | { discountType: 'freedelivery' };

/**
 * A coupon on the wire (POST /api/coupons/validate, docs/product.md §7.1): `discountAmount` is a
 * percent for 'percentage', euros for 'fixed', and meaningless (sent as 0) for 'freedelivery'.
 */
export interface WireCouponDiscount {
  discountType: DiscountType;
  discountAmount: number;
}

/** Reads the wire's `{ discountType, discountAmount }` into a `CartCoupon`. */
export function couponFromWire(wire: WireCouponDiscount): CartCoupon {
  switch (wire.discountType) {
    case 'percentage':
      assertPercent(wire.discountAmount, 'discountAmount');
      return { discountType: 'percentage', discountPercent: wire.discountAmount };
    case 'fixed': {
      const discountAmountCents = eurosToCents(wire.discountAmount);
      assertNonNegativeCents(discountAmountCents, 'discountAmount');
      return { discountType: 'fixed', discountAmountCents };
    }
    case 'freedelivery':
      return { discountType: 'freedelivery' };
  }
}

/** Writes a `CartCoupon` in the wire's `{ discountType, discountAmount }` form. */
export function couponToWire(coupon: CartCoupon): WireCouponDiscount {
  switch (coupon.discountType) {
    case 'percentage':
      return { discountType: 'percentage', discountAmount: coupon.discountPercent };
    case 'fixed':
      return { discountType: 'fixed', discountAmount: centsToEuros(coupon.discountAmountCents) };
    case 'freedelivery':
      return { discountType: 'freedelivery', discountAmount: 0 };
  }
}

/**
 * What a coupon takes off (docs/product.md §9.4):
 * - percentage: that percent of the subtotal of sale prices, rounded to whole cents;
 * - fixed: its amount, in full, even when larger than the order (the total may go negative);
 * - freedelivery: the delivery cost (0 for pickup or on a free-delivery day).
 */
export function couponDiscountCents(
  coupon: CartCoupon | null,
  subtotalCents: Cents,
  deliveryCostCents: Cents,
): Cents {
  assertNonNegativeCents(subtotalCents, 'subtotalCents');
  assertNonNegativeCents(deliveryCostCents, 'deliveryCostCents');
  if (coupon === null) return 0;
  switch (coupon.discountType) {
    case 'percentage':
      assertPercent(coupon.discountPercent, 'discountPercent');
      return roundToCents((subtotalCents * coupon.discountPercent) / 100);
    case 'fixed':
      assertNonNegativeCents(coupon.discountAmountCents, 'discountAmountCents');
      return coupon.discountAmountCents;
    case 'freedelivery':
      return deliveryCostCents;
  }
}
