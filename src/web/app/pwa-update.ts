import { Workbox } from 'workbox-window';
import { activateWhenSafe, browserPage } from './update-timing.ts';

/** Long-open tabs ask for a new version this often; browsers also check on every page load. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker built by vite-plugin-pwa (decision 015). A new version waits
 * until it is safe to reload (update-timing.ts), is then activated, and every open tab reloads
 * once the new worker has taken it over – each tab at its own safe moment. This module and the
 * worker's helper (workbox-window) are one chunk, loaded when main.tsx registers the worker, after
 * the first download (decision 070).
 */
export async function registerAppUpdates(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    activateWhenSafe(() => workbox.messageSkipWaiting(), browserPage),
  );
  workbox.addEventListener('controlling', (event) => {
    // The first worker taking over a fresh page is no update: nothing to reload.
    if (event.isUpdate) activateWhenSafe(() => window.location.reload(), browserPage);
  });
  // Registers after the page's load event, so the worker never competes with the first paint.
  // Without a worker (blocked, private window) the shop works as a plain web page.
  const registration = await workbox.register().catch((error: unknown) => {
    console.warn('Service worker not registered', error);
    return undefined;
  });
  if (!registration) return;
  window.setInterval(() => {
    if (navigator.onLine) void registration.update();
  }, UPDATE_CHECK_MS);
}
