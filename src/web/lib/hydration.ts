import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the app is taking over the page the server rendered (decision 020). While it does,
 * components must render exactly what the server rendered; state that only the browser knows
 * follows right after. This is true during the app's first render only: a lazily loaded
 * component inside a server-rendered page would hydrate later, when it says false, and so render
 * differently. Such content imports its components statically, or is a part taken over apart,
 * which keeps a flag of its own (`PartHydrating`: components/hydrated-apart.tsx, later-part.tsx).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Whether the part of the page around a component still takes over the server's HTML: a part that
 * does so after the rest (components/hydrated-apart.tsx, decision 082) does it once the app's first
 * render has committed, when `isHydrating()` is false already. Such a part provides its own flag.
 */
export const PartHydrating = createContext<RefObject<boolean> | null>(null);

/**
 * True while the component's part of the page takes over the server's HTML: read it for a
 * component's first state, which must be what the server rendered.
 */
export function useIsHydrating(): boolean {
  const part = useContext(PartHydrating);
  return hydrating || part?.current === true;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the app takes over the server's HTML, true from then on (and at
 * once on pages the browser renders itself). A component that depends on what only the browser
 * knows (the cart in localStorage) renders a frame both sides agree on until this is true;
 * React renders it again right after taking over the HTML.
 */
export function useBrowserStateKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
