import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { Location, NavigationType } from 'react-router';

/**
 * Where the window scrolls when the app goes to another page, the browser's own behaviour for
 * pages the app draws itself (the browser's restoration does not know when the app's page is
 * there): a new page starts at the top, or at the element its #hash names; back and forward
 * return to where the visitor was; a reload stays where it was. A navigation whose location
 * state is `KEEP_SCROLL` (a filter changed, a product opened over the listing) keeps the
 * position.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export type ScrollAction =
  | { kind: 'keep' }
  | { kind: 'top' }
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string };

export interface ScrollMoment {
  /** The app's first page since the document loaded (a fresh visit or a reload). */
  first: boolean;
  /** How the app came here: a link (PUSH), a replacement (REPLACE), back or forward (POP). */
  navigationType: `${NavigationType}`;
  /** The position kept for this history entry, if the visitor was here before. */
  saved: number | undefined;
  hash: string;
  state: unknown;
}

export function scrollAction({
  first,
  navigationType,
  saved,
  hash,
  state,
}: ScrollMoment): ScrollAction {
  if (first) return saved !== undefined ? { kind: 'restore', y: saved } : { kind: 'keep' };
  if (navigationType === 'POP') return { kind: 'restore', y: saved ?? 0 };
  if (keepsScroll(state)) return { kind: 'keep' };
  if (hash.length > 1) return { kind: 'hash', id: decodeURIComponent(hash.slice(1)) };
  return { kind: 'top' };
}

function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'keepScroll' in state &&
    state.keepScroll === true
  );
}

/** A history entry's key: a fresh load's entry has the key 'default' for every URL. */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

const STORAGE_KEY = 'kinderkiste-scroll-positions';
/** Positions kept across a reload: the newest entries of this tab's history. */
const MAX_KEPT = 50;

function readPositions(): Map<string, number> {
  try {
    const entries = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(entries)) return new Map();
    return new Map(
      entries.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_KEPT)));
  } catch {
    // Private mode or a full storage: a reload then starts at the top.
  }
}

/** Keeps each history entry's scroll position and scrolls as `scrollAction` says. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const kept = positions.current;
    const onScroll = () => {
      if (currentKey.current !== null) kept?.set(currentKey.current, window.scrollY);
    };
    const onPageHide = () => {
      onScroll();
      if (kept !== null) writePositions(kept);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const key = scrollKey(location);
    const first = currentKey.current === null;
    currentKey.current = key;
    const action = scrollAction({
      first,
      navigationType,
      saved: positions.current.get(key),
      hash: location.hash,
      state: location.state,
    });
    if (action.kind === 'top') window.scrollTo(0, 0);
    else if (action.kind === 'restore') restoreScroll(action.y);
    else if (action.kind === 'hash') document.getElementById(action.id)?.scrollIntoView();
  }, [location, navigationType]);
}

/**
 * How long a restored position waits for the page to grow tall enough to reach it: a listing
 * whose kept pages are gone comes again from the server, which on a slow phone or a busy Friday
 * takes more than a second. (The position is a pixel offset: cards drawn only when near the
 * screen, `content-visibility: auto`, may come back at other heights, so it can land a row off.)
 */
const RESTORE_WAIT_MS = 3000;

/**
 * Scrolls to `y`, and if the page is still too short to get there (a part drawn a moment later,
 * pictures without their height yet), tries again on the next frames until it is tall enough, for
 * at most three seconds, unless the visitor scrolls herself meanwhile. The browser's own restoration
 * waits the same way; a single scrollTo stopped short at the page's end.
 */
function restoreScroll(y: number): void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1) return;
  const until = performance.now() + RESTORE_WAIT_MS;
  let touched = false;
  const stop = () => {
    touched = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
  const step = () => {
    const done = touched || window.scrollY >= y - 1 || performance.now() > until;
    if (!done) {
      window.scrollTo(0, y);
      requestAnimationFrame(step);
      return;
    }
    for (const event of events) window.removeEventListener(event, stop);
  };
  requestAnimationFrame(step);
}
