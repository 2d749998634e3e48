import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '../../domain/constants.ts';

/**
 * Toasts (docs/product.md §2.6, §9.5): at most TOAST_LIMIT at a time (the newest first), each
 * closing after TOAST_AUTOCLOSE_MS. `components/ui/toaster.tsx` shows them at the bottom centre of
 * every page. A store of its own rather than a toast library: the toaster is part of the page from
 * the start, so screen readers announce the first toast too, and nothing inserts styles at run time
 * (a new style sheet makes the browser restyle the whole page; docs/performance.md).
 */
export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
let lastId = 0;
const closeTimers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function update(next: readonly Toast[]): void {
  for (const [id, timer] of closeTimers) {
    if (next.some((toast) => toast.id === id)) continue;
    clearTimeout(timer);
    closeTimers.delete(id);
  }
  toasts = next.length === 0 ? NO_TOASTS : next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string): void {
  lastId += 1;
  const id = lastId;
  update([{ id, kind, message }, ...toasts].slice(0, TOAST_LIMIT));
  closeTimers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_AUTOCLOSE_MS),
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
};

/** Closes a toast now (its close button); a toast already gone is ignored. */
export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
}

/** The toasts showing, newest first; the same array until they change (useSyncExternalStore). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** No toasts: what the server renders and what the browser's first render matches. */
export function noToasts(): readonly Toast[] {
  return NO_TOASTS;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
