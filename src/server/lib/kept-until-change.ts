import type { ShopChangeLog } from './shop-changes.ts';

// One value a process keeps for as long as the shop's changes leave it true (decision 081): read
// once, then kept until the change log learns of a change that touched everything (a brand, a
// review or a setting changed, or a change the log could not follow). The value is labelled
// with the version the log knew before it was read, so a change committed meanwhile drops it
// when the log learns of it: at worst it is read once more than needed, never kept stale.

/** What of the change log the kept value needs: the version it knows, and what changed since. */
export type ChangesSeen = Pick<ShopChangeLog, 'known' | 'changedSince'>;

export function createKeptUntilChange<Value>(changes: ChangesSeen) {
  let kept: { version: number; value: Promise<Value> } | null = null;
  return function keptValue(load: () => Promise<Value>): Promise<Value> {
    // No tags: only a change of everything touches it.
    if (kept !== null && !changes.changedSince(kept.version, [])) return kept.value;
    const version = changes.known;
    const value = load();
    // Before the first read of the shop's state nothing says when it goes stale: not kept.
    if (version === null) return value;
    const entry = { version, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
