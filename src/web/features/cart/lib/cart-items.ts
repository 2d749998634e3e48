import type { Product } from '../../../../domain/api/product.ts';
import { computeCartTotals } from '../../../../domain/cart-totals.ts';
import type { CartTotals } from '../../../../domain/cart-totals.ts';
import { eurosToCents } from '../../../../domain/money.ts';

/** A cart line is a snapshot of the product as it was put into the cart (docs/product.md §3.2). */
export type CartItem = Product;

/**
 * Adds a product, replacing an item with the same `_id` in place (docs/product.md §4.1), so adding
 * the same item twice never makes two lines and a fresher snapshot wins.
 */
export function addCartItem(items: readonly CartItem[], product: CartItem): CartItem[] {
  const index = items.findIndex((item) => item._id === product._id);
  if (index === -1) return [...items, product];
  return items.map((item, position) => (position === index ? product : item));
}

/** The cart without the item of that `_id`; unchanged when it is not there. */
export function removeCartItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item._id !== id);
}

/** The cart's totals before delivery, coupons and vouchers: the sum of the sale prices. */
export function cartItemsTotals(items: readonly CartItem[]): CartTotals {
  return computeCartTotals({
    items: items.map((item) => ({
      priceCents: eurosToCents(item.price),
      sale: item.sale,
      discountPercent: item.discount,
    })),
    deliveryCostCents: 0,
    coupon: null,
    vouchers: [],
  });
}

/** The `cart` header of the tracking and review calls: the product ids, comma-separated. */
export function cartHeader(items: readonly Pick<CartItem, '_id'>[]): string {
  return items.map((item) => item._id).join(',');
}

/**
 * A random UUID v4, the anonymous client id. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); elsewhere the id is built from `crypto.getRandomValues`.
 */
export function createClientId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
