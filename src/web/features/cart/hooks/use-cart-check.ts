import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { CheckCartResponse } from '../../../../domain/api/cart.ts';
import { CART_REMOVAL_DELAY_MS } from '../../../../domain/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkCart } from '../api/check-cart.ts';
import { releaseReservationIfCartEmpty } from '../lib/release-reservation.ts';
import { applyCartCheck, cartUpdateNotice } from '../lib/cart-check.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartUiStore } from '../stores/ui-store.ts';

type CartCheckResult = 'unchanged' | 'changed' | 'failed';

/**
 * Shows the cart-update notice, fades the dropped rows and applies the update 2 s later
 * (docs/product.md §4.1, §8.1). The update is applied to the cart as it is then.
 */
function showCartUpdate(response: CheckCartResponse, droppedIds: readonly string[]): void {
  toast.info(cartUpdateNotice(response, droppedIds));
  const ui = useCartUiStore.getState();
  for (const id of droppedIds) ui.markRemoving(id);
  window.setTimeout(() => {
    const store = useCartStore.getState();
    store.replaceItems(applyCartCheck(store.cart.cartItems, response).items);
    for (const id of droppedIds) useCartUiStore.getState().unmarkRemoving(id);
    releaseReservationIfCartEmpty();
  }, CART_REMOVAL_DELAY_MS);
}

/**
 * Checks the cart against the shop (GET /api/products/checkcart): 'unchanged' when all is as it
 * was, 'changed' when items were dropped or prices changed (the notice shows, the cart updates
 * 2 s later), 'failed' when the check could not run (a toast says so).
 */
export async function runCartCheck(): Promise<CartCheckResult> {
  const { cart, id } = useCartStore.getState();
  if (cart.cartItems.length === 0) return 'unchanged';
  try {
    const response = await checkCart({
      productIds: cart.cartItems.map((item) => item._id),
      clientId: id,
    });
    const outcome = applyCartCheck(useCartStore.getState().cart.cartItems, response);
    if (!outcome.changed) return 'unchanged';
    showCartUpdate(response, outcome.droppedIds);
    return 'changed';
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : String(error));
    return 'failed';
  }
}

/** `runCartCheck` with a flag for the button that started it. */
export function useCartCheck(): { check: () => Promise<CartCheckResult>; checking: boolean } {
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      return await runCartCheck();
    } finally {
      setChecking(false);
    }
  }, []);
  return { check, checking };
}
