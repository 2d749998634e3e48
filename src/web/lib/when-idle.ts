/**
 * Runs `callback` once the browser has nothing more urgent to do (or after `timeoutMs` at the
 * latest); returns a function that cancels it. Browsers without `requestIdleCallback` (Safari)
 * run it after a short timeout instead.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}
