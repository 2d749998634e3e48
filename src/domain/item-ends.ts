import type { SellerWish } from './api/seller-page.ts';
import { addDays } from './price-steps.ts';
import type { UnsoldChoice } from './seller-signup.ts';

// What happens to a seller's item at the end of its time in the shop, or when the owner turns it
// down at hand-in (issue 34 item 5, decision 076): the seller's stored choice applies.

/**
 * Why an item's time ended: its days were over, the owner turned it down at hand-in, or its
 * seller left the shop (decision 077) and had chosen to let her items stay with it.
 */
export const ITEM_END_REASONS = ['time', 'rejected', 'left'] as const;
export type ItemEndReason = (typeof ITEM_END_REASONS)[number];

/** How the sort-out list names each choice, in the order it shows them. */
export const SORT_OUT_CHOICE_LABELS: Record<UnsoldChoice | 'none', string> = {
  pickup: 'Holt die Verkäuferin ab',
  donate: 'Spenden',
  keep: 'Bleibt beim Shop',
  none: 'Ohne Wahl der Verkäuferin',
};

/** What the seller's page says will happen after the last day. */
export const END_CHOICE_SENTENCES: Record<UnsoldChoice, string> = {
  pickup: 'Danach holst du ihn ab; wir schreiben dir, bis wann.',
  donate: 'Danach spenden wir ihn, wie du es gewählt hast.',
  keep: 'Danach bleibt er beim Shop, wie du es gewählt hast.',
};

/** What the seller's page says once the last day is past and the item is still in the shop. */
export const ENDED_CHOICE_SENTENCES: Record<UnsoldChoice, string> = {
  pickup: 'Du kannst ihn abholen; wir haben dir geschrieben, bis wann.',
  donate: 'Wir spenden ihn, wie du es gewählt hast.',
  keep: 'Er gehört jetzt dem Shop, wie du es gewählt hast.',
};

const WISH_CHOICES: Record<SellerWish, UnsoldChoice> = { abholen: 'pickup', spenden: 'donate' };

/**
 * The choice the sort-out list follows for one item: the seller's wish for this very item on her
 * page (decision 043) wins; else the choice that applied at its end; else her stored choice;
 * null for the shop's own items and sellers the owner created without one.
 */
export function sortOutChoice(
  wish: SellerWish | null,
  choiceAtEnd: UnsoldChoice | null,
  sellerChoice: UnsoldChoice | null,
): UnsoldChoice | null {
  if (wish !== null) return WISH_CHOICES[wish];
  return choiceAtEnd ?? sellerChoice;
}

/**
 * An item for pickup or donation leaves the shop at its end, so nobody buys what is already in
 * the seller's bag or the donation box. One that stays with the shop stays for sale.
 */
export function endTakesOffline(choice: UnsoldChoice): boolean {
  return choice !== 'keep';
}

/** The last day to pick up a batch: PICKUP_DAYS days from the day it was made ('2026-12-11'). */
export function pickupUntilDay(today: string, pickupDays: number): string {
  return addDays(today, pickupDays);
}

/**
 * Turned-down items wait this long after the seller's last rejection before they are mailed, so
 * a hand-in's rejections go out in one mail, not one per item.
 */
export const REJECTIONS_SETTLE_MS = 60 * 60_000;
