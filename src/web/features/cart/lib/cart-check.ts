import type { CheckCartResponse } from '../../../../domain/api/cart.ts';
import { freeAgainHint } from '../../../../domain/free-again.ts';
import { CART_UPDATED_NOTICE } from '../../../../domain/texts.ts';
import type { CartItem } from './cart-items.ts';

/** What a cart check means for the cart (docs/product.md §4.1, §7.1, §8.1). */
interface CartCheckOutcome {
  /** The cart after the check: items still for sale, with current price, sale and discount. */
  items: CartItem[];
  /** Ids dropped: sold, reserved by another client or no longer in the shop. */
  droppedIds: string[];
  /** True when anything changed (an item dropped, a price, sale flag or discount changed). */
  changed: boolean;
}

/**
 * Applies a cart check: an item stays only when the server lists it in `products` (free, or
 * reserved by this client); sold, reserved-by-others and unknown items are dropped; the rest take
 * the server's current price, sale, discount and lowest prior price.
 */
export function applyCartCheck(
  items: readonly CartItem[],
  response: CheckCartResponse,
): CartCheckOutcome {
  const current = new Map(response.products.map((product) => [product._id, product]));
  const kept: CartItem[] = [];
  const droppedIds: string[] = [];
  let priceChanged = false;
  for (const item of items) {
    const fresh = current.get(item._id);
    if (fresh === undefined) {
      droppedIds.push(item._id);
      continue;
    }
    if (
      fresh.price !== item.price ||
      fresh.sale !== item.sale ||
      fresh.discount !== item.discount
    ) {
      priceChanged = true;
    }
    kept.push({
      ...item,
      price: fresh.price,
      sale: fresh.sale,
      discount: fresh.discount,
      // Follows the price; on its own it is no change the customer must be told about.
      lowestPriorPrice: fresh.lowestPriorPrice,
    });
  }
  return { items: kept, droppedIds, changed: priceChanged || droppedIds.length > 0 };
}

/**
 * The notice of a changed cart: the shop's sentence, and for items dropped because someone else
 * holds them (a checkout, or an order waiting for its payment) that they are reserved, not sold,
 * and may come back (decision 061).
 */
export function cartUpdateNotice(
  response: CheckCartResponse,
  droppedIds: readonly string[],
): string {
  const reserved = response.soldProducts.filter(
    (product) => product.reservedUntil !== null && droppedIds.includes(product._id),
  );
  const names = reserved.map(
    (product) => `${product.name.trim() || product.category} (Nr. ${product.itemNumber})`,
  );
  const [only] = reserved;
  if (only === undefined) return CART_UPDATED_NOTICE;
  if (reserved.length > 1) {
    return `${CART_UPDATED_NOTICE} Bereits reserviert: ${names.join(', ')}. Vielleicht werden sie wieder frei.`;
  }
  const freeAgainAt = only.freeAgainAt === null ? null : new Date(only.freeAgainAt);
  return `${CART_UPDATED_NOTICE} ${names[0]} ist bereits reserviert. ${freeAgainHint(freeAgainAt)}`;
}
