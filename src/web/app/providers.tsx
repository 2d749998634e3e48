import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { queryConfig } from '../lib/react-query.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
