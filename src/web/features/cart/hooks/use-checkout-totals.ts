import { useMemo } from 'react';
import { checkoutTotalsView } from '../lib/checkout-totals.ts';
import type { TotalsView } from '../lib/checkout-totals.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartItems } from './use-cart.ts';

/**
 * The cart's totals as every screen shows them (cart page, cart drawer, checkout side summary,
 * summary page): items, chosen delivery, coupon and vouchers from the client state, priced with
 * the domain's rule. Recomputed whenever the cart or the order info changes.
 */
export function useCheckoutTotals(): TotalsView {
  const items = useCartItems();
  const orderInfo = useCartStore((state) => state.orderInfo);
  return useMemo(() => checkoutTotalsView(items, orderInfo, new Date()), [items, orderInfo]);
}
