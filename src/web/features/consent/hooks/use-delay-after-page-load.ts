import { useEffect, useState } from 'react';

/** True once `delayMs` have passed since the page's load event (not since this mounted). */
export function useDelayAfterPageLoad(delayMs: number, wanted: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!wanted || passed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      const [navigation] = performance.getEntriesByType('navigation');
      const loadedAt =
        navigation instanceof PerformanceNavigationTiming && navigation.loadEventEnd > 0
          ? navigation.loadEventEnd
          : performance.now();
      timer = setTimeout(
        () => setPassed(true),
        Math.max(0, loadedAt + delayMs - performance.now()),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [delayMs, wanted, passed]);
  return passed;
}
