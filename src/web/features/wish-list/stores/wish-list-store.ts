import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '../../../../domain/api/product.ts';
import { eurosToCents } from '../../../../domain/money.ts';
import { salePriceCents } from '../../../../domain/pricing.ts';
import { addWishListEntries, type WishListEntry } from '../../../../domain/wish-list.ts';

/**
 * The wish list ("Merkliste", decision 044), persisted in localStorage like the cart. It stays in
 * the browser: item numbers, ids and the price when saved, nothing about the visitor. Kept for
 * the visitor's own use, it is storage they asked for and needs no consent (§ 25 (2) TDDDG).
 */
interface WishListState {
  entries: WishListEntry[];
}

interface WishListActions {
  /** Puts the product on the list, or takes it off when it is there. */
  toggle: (product: Product) => void;
  remove: (itemNumber: number) => void;
  /** Takes a shared list's items into this one (those not on it yet, up to the cap). */
  addMany: (entries: readonly WishListEntry[]) => void;
}

/** The list's entry for a product as it is now: its price after any sale discount. */
export function entryOf(product: Product): WishListEntry {
  return {
    itemNumber: product.itemNumber,
    productId: product._id,
    savedPriceCents: salePriceCents(eurosToCents(product.price), product.sale, product.discount),
    category: product.category,
    brand: product.brand,
  };
}

const WISH_LIST_STORAGE_KEY = 'kinderkiste-merkliste';

export const useWishListStore = create<WishListState & WishListActions>()(
  persist(
    (set) => ({
      entries: [],
      toggle: (product) =>
        set(({ entries }) =>
          entries.some((entry) => entry.itemNumber === product.itemNumber)
            ? { entries: entries.filter((entry) => entry.itemNumber !== product.itemNumber) }
            : { entries: addWishListEntries(entries, [entryOf(product)]) },
        ),
      remove: (itemNumber) =>
        set(({ entries }) => ({
          entries: entries.filter((entry) => entry.itemNumber !== itemNumber),
        })),
      addMany: (added) => set(({ entries }) => ({ entries: addWishListEntries(entries, added) })),
    }),
    {
      name: WISH_LIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ entries }) => ({ entries }),
    },
  ),
);

export function useWishListEntries(): WishListEntry[] {
  return useWishListStore((state) => state.entries);
}
