import { useSyncExternalStore } from 'react';

/**
 * Whether the app draws the page's head (title, description, canonical URL, share tags) itself.
 * The server writes each page's head into its HTML (server/pages/web-app.ts) from the same
 * functions the app uses (domain/page-head.ts), so the landing page needs no code for it. The app
 * takes the head over, and only then loads that code (decision 070), at its first navigation,
 * when it rendered the page itself (no server HTML), or when the browser is idle a few seconds
 * after the load (main.tsx).
 */
let takenOver = false;
const listeners = new Set<() => void>();

export function takeOverHead(): void {
  if (takenOver) return;
  takenOver = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app has taken the head over; false while it takes over the server's HTML. */
export function useHeadTakenOver(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => takenOver,
    () => false,
  );
}

/**
 * The server's head tags, to be removed when the app's own are in place (React 19 hoists <title>,
 * <meta>, <link> into <head>), lest a page carry two descriptions or two canonical URLs. JSON-LD
 * stays. Collected before the app adds any, so that only the server's are removed.
 */
export function serverHeadTags(head: HTMLHeadElement): Element[] {
  return [
    ...head.querySelectorAll(
      'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
    ),
  ];
}
