import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, noToasts, subscribeToToasts } from '../../lib/toast.ts';

// Not part of the first download (decision 083): the toasts' markup and icons load with the first
// toast. Until then the region is there, empty.
const ToastItems = lazy(() =>
  import('./toast-items.tsx').then(({ ToastItems }) => ({ default: ToastItems })),
);

/**
 * The toasts of lib/toast.ts, at the bottom centre. The region is always there (empty without
 * toasts), so a screen reader already knows it when the first toast arrives and reads it out.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  return (
    <section
      aria-label="Benachrichtigungen"
      aria-live="polite"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 px-4"
    >
      <ol className="mx-auto flex max-w-md flex-col gap-2">
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={toasts} />
          </Suspense>
        )}
      </ol>
    </section>
  );
}
