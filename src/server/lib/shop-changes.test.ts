import { describe, expect, it } from 'vitest';
import { createShopChangeLog } from './shop-changes.ts';

describe('createShopChangeLog', () => {
  it('tells which tags changed after a version', () => {
    const log = createShopChangeLog();
    log.apply(10, []);
    log.apply(12, [
      { version: 11, tags: ['item-a'] },
      { version: 12, tags: ['item-b', 'listing'] },
    ]);
    expect(log.changedSince(10, ['item-a'])).toBe(true);
    expect(log.changedSince(11, ['item-a'])).toBe(false);
    expect(log.changedSince(11, ['item-c', 'listing'])).toBe(true);
    expect(log.changedSince(10, ['item-c'])).toBe(false);
  });

  it('counts everything as changed for a change of everything, a gap, or before its first read', () => {
    const log = createShopChangeLog();
    log.apply(5, []);
    expect(log.changedSince(4, ['item-a'])).toBe(true);
    log.apply(6, [{ version: 6, tags: ['shop'] }]);
    expect(log.changedSince(5, ['item-a'])).toBe(true);
    expect(log.changedSince(6, ['item-a'])).toBe(false);
    // Versions 7 and 8 were pruned before this process read them.
    log.apply(9, [{ version: 9, tags: ['item-b'] }]);
    expect(log.changedSince(6, ['item-z'])).toBe(true);
  });

  it('tells its listeners of new changes, not of the first read', () => {
    const log = createShopChangeLog();
    let told = 0;
    log.onChange(() => (told += 1));
    log.apply(3, []);
    log.apply(3, []);
    expect(told).toBe(0);
    log.apply(4, [{ version: 4, tags: ['item-a'] }]);
    expect(told).toBe(1);
  });
});
