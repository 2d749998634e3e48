import type { ChangesSeen } from './kept-until-change.ts';

// Counts a process keeps by key (a listing's "124 Artikel", a search's count and size chips)
// until a change touches what they count (decision 098). Counting costs more than the page it
// labels (decision 017), and on a busy morning the listings change several times a second: a
// count read before such a change is still used until it is `readAgainAfterMs` old, and says
// so (`outdatedUntil`), so an answer showing it can end at that moment and be drawn again with
// a count read then. With no change, a count is kept for `ttlMs`.
//
// A count is labelled with the version the change log knew before it was read, as in
// kept-until-change.ts: a change committed while it was read makes it outdated once the log
// learns of it. The promise is kept, so concurrent requests for one key share one read; a failed
// read is forgotten at once.

const DEFAULT_MAX_ENTRIES = 2_000;

export interface CountSeen<Value> {
  value: Value;
  /**
   * Null: no change the log knows of touched it since it was read. Otherwise the epoch ms from
   * which it is read again; an answer showing it is out of date from then on.
   */
  outdatedUntil: number | null;
}

interface Entry<Value> {
  value: Promise<Value>;
  readAt: number;
  /** The change log's version before the read; null: none known yet. */
  version: number | null;
}

export function createCountsUntilChange<Value>(options: {
  changes: ChangesSeen;
  tags: readonly string[];
  ttlMs: number;
  readAgainAfterMs: number;
  now?: () => number;
  maxEntries?: number;
}) {
  const { changes, tags, ttlMs, readAgainAfterMs } = options;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry<Value>>();

  /** When the entry is outdated; undefined when it may no longer be used at all. */
  const outdatedUntil = (entry: Entry<Value>, at: number): number | null | undefined => {
    if (at >= entry.readAt + ttlMs) return undefined;
    // Read before the log knew any version: nothing says what it missed.
    const touched = entry.version === null || changes.changedSince(entry.version, tags);
    if (!touched) return null;
    const until = entry.readAt + readAgainAfterMs;
    return at < until ? until : undefined;
  };

  return async function counted(
    key: string,
    load: () => Promise<Value>,
  ): Promise<CountSeen<Value>> {
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
    const version = changes.known;
    const fresh: Entry<Value> = { value: load(), readAt: at, version };
    entries.set(key, fresh);
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return { value: await fresh.value, outdatedUntil: null };
  };
}
