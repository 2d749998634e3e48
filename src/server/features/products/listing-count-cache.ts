import type { ListingFilters } from './products.service.ts';

// Counting every match of a listing costs more than reading its page (docs/performance.md), and
// the number only labels the listing ('124 Artikel'). Each process keeps a count per filter for
// a short while (decision 017); paging itself never depends on it (`hasMore`).

export const LISTING_COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

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
  const ttlMs = options.ttlMs ?? LISTING_COUNT_TTL_MS;
  const now = options.now ?? Date.now;
  // The promise is kept, so concurrent requests for one filter share a single count.
  const entries = new Map<string, { value: Promise<number>; expires: number }>();

  return async function cachedCount(filters: ListingFilters): Promise<number> {
    const key = listingCountKey(filters);
    const at = now();
    const cached = entries.get(key);
    if (cached && cached.expires > at) return cached.value;
    if (entries.size >= MAX_ENTRIES) {
      for (const [oldKey, entry] of entries) if (entry.expires <= at) entries.delete(oldKey);
      // Still full: drop the oldest entry (a Map iterates in insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    const value = count(filters);
    entries.set(key, { value, expires: at + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
