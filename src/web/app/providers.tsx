import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';

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
      <Toaster />
    </QueryClientProvider>
  );
}
