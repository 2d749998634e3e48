import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { CART_REMOVAL_DELAY_MS } from '../../../../domain/constants.ts';
import type { CartItem } from '../lib/cart-items.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartUiStore } from '../stores/ui-store.ts';
import { isUnder, paths } from '../../../lib/paths.ts';
import { releaseReservationIfCartEmpty } from '../lib/release-reservation.ts';
import { serverDrawnCart } from '../lib/server-drawn-cart.ts';

const NO_ITEMS: CartItem[] = [];
const itemsOrNone = (items: CartItem[] | undefined) =>
  items === undefined || items.length === 0 ? NO_ITEMS : items;

/**
 * The cart's items: the browser's own cart, and while the server renders a page (and while the
 * browser takes over its HTML) the items of the cart cookie (lib/server-drawn-cart.ts), so the
 * cart page and the header's count are drawn right from the first byte. React renders again
 * after taking over the HTML only where the two differ: an empty cart on both sides is the same
 * list, so the header and every product card showing the cart are not rendered a second time,
 * at once and in one task, on a visitor's first visit (docs/performance.md).
 */
export function useCartItems(): CartItem[] {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    useCartStore.subscribe,
    () => itemsOrNone(useCartStore.getState().cart.cartItems),
    () => itemsOrNone(serverDrawnCart(queryClient)),
  );
}

export function useClientId(): string {
  return useCartStore((state) => state.id);
}

/** Whether a product is in the cart; stable across renders for the same cart. */
export function useIsInCart(): (id: string) => boolean {
  const items = useCartItems();
  return useCallback((id: string) => items.some((item) => item._id === id), [items]);
}

/** Removal is not possible on the checkout pages (docs/product.md §4.1). */
export function useCanRemoveFromCart(): boolean {
  const { pathname } = useLocation();
  return !isUnder(pathname, paths.checkout.path);
}

/**
 * Removes an item after the confirm dialog: the row fades and the removal applies after 2 s
 * (docs/product.md §4.1). Marking the row is what the removal tracking (§7.1) listens to, with the
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
