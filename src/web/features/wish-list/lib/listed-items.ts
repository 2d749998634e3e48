import type { ListedProduct, ProductsByNumbersResponse } from '../../../../domain/api/wish-list.ts';
import { eurosToCents } from '../../../../domain/money.ts';
import {
  listedItemState,
  type ListedItemState,
  type WishListEntry,
} from '../../../../domain/wish-list.ts';

/** One row of a wish list: what was saved (if this browser saved it) and what it is now. */
export interface ListedItem {
  itemNumber: number;
  entry: WishListEntry | null;
  product: ListedProduct | null;
  state: ListedItemState;
}

/** The rows of a list in its order, from the shop's answer (undefined while it is loading). */
export function listedItems(
  itemNumbers: readonly number[],
  entries: readonly WishListEntry[],
  answer: ProductsByNumbersResponse,
  clientId: string | null,
  now: Date,
): ListedItem[] {
  const products = new Map(answer.products.map((product) => [product.itemNumber, product]));
  return itemNumbers.map((itemNumber) => {
    const entry = entries.find((listed) => listed.itemNumber === itemNumber) ?? null;
    const product = products.get(itemNumber) ?? null;
    const current =
      product === null
        ? null
        : {
            priceCents: eurosToCents(product.price),
            sale: product.sale,
            discount: product.discount,
            isSold: product.isSold,
            reservedUntil: product.reservedUntil === null ? null : new Date(product.reservedUntil),
            reservedBy: product.reservedBy,
            freeAgainAt: product.freeAgainAt === null ? null : new Date(product.freeAgainAt),
          };
    const state = listedItemState(entry?.savedPriceCents ?? null, current, clientId, now);
    return { itemNumber, entry, product, state };
  });
}
