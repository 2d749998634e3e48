import { computeCartTotals } from '../../../../domain/cart-totals.ts';
import type { CartTotals } from '../../../../domain/cart-totals.ts';
import { couponFromWire } from '../../../../domain/coupon-discount.ts';
import { deliveryCostCents } from '../../../../domain/delivery.ts';
import { eurosToCents } from '../../../../domain/money.ts';
import type { OrderInfo } from '../stores/cart-store.ts';
import type { CartItem } from './cart-items.ts';

/**
 * The checkout's totals with the domain rule (SPEC.md §9): items, the chosen delivery (free days
 * included, 0 before one is chosen), the coupon and the vouchers in the order they were applied.
 */
export function checkoutTotals(
  items: readonly CartItem[],
  orderInfo: Pick<OrderInfo, 'deliveryMethod' | 'coupon' | 'vouchers'>,
  now: Date,
): CartTotals {
  return computeCartTotals({
    items: items.map((item) => ({
      priceCents: eurosToCents(item.price),
      sale: item.sale,
      discountPercent: item.discount,
    })),
    deliveryCostCents:
      orderInfo.deliveryMethod === null ? 0 : deliveryCostCents(orderInfo.deliveryMethod, now),
    coupon: orderInfo.coupon === null ? null : couponFromWire(orderInfo.coupon),
    vouchers: orderInfo.vouchers.map((voucher) => ({
      code: voucher.code,
      remainingValueCents: eurosToCents(voucher.remainingValue),
    })),
  });
}
