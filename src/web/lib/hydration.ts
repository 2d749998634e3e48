/**
 * Whether the app is taking over the page the server rendered (decision 020). While it does,
 * components must render exactly what the server rendered; state that only the browser knows
 * follows right after. This is true during the app's first render only: a lazily loaded
 * component inside a server-rendered page would hydrate later, when it says false, and so render
 * differently; such content imports its components statically.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
