// What each change of the shop touched, as this process has learnt it (decision 066). Every
// bump of shop_version is recorded with its tags (migration 0021): `item-<product id>` for each
// item a statement changed, `listing` when what the listings hold or their order may have
// changed, `shop` for everything. A kept answer carries the tags of what it shows, and stays
// true while no change after the version it was computed under touched one of them.

/** The tag every change of everything touches (brands, reviews, settings, a large statement). */
export const EVERYTHING_TAG = 'shop';
/** What the listings, the newest items and the search hold, and in which order. */
export const LISTING_TAG = 'listing';

export function itemTag(productId: string): string {
  return `item-${productId}`;
}

/** One recorded change: the version it made and what it touched. */
export interface ShopChange {
  version: number;
  tags: readonly string[];
}

// Item tags a busy shop touched, one entry each: when there are more, the log starts afresh as
// if everything had changed (kept answers are computed again once).
const MAX_TAGS = 100_000;

export function createShopChangeLog() {
  /** The version up to which every change is known; null before the first read. */
  let known: number | null = null;
  const tagVersions = new Map<string, number>();
  /** Answers computed under an earlier version are out of date, whatever they show. */
  let everythingSince = 0;

  const listeners: (() => void)[] = [];

  const touchEverything = (version: number) => {
    everythingSince = version;
    tagVersions.clear();
  };

  return {
    /** The version to read the changes after (null: none known yet, read none). */
    get known() {
      return known;
    },
    /**
     * Takes in a read of the state: its version and the changes after `known`, in order. A gap
     * (changes pruned, or versions from before migration 0021) counts as everything changed.
     */
    apply(version: number, changes: readonly ShopChange[]) {
      if (known !== null && version <= known) return;
      if (known === null) {
        touchEverything(version);
      } else {
        let expected = known + 1;
        for (const change of changes) {
          if (change.version !== expected) touchEverything(change.version);
          expected = change.version + 1;
          if (change.tags.includes(EVERYTHING_TAG)) touchEverything(change.version);
          else for (const tag of change.tags) tagVersions.set(tag, change.version);
        }
        if (expected !== version + 1) touchEverything(version);
        if (tagVersions.size > MAX_TAGS) touchEverything(version);
      }
      const changed = known !== null;
      known = version;
      if (changed) for (const listener of listeners) listener();
    },
    /** Called after every read that brought changes (e.g. to purge a CDN). */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
    /** Whether a change after `version` touched one of `tags`. */
    changedSince(version: number, tags: readonly string[]): boolean {
      if (everythingSince > version) return true;
      for (const tag of tags) if ((tagVersions.get(tag) ?? 0) > version) return true;
      return false;
    },
  };
}

export type ShopChangeLog = ReturnType<typeof createShopChangeLog>;
