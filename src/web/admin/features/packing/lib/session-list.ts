import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';

/**
 * Pack lists keep their state in sessionStorage (docs/product.md §4.10): the list as loaded and
 * toggled, and the scroll position, so leaving the page and coming back shows the same list at the
 * same place. The reload button clears both.
 */
export function readSessionList<Schema extends z.ZodType>(
  key: string,
  schema: Schema,
): z.output<Schema> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionList(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the list still works, it just is not kept.
  }
}

export function clearSessionList(key: string): void {
  sessionStorage.removeItem(key);
  sessionStorage.removeItem(`${key}:scroll`);
}

/** Restores the scroll position once the list is shown, and keeps it while scrolling. */
export function useSessionScroll(key: string, ready: boolean): () => void {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = Number(sessionStorage.getItem(`${key}:scroll`) ?? '0');
    if (y > 0) requestAnimationFrame(() => window.scrollTo({ top: y }));
  }, [key, ready]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        sessionStorage.setItem(`${key}:scroll`, String(Math.round(window.scrollY))),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);
  return useCallback(() => {
    restored.current = true;
    window.scrollTo({ top: 0 });
  }, []);
}
