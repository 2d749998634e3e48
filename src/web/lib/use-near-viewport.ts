import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Content
 * below the fold can wait for it instead of costing the first load its rendering work. The ref
 * goes on an element rendered together with the component that calls this.
 */
export function useNearViewport<T extends Element>(
  margin = '400px',
): [ref: RefObject<T | null>, near: boolean] {
  // A ref, not state: state set while React attaches the element would re-render at once, in the
  // task that shows the page.
  const ref = useRef<T>(null);
  // Without IntersectionObserver (very old browsers) everything counts as near at once. The
  // server's rendering of a page leaves such content out, as the browser's first render does.
  const [near, setNear] = useState(
    () => !import.meta.env.SSR && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (element === null || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
