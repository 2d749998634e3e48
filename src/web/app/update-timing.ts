import { isUnder, paths } from '../lib/paths.ts';

/**
 * When a waiting app update may take over. Activating it reloads the page, which would empty a
 * half-filled form, so on such pages the update waits until the customer has moved on or put the
 * tab away; everywhere else it is activated at once (docs/product.md §2.6).
 */

/** Pages holding input a reload would lose: the checkout steps, the withdrawal form, the admin. */
const PAGES_WITH_INPUT = [paths.checkout.path, paths.withdrawal.path, paths.admin.path];

export function holdsInput(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || paths.home.path;
  if (path === paths.checkoutSuccess.path) return false;
  return PAGES_WITH_INPUT.some((prefix) => isUnder(path, prefix));
}

/** What the timing needs from the page, so it can be driven without a browser in tests. */
export type PageWatch = {
  pathname: () => string;
  hidden: () => boolean;
  /** Calls the listener when the page is hidden; returns a function that stops listening. */
  onHidden: (listener: () => void) => () => void;
  /** Calls the listener every `ms` milliseconds; returns a function that stops the timer. */
  every: (ms: number, listener: () => void) => () => void;
};

/** How often a held-back update looks again whether the customer has left the form. */
export const RECHECK_MS = 5_000;

/** Calls `activate` once: now if that is safe, else as soon as it becomes safe. */
export function activateWhenSafe(activate: () => void, page: PageWatch): void {
  const safe = () => page.hidden() || !holdsInput(page.pathname());
  if (safe()) {
    activate();
    return;
  }
  let done = false;
  const stops: (() => void)[] = [];
  const check = () => {
    if (done || !safe()) return;
    done = true;
    stops.forEach((stop) => stop());
    activate();
  };
  stops.push(page.onHidden(check), page.every(RECHECK_MS, check));
}

/** The browser's page. */
export const browserPage: PageWatch = {
  pathname: () => window.location.pathname,
  hidden: () => document.visibilityState === 'hidden',
  onHidden: (listener) => {
    const handler = () => {
      if (document.visibilityState === 'hidden') listener();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
  every: (ms, listener) => {
    const timer = window.setInterval(listener, ms);
    return () => window.clearInterval(timer);
  },
};
