import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser takes over its HTML, true from
 * the next render on. A page built from this browser's own storage (the Merkliste) shows a
 * neutral state in the server's HTML instead of an empty list that would flash before the real
 * one.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
