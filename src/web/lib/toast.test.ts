import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTOCLOSE_MS } from '../../domain/constants.ts';
import { currentToasts, dismissToast, noToasts, subscribeToToasts, toast } from './toast.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    for (const shown of currentToasts()) dismissToast(shown.id);
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the one showing (docs/product.md §9.5, limit 1)', () => {
    toast.success('Liegt im Warenkorb.');
    toast.info('Der Warenkorb wurde aktualisiert.');
    expect(currentToasts().map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'info', message: 'Der Warenkorb wurde aktualisiert.' },
    ]);
  });

  it('closes a toast after five seconds, counted from its own arrival', () => {
    toast.success('Erster');
    vi.advanceTimersByTime(TOAST_AUTOCLOSE_MS - 1000);
    toast.error('Zweiter');
    vi.advanceTimersByTime(1000);
    // The first one's timer must not close the second.
    expect(currentToasts().map((shown) => shown.message)).toEqual(['Zweiter']);
    vi.advanceTimersByTime(TOAST_AUTOCLOSE_MS - 1000);
    expect(currentToasts()).toEqual([]);
  });

  it('closes a toast on request and tells the listeners; unknown ids change nothing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast.info('Hallo');
    const [shown] = currentToasts();
    expect(listener).toHaveBeenCalledTimes(1);
    dismissToast(shown?.id ?? -1);
    expect(currentToasts()).toBe(noToasts());
    dismissToast(12345);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the same array while nothing changes, as useSyncExternalStore needs', () => {
    toast.info('Hallo');
    expect(currentToasts()).toBe(currentToasts());
  });
});
