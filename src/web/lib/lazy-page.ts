import { createElement, use } from 'react';
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

/** A page whose code loads on first use: a component, and the way to load its code ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page module exporting the named component, loaded when the page is first rendered (or
 * preloaded: the app loads the matched pages' code before its first render, web/routes.tsx
 * `preloadPages`, so the server's HTML is taken over without a fallback in between). While the
 * code loads, the page suspends: a navigation is a transition (React Router's BrowserRouter), so
 * the previous page stays on screen meanwhile. A failed load throws to the route error boundary
 * (app/route-error-boundary.tsx), which reloads a stale page once.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      Page = module[name];
    }));
  function LazyPageComponent() {
    // Suspends until the code is there; React renders this again once it is.
    if (Page === null) use(preload());
    return Page === null ? null : createElement(Page);
  }
  LazyPageComponent.displayName = `Lazy(${name})`;
  return Object.assign(LazyPageComponent, { preload });
}
