import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { CART_REMOVAL_DELAY_MS } from '../../../../domain/constants.ts';
import type { CartItem } from '../lib/cart-items.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartUiStore } from '../stores/ui-store.ts';
import { releaseReservationIfCartEmpty } from './use-cart-check.ts';

export function useCartItems(): CartItem[] {
  return useCartStore((state) => state.cart.cartItems);
}

export function useClientId(): string {
  return useCartStore((state) => state.id);
}

/** Whether a product is in the cart; stable across renders for the same cart. */
export function useIsInCart(): (id: string) => boolean {
  const items = useCartItems();
  return useCallback((id: string) => items.some((item) => item._id === id), [items]);
}

/** Removal is not possible on the checkout pages (SPEC.md §4). */
export function useCanRemoveFromCart(): boolean {
  const { pathname } = useLocation();
  return !/^\/bestellung(\/|$)/.test(pathname);
}

/**
 * Removes an item after the confirm dialog: the row fades and the removal applies after 2 s
 * (SPEC.md §4). Marking the row is what the removal tracking (SPEC.md §7) listens to, with the
 * visitor's consent only (app/layout/visitor-tracking.ts).
 */
export function useRemoveFromCart(): (id: string) => void {
  const markRemoving = useCartUiStore((state) => state.markRemoving);
  const unmarkRemoving = useCartUiStore((state) => state.unmarkRemoving);
  return useCallback(
    (id: string) => {
      markRemoving(id);
      window.setTimeout(() => {
        useCartStore.getState().remove(id);
        unmarkRemoving(id);
        releaseReservationIfCartEmpty();
      }, CART_REMOVAL_DELAY_MS);
    },
    [markRemoving, unmarkRemoving],
  );
}
