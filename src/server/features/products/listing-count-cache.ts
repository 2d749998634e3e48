import type { ChangesSeen } from '../../lib/kept-until-change.ts';
import { LISTING_TAG } from '../../lib/shop-changes.ts';
import { createKeptByKey, type KeptValue } from '../../lib/ttl-cache.ts';
import type { ListingFilters } from './products.service.ts';

// Counting every match of a listing costs more than reading its page (docs/performance.md), and
// the number only labels the listing ('124 Artikel'). Each process keeps a count per filter
// (decision 017) until the listings change, read again at most once a second while they keep
// changing (decision 098); paging itself never depends on it (`hasMore`).

export const LISTING_COUNT_TTL_MS = 30_000;
/** While the listings change, a count is read again at most this often (decision 098). */
export const LISTING_RECOUNT_AFTER_MS = 1_000;

/** The cache of counts of what the listings hold: a listing's, a search's tally. */
export function createListingCounts<Value>(
  changes: ChangesSeen,
  options: { now?: () => number; ttlMs?: number } = {},
) {
  return createKeptByKey<Value>({
    ttlMs: options.ttlMs ?? LISTING_COUNT_TTL_MS,
    now: options.now,
    endedBy: { changes, tags: [LISTING_TAG], readAgainAfterMs: LISTING_RECOUNT_AFTER_MS },
  });
}

/** A stable key for a filter set: the same filters in another order give the same key. */
export function listingCountKey(filters: ListingFilters): string {
  const sorted = (values: readonly (string | number)[] | undefined) =>
    values?.length ? [...new Set(values.map(String))].sort().join(',') : '';
  return JSON.stringify([
    filters.category ?? '',
    sorted(filters.sizes),
    sorted(filters.seasons),
    sorted(filters.brands?.map((name) => name.toLowerCase())),
    sorted(filters.conditions),
    filters.sale ?? '',
  ]);
}

/** `changes`: the process's change log (app.shopChangeLog). */
export function createListingCountCache(
  count: (filters: ListingFilters) => Promise<number>,
  changes: ChangesSeen,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const counted = createListingCounts<number>(changes, options);
  return (filters: ListingFilters): Promise<KeptValue<number>> =>
    counted(listingCountKey(filters), () => count(filters));
}
