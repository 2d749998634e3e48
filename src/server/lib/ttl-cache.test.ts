import { describe, expect, it } from 'vitest';
import { createShopChangeLog } from './shop-changes.ts';
import { createKeptByKey, createTtlCache } from './ttl-cache.ts';

function setUp(options: { known?: number | null } = {}) {
  const changes = createShopChangeLog();
  if (options.known !== null) changes.apply(options.known ?? 10, []);
  let clock = 1_000;
  let reads = 0;
  const counted = createKeptByKey<number>({
    ttlMs: 30_000,
    now: () => clock,
    endedBy: { changes, tags: ['listing'], readAgainAfterMs: 1_000 },
  });
  return {
    changes,
    count: (key = 'all') => counted(key, async () => (reads += 1)),
    counted,
    setClock: (at: number) => (clock = at),
    reads: () => reads,
  };
}

describe('createKeptByKey with endedBy', () => {
  it('keeps a count while no change touches its tags, and shares one read between callers', async () => {
    const { changes, count, reads } = setUp();
    expect(await Promise.all([count(), count()])).toEqual([
      { value: 1, outdatedUntil: null },
      { value: 1, outdatedUntil: null },
    ]);
    changes.apply(11, [{ version: 11, tags: ['item-a'] }]);
    expect(await count()).toEqual({ value: 1, outdatedUntil: null });
    expect(reads()).toBe(1);
  });

  it('uses a count outdated by a change until it is a second old, then reads it again', async () => {
    const { changes, count, setClock } = setUp();
    await count();
    changes.apply(11, [{ version: 11, tags: ['item-a', 'listing'] }]);
    setClock(1_999);
    expect(await count()).toEqual({ value: 1, outdatedUntil: 2_000 });
    setClock(2_000);
    expect(await count()).toEqual({ value: 2, outdatedUntil: null });
    // A change of everything touches every tag.
    changes.apply(12, [{ version: 12, tags: ['shop'] }]);
    setClock(2_500);
    expect(await count()).toEqual({ value: 2, outdatedUntil: 3_000 });
  });

  it('counts a change the log learnt of while the count was read as one after it', async () => {
    const { changes, counted } = setUp();
    let reads = 0;
    const first = await counted('all', async () => {
      reads += 1;
      changes.apply(11, [{ version: 11, tags: ['listing'] }]);
      return reads;
    });
    expect(first).toEqual({ value: 1, outdatedUntil: null });
    expect((await counted('all', async () => (reads += 1))).outdatedUntil).toBe(2_000);
  });

  it('treats a count read before the log knew a version as outdated', async () => {
    const { count, setClock } = setUp({ known: null });
    expect(await count()).toEqual({ value: 1, outdatedUntil: null });
    expect(await count()).toEqual({ value: 1, outdatedUntil: 2_000 });
    setClock(2_000);
    expect(await count()).toEqual({ value: 2, outdatedUntil: null });
  });

  it('reads again after the time to live, changed or not, and keys apart', async () => {
    const { count, setClock } = setUp();
    expect((await count('a')).value).toBe(1);
    expect((await count('b')).value).toBe(2);
    setClock(31_000);
    expect((await count('a')).value).toBe(3);
  });

  it('forgets a failed read at once', async () => {
    const { counted } = setUp();
    await expect(
      counted('all', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await counted('all', async () => 7)).toEqual({ value: 7, outdatedUntil: null });
  });
});

describe('createTtlCache', () => {
  it('keeps a value for its time to live, shares one read, and forgets a failed one', async () => {
    let clock = 0;
    let reads = 0;
    const cached = createTtlCache<number>({ ttlMs: 1_000, now: () => clock });
    const load = async () => (reads += 1);
    expect(await Promise.all([cached('a', load), cached('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cached('a', load)).toBe(1);
    clock = 1_000;
    expect(await cached('a', load)).toBe(2);
    await expect(cached('b', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cached('b', load)).toBe(3);
  });
});
