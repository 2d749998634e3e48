import { cartCookieText } from '../../../../domain/cart-cookie.ts';
import { useCartStore } from '../stores/cart-store.ts';

/**
 * Keeps the cart cookie (domain/cart-cookie.ts) equal to the cart from now on: written at the
 * app's start, for a cart stored before, and after every change of the cart's items.
 */
export function keepCartCookie(): void {
  const write = (items: readonly { itemNumber: number }[]) => {
    document.cookie = cartCookieText(
      items.map((item) => item.itemNumber),
      window.location.protocol === 'https:',
    );
  };
  let written = useCartStore.getState().cart.cartItems;
  write(written);
  useCartStore.subscribe(({ cart }) => {
    if (cart.cartItems === written) return;
    written = cart.cartItems;
    write(written);
  });
}
