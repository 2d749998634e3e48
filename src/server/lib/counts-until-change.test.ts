import { describe, expect, it } from 'vitest';
import { createCountsUntilChange } from './counts-until-change.ts';
import { createShopChangeLog } from './shop-changes.ts';

function setUp(options: { known?: number | null } = {}) {
  const changes = createShopChangeLog();
  if (options.known !== null) changes.apply(options.known ?? 10, []);
  let clock = 1_000;
  let reads = 0;
  const counted = createCountsUntilChange<number>({
    changes,
    tags: ['listing'],
    ttlMs: 30_000,
    readAgainAfterMs: 1_000,
    now: () => clock,
  });
  return {
    changes,
    count: (key = 'all') => counted(key, async () => (reads += 1)),
    counted,
    setClock: (at: number) => (clock = at),
    reads: () => reads,
  };
}

describe('createCountsUntilChange', () => {
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
