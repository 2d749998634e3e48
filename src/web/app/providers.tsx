import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '../../domain/constants.ts';

// Loaded after the first paint: no toast is ever shown before it (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function AppProviders({
  queryClient,
  children,
}: {
  /** lib/react-query.ts `createAppQueryClient`, with the page's first-load answers in it. */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts (SPEC.md §2): one at a time, bottom centre, closing after 5 s. */}
      <Suspense fallback={null}>
        <Toaster
          position="bottom-center"
          visibleToasts={TOAST_LIMIT}
          duration={TOAST_AUTOCLOSE_MS}
          closeButton
          toastOptions={{ className: 'font-sans' }}
          containerAriaLabel="Benachrichtigungen"
        />
      </Suspense>
    </QueryClientProvider>
  );
}
