import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_AUTOCLOSE_MS, TOAST_LIMIT } from '../../domain/constants.ts';
import { queryConfig } from '../lib/react-query.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts (SPEC.md §2): one at a time, bottom centre, closing after 5 s. */}
      <Toaster
        position="bottom-center"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_AUTOCLOSE_MS}
        closeButton
        toastOptions={{ className: 'font-sans' }}
        containerAriaLabel="Benachrichtigungen"
      />
    </QueryClientProvider>
  );
}
