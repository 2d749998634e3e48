/**
 * Whether the app is taking over the page the server rendered (decision 020). While it does,
 * components must render exactly what the server rendered; state that only the browser knows
 * follows right after.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
