import { describe, expect, it } from 'vitest';
import { createListingCountCache, listingCountKey } from './listing-count-cache.ts';

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
  it('counts once per filter within the time to live, then again', async () => {
    let clock = 0;
    let calls = 0;
    const cached = createListingCountCache(async () => ++calls * 10, {
      ttlMs: 1000,
      now: () => clock,
    });
    expect(await Promise.all([cached({ sizes: [86] }), cached({ sizes: [86] })])).toEqual([10, 10]);
    expect(await cached({ sizes: [92] })).toBe(20);
    clock = 999;
    expect(await cached({ sizes: [86] })).toBe(10);
    clock = 1000;
    expect(await cached({ sizes: [86] })).toBe(30);
  });

  it('forgets a failed count', async () => {
    let fail = true;
    const cached = createListingCountCache(async () => {
      if (fail) throw new Error('database gone');
      return 5;
    });
    await expect(cached({})).rejects.toThrow('database gone');
    fail = false;
    expect(await cached({})).toBe(5);
  });
});
