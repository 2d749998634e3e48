import { releaseReservation } from '../api/reserve-cart.ts';
import { useCartStore } from '../stores/cart-store.ts';

// Apart from the cart check (hooks/use-cart-check.ts): removing an item needs this on every page,
// the check only where a cart is checked (decision 070).

/** Cancels the client's reservation once the cart is empty (nothing is left to hold). */
export function releaseReservationIfCartEmpty(): void {
  const { cart, reserved, id, setReserved } = useCartStore.getState();
  if (cart.cartItems.length > 0 || reserved.ids.length === 0) return;
  setReserved({ ids: [], until: null });
  releaseReservation({ clientId: id }).catch((error: unknown) => {
    console.warn('Reservierung konnte nicht aufgehoben werden', error);
  });
}
