/**
 * Resolves in a new task of the browser's event loop: whatever runs after `await nextTask()`
 * runs after the browser has had the chance to paint and to handle a tap. A timeout of 0 runs
 * after at least one turn of the loop (browsers delay only deeply nested timeouts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
