import type { ComponentType } from 'react';

/**
 * A stale page (opened before a release) asks for code chunks that no longer exist. The failed
 * navigation ends on the route's error screen at the new URL; that screen reloads the page once
 * (`reloadOnceForChunkError`) to fetch the current build instead of staying blank or broken. If
 * the chunk fails again right after that reload, the error screen shows. The marker lives in
 * sessionStorage.
 */
export const CHUNK_RELOAD_KEY = 'kinderkiste-chunk-reload';

export interface ReloadGuard {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

/** A reload within this window counts as the one retry already made. */
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** Reloads the page for a chunk load error unless it just did; says whether it reloads. */
export function reloadOnceForChunkError(error: unknown, guard: ReloadGuard): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(guard.storage.getItem(CHUNK_RELOAD_KEY) ?? '0');
  if (guard.now() - last <= RELOAD_WINDOW_MS) return false;
  guard.storage.setItem(CHUNK_RELOAD_KEY, String(guard.now()));
  guard.reload();
  return true;
}

export function browserReloadGuard(): ReloadGuard {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/** A React Router `lazy` for a page module exporting the named component. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await load();
    return { Component: module[name] };
  };
}
