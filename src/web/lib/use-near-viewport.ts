import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Content
 * below the fold can wait for it instead of costing the first load its rendering work.
 */
export function useNearViewport<T extends Element>(
  margin = '400px',
): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  // Without IntersectionObserver (very old browsers) everything counts as near at once. The
  // server's rendering of a page leaves such content out, as the browser's first render does.
  const [near, setNear] = useState(
    () => !import.meta.env.SSR && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (element === null || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
