import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  lazyPage,
  reloadOnceForChunkError,
} from './lazy-page.ts';
import type { ReloadGuard } from './lazy-page.ts';

function guard(now = 1_000_000): ReloadGuard & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    reload: vi.fn(),
    now: () => now,
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('reloadOnceForChunkError', () => {
  it('reloads once on a chunk load failure and remembers it', () => {
    const g = guard();
    expect(reloadOnceForChunkError(chunkError, g)).toBe(true);
    expect(g.reload).toHaveBeenCalledTimes(1);
    expect(g.store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again right after a reload', () => {
    const g = guard();
    g.store.set(CHUNK_RELOAD_KEY, String(1_000_000 - 5_000));
    expect(reloadOnceForChunkError(chunkError, g)).toBe(false);
    expect(g.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later release', () => {
    const g = guard();
    g.store.set(CHUNK_RELOAD_KEY, String(1_000_000 - 120_000));
    expect(reloadOnceForChunkError(chunkError, g)).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    const g = guard();
    expect(reloadOnceForChunkError(new Error('boom'), g)).toBe(false);
    expect(g.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('lazyPage', () => {
  it('loads a page module once, however often it is preloaded', async () => {
    const Page = () => null;
    const load = vi.fn(() => Promise.resolve({ FaqsPage: Page }));
    const page = lazyPage(load, 'FaqsPage');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on, so the route error screen can reload a stale page', async () => {
    const page = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
      'FaqsPage',
    );
    await expect(page.preload()).rejects.toThrow(/dynamically imported module/);
  });
});
