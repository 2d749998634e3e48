// Answers kept by one process for a short while, by key: the listing counts (decision 017) and
// the search's word lookups and counts (decision 045). The promise is kept, so concurrent
// requests for one key share one read; a failed read is forgotten at once.

const DEFAULT_MAX_ENTRIES = 2_000;

export function createTtlCache<Value>(options: {
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, { value: Promise<Value>; expires: number }>();

  return function cached(key: string, load: () => Promise<Value>): Promise<Value> {
    const at = now();
    const entry = entries.get(key);
    if (entry && entry.expires > at) return entry.value;
    if (entries.size >= maxEntries) {
      for (const [oldKey, old] of entries) if (old.expires <= at) entries.delete(oldKey);
      // Still full: drop the oldest entry (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    }
    const value = load();
    entries.set(key, { value, expires: at + options.ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
