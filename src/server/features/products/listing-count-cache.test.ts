import { describe, expect, it } from 'vitest';
import { createShopChangeLog } from '../../lib/shop-changes.ts';
import {
  createListingCountCache,
  LISTING_RECOUNT_AFTER_MS,
  listingCountKey,
} from './listing-count-cache.ts';

describe('listingCountKey', () => {
  it('gives the same key for the same filters in another order or case', () => {
    expect(
      listingCountKey({ category: 'Kleidung', sizes: [92, 86], brands: ['Name It', 'Sterntaler'] }),
    ).toBe(
      listingCountKey({ category: 'Kleidung', sizes: [86, 92], brands: ['sterntaler', 'name it'] }),
    );
  });

  it.each([
    [{ category: 'Kleidung' as const }, { category: 'Schlafsack' as const }],
    [{ sale: true }, { sale: false }],
    [{ sizes: [86] }, { sizes: [92] }],
    [{ seasons: ['Winter' as const] }, { conditions: ['Gut' as const] }],
  ])('tells %j and %j apart', (a, b) => {
    expect(listingCountKey(a)).not.toBe(listingCountKey(b));
  });
});

describe('createListingCountCache', () => {
  it('counts once per filter while the listings stay as they are, within the time to live', async () => {
    let clock = 0;
    let calls = 0;
    const changes = createShopChangeLog();
    changes.apply(1, []);
    const cached = createListingCountCache(async () => ++calls * 10, changes, {
      ttlMs: 30_000,
      now: () => clock,
    });
    const fresh = (value: number) => ({ value, outdatedUntil: null });
    expect(await Promise.all([cached({ sizes: [86] }), cached({ sizes: [86] })])).toEqual([
      fresh(10),
      fresh(10),
    ]);
    expect(await cached({ sizes: [92] })).toEqual(fresh(20));
    // A reservation touches its item, not what the listings hold.
    changes.apply(2, [{ version: 2, tags: ['item-a'] }]);
    clock = 29_999;
    expect(await cached({ sizes: [86] })).toEqual(fresh(10));
    clock = 30_000;
    expect(await cached({ sizes: [86] })).toEqual(fresh(30));
  });

  it('after a change of the listings, counts again once the count is a second old, and says until when it is behind', async () => {
    let clock = 5_000;
    let calls = 0;
    const changes = createShopChangeLog();
    changes.apply(1, []);
    const cached = createListingCountCache(async () => ++calls, changes, { now: () => clock });
    expect(await cached({})).toEqual({ value: 1, outdatedUntil: null });
    clock = 5_400;
    changes.apply(2, [{ version: 2, tags: ['item-b', 'listing'] }]);
    expect(await cached({})).toEqual({ value: 1, outdatedUntil: 5_000 + LISTING_RECOUNT_AFTER_MS });
    clock = 5_000 + LISTING_RECOUNT_AFTER_MS;
    expect(await cached({})).toEqual({ value: 2, outdatedUntil: null });
    // Long after its read, a change makes it read again at once.
    clock = 20_000;
    changes.apply(3, [{ version: 3, tags: ['listing'] }]);
    expect(await cached({})).toEqual({ value: 3, outdatedUntil: null });
  });

  it('forgets a failed count', async () => {
    let fail = true;
    const changes = createShopChangeLog();
    changes.apply(1, []);
    const cached = createListingCountCache(async () => {
      if (fail) throw new Error('database gone');
      return 5;
    }, changes);
    await expect(cached({})).rejects.toThrow('database gone');
    fail = false;
    expect((await cached({})).value).toBe(5);
  });
});
