import type { ChangesSeen } from './kept-until-change.ts';

// Answers kept by one process for a short while, by key: the listing counts (decision 017) and
// the search's word lookups and tallies (decision 045). The promise is kept, so concurrent
// requests for one key share one read; a failed read is forgotten at once.
//
// With `endedBy`, an entry also ends when a change touches what it counts (decision 098): the
// listings change several times a second on a busy morning, and counting costs more than the
// page it labels, so an entry read before such a change is still used until it is
// `readAgainAfterMs` old, and says so (`outdatedUntil`), so an answer showing it can end at that
// moment and be drawn again with a value read then. The entry is labelled with the version the
// change log knew before it was read, as in kept-until-change.ts: a change committed while it
// was read outdates it once the log learns of it.

const DEFAULT_MAX_ENTRIES = 2_000;

export interface KeptValue<Value> {
  value: Value;
  /**
   * Null: no change the log knows of touched it since it was read (always null without
   * `endedBy`). Otherwise the epoch ms from which it is read again; an answer showing it is out
   * of date from then on.
   */
  outdatedUntil: number | null;
}

interface Entry<Value> {
  value: Promise<Value>;
  readAt: number;
  /** The change log's version before the read; null: none known yet (or no change log). */
  version: number | null;
}

export function createKeptByKey<Value>(options: {
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
  endedBy?: { changes: ChangesSeen; tags: readonly string[]; readAgainAfterMs: number };
}) {
  const { ttlMs, endedBy } = options;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry<Value>>();

  /** When the entry is outdated; undefined when it may no longer be used at all. */
  const outdatedUntil = (entry: Entry<Value>, at: number): number | null | undefined => {
    if (at >= entry.readAt + ttlMs) return undefined;
    if (endedBy === undefined) return null;
    // Read before the log knew any version: nothing says what it missed.
    const touched =
      entry.version === null || endedBy.changes.changedSince(entry.version, endedBy.tags);
    if (!touched) return null;
    const until = entry.readAt + endedBy.readAgainAfterMs;
    return at < until ? until : undefined;
  };

  return async function kept(key: string, load: () => Promise<Value>): Promise<KeptValue<Value>> {
    const at = now();
    const entry = entries.get(key);
    const until = entry === undefined ? undefined : outdatedUntil(entry, at);
    if (entry !== undefined && until !== undefined) {
      return { value: await entry.value, outdatedUntil: until };
    }
    if (entries.size >= maxEntries) {
      for (const [oldKey, old] of entries) {
        if (outdatedUntil(old, at) === undefined) entries.delete(oldKey);
      }
      // Still full: drop the oldest entry (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    }
    // The version before the read starts: a change learnt while it runs then outdates it.
    const version = endedBy?.changes.known ?? null;
    const fresh: Entry<Value> = { value: load(), readAt: at, version };
    entries.set(key, fresh);
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return { value: await fresh.value, outdatedUntil: null };
  };
}

/** Values kept by key for `ttlMs`, whatever changes meanwhile. */
export function createTtlCache<Value>(options: {
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
}) {
  const kept = createKeptByKey<Value>(options);
  return async (key: string, load: () => Promise<Value>): Promise<Value> =>
    (await kept(key, load)).value;
}
