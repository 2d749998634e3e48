import type { QueryClient } from '@tanstack/react-query';
import type { CartItem } from './cart-items.ts';

/** Where the server's rendering finds the cart cookie's items (app/first-load-queries.ts). */
export const SERVER_DRAWN_CART_KEY = ['cart', 'server-drawn'] as const;

/**
 * The items the server draws on the cart page (issue 22): those of the cart cookie, as they are
 * now. The browser's own cart replaces them as soon as the app runs.
 */
export function serverDrawnCart(queryClient: QueryClient): CartItem[] {
  return queryClient.getQueryData<CartItem[]>(SERVER_DRAWN_CART_KEY) ?? [];
}
