import type { Cents } from './money.ts';
import { salePriceCents } from './pricing.ts';
import { isReservedByOther } from './reservation.ts';

// The wish list ("Merkliste", issue 21, decision 044): pure rules shared by the browser's list,
// its page and the shared link.

/** At most this many items in one wish list, one shared link and one request. */
export const MAX_WISH_LIST_ITEMS = 100;

/** Item numbers are PostgreSQL integers. */
export const MAX_ITEM_NUMBER = 2_147_483_647;

/** The query parameter of a shared list: `/merkliste/geteilt?artikel=1101,1102`. */
export const SHARED_LIST_PARAM = 'artikel';

/** An item as the list keeps it in the browser. */
export interface WishListEntry {
  itemNumber: number;
  productId: string;
  /** What the item cost (after any sale discount) when it was put on the list. */
  savedPriceCents: Cents;
  /** Shown for an item that is gone from the shop, so the visitor knows what it was. */
  category: string;
  brand: string | null;
}

/** What the shop says about a listed item now. */
export interface CurrentItem {
  priceCents: Cents;
  sale: boolean;
  discount: number;
  isSold: boolean;
  reservedUntil: Date | null;
  reservedBy: string | null;
  /** About when a reserved item is free again; null while a payment is being confirmed. */
  freeAgainAt: Date | null;
}

export type ListedItemState =
  /** Sold, deactivated or never there: "Leider schon weg". */
  | { kind: 'gone' }
  /** Held by someone else's checkout or unpaid order: it may come back (decision 061). */
  | { kind: 'reserved'; currentCents: Cents; freeAgainAt: Date | null }
  | {
      kind: 'available';
      currentCents: Cents;
      /** The saved price, when the item costs less now than when it was put on the list. */
      loweredFromCents: Cents | null;
    };

/**
 * The state of a listed item from the shop's current answer (null: not found). The visitor's own
 * reservation (their checkout) leaves the item available to them.
 */
export function listedItemState(
  savedPriceCents: Cents | null,
  current: CurrentItem | null,
  clientId: string | null,
  now: Date,
): ListedItemState {
  if (current === null || current.isSold) return { kind: 'gone' };
  const currentCents = salePriceCents(current.priceCents, current.sale, current.discount);
  if (isReservedByOther(current, clientId, now)) {
    return { kind: 'reserved', currentCents, freeAgainAt: current.freeAgainAt };
  }
  const lowered = savedPriceCents !== null && currentCents < savedPriceCents;
  return { kind: 'available', currentCents, loweredFromCents: lowered ? savedPriceCents : null };
}

/**
 * The item numbers of a shared link's `artikel` value: whole positive numbers separated by
 * commas, in their order, each once, at most 100. Anything else in it is ignored, so a link
 * mangled by a messenger still opens what it can.
 */
export function parseSharedItemNumbers(value: string | null): number[] {
  if (value === null) return [];
  const numbers: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const number = Number(text);
    if (number < 1 || number > MAX_ITEM_NUMBER || numbers.includes(number)) continue;
    numbers.push(number);
    if (numbers.length === MAX_WISH_LIST_ITEMS) break;
  }
  return numbers;
}

/** The query string of a shared link for these items (at most 100 of them). */
export function sharedListSearch(itemNumbers: readonly number[]): string {
  const numbers = itemNumbers.slice(0, MAX_WISH_LIST_ITEMS).join(',');
  // Commas stay readable: they need no escaping in a query value.
  return `?${SHARED_LIST_PARAM}=${numbers}`;
}

/** Adds entries not yet on the list, in their order, up to the cap; the list's own come first. */
export function addWishListEntries(
  list: readonly WishListEntry[],
  entries: readonly WishListEntry[],
): WishListEntry[] {
  const next = [...list];
  for (const entry of entries) {
    if (next.length >= MAX_WISH_LIST_ITEMS) break;
    if (!next.some((listed) => listed.itemNumber === entry.itemNumber)) next.push(entry);
  }
  return next;
}
