import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { ListingFilters } from './products.service.ts';

// Counting every match of a listing costs more than reading its page (docs/performance.md), and
// the number only labels the listing ('124 Artikel'). Each process keeps a count per filter for
// a short while (decision 017); paging itself never depends on it (`hasMore`).

export const LISTING_COUNT_TTL_MS = 30_000;

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

export function createListingCountCache(
  count: (filters: ListingFilters) => Promise<number>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const cached = createTtlCache<number>({
    ttlMs: options.ttlMs ?? LISTING_COUNT_TTL_MS,
    now: options.now,
  });
  return (filters: ListingFilters): Promise<number> =>
    cached(listingCountKey(filters), () => count(filters));
}
