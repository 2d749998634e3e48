import { describe, expect, it } from 'vitest';
import { createKeptUntilChange } from './kept-until-change.ts';
import { createShopChangeLog } from './shop-changes.ts';

describe('createKeptUntilChange', () => {
  it('reads once and keeps the value while changes touch single items or the listings', async () => {
    const log = createShopChangeLog();
    log.apply(10, []);
    const kept = createKeptUntilChange<string>(log);
    let reads = 0;
    const load = async () => `read ${(reads += 1)}`;
    expect(await kept(load)).toBe('read 1');
    log.apply(12, [
      { version: 11, tags: ['item-a'] },
      { version: 12, tags: ['item-b', 'listing'] },
    ]);
    expect(await kept(load)).toBe('read 1');
    expect(reads).toBe(1);
  });

  it('reads again after a change of everything (a brand renamed) or a gap in the changes', async () => {
    const log = createShopChangeLog();
    log.apply(10, []);
    const kept = createKeptUntilChange<string>(log);
    let reads = 0;
    const load = async () => `read ${(reads += 1)}`;
    await kept(load);
    log.apply(11, [{ version: 11, tags: ['shop'] }]);
    expect(await kept(load)).toBe('read 2');
    expect(await kept(load)).toBe('read 2');
    // Versions 12 and 13 were pruned before this process read them.
    log.apply(14, [{ version: 14, tags: ['item-a'] }]);
    expect(await kept(load)).toBe('read 3');
  });

  it('drops a value whose read overlapped the learning of a change of everything', async () => {
    const log = createShopChangeLog();
    log.apply(10, []);
    const kept = createKeptUntilChange<string>(log);
    let reads = 0;
    // While the brands are read (maybe before the rename committed), the log learns of it.
    await kept(async () => {
      log.apply(11, [{ version: 11, tags: ['shop'] }]);
      return `read ${(reads += 1)}`;
    });
    expect(await kept(async () => `read ${(reads += 1)}`)).toBe('read 2');
  });

  it('keeps nothing before the shop state was first read, nor a failed read', async () => {
    const log = createShopChangeLog();
    const kept = createKeptUntilChange<string>(log);
    let reads = 0;
    const load = async () => `read ${(reads += 1)}`;
    await kept(load);
    expect(await kept(load)).toBe('read 2');
    log.apply(1, []);
    await expect(kept(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept(load)).toBe('read 3');
    expect(await kept(load)).toBe('read 3');
  });
});
