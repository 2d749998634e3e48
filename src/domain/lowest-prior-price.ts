import type { Cents } from './money.ts';

/** PAngV § 11: a reduction is compared with the lowest price of the 30 days before it. */
const PRIOR_PRICE_WINDOW_DAYS = 30;
const WINDOW_MS = PRIOR_PRICE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** One selling price of an item and since when it applied (a row of the price history). */
export interface PriceHistoryEntry {
  priceCents: Cents;
  validFrom: Date;
}

/**
 * The lowest price in effect at any moment of the 30 days (30 × 24 h) before `reductionStart`,
 * or null when no price applied then (the item was offered at the reduced price from the start).
 *
 * An entry applies from its `validFrom` until the next entry's, so one that began before the
 * window and still applied at its start counts; an item younger than 30 days counts from its
 * first price. Entries with equal times keep their given order: the later one replaced the
 * earlier at once (two changes in one transaction), so the earlier one never applied.
 */
export function lowestPriorPriceCents(
  history: readonly PriceHistoryEntry[],
  reductionStart: Date,
): Cents | null {
  const end = reductionStart.getTime();
  const start = end - WINDOW_MS;
  // A stable sort keeps the recording order of entries with equal times.
  const entries = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let lowest: Cents | null = null;
  entries.forEach((entry, index) => {
    const from = entry.validFrom.getTime();
    const until = entries[index + 1]?.validFrom.getTime() ?? Number.POSITIVE_INFINITY;
    const applied = Math.max(from, start) < Math.min(until, end);
    if (applied && (lowest === null || entry.priceCents < lowest)) lowest = entry.priceCents;
  });
  return lowest;
}

/**
 * The current reduction started when the current price took effect: the newest entry's time.
 * A deeper reduction thus compares with the shallower one before it, the stricter reading of
 * § 11 (3) PAngV. Null for an empty history.
 */
export function currentPriceSince(history: readonly PriceHistoryEntry[]): Date | null {
  let newest: Date | null = null;
  for (const entry of history) {
    if (newest === null || entry.validFrom.getTime() >= newest.getTime()) newest = entry.validFrom;
  }
  return newest;
}
