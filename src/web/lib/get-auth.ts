import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANY_ANSWER, ApiError, apiRequest } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';

// GET /api/users/auth (docs/product.md §6): admin detection with the stored token as bearer header.
// Success means admin; failure or no token means not admin (docs/product.md §8.2). No answer at all
// (offline) is no verdict: it throws, so the query keeps what it knew and an admin with a form
// open is not sent away by a dead spot (decision 039).

async function getIsAdmin({
  token,
  signal,
}: {
  token: string | null;
  signal?: AbortSignal;
}): Promise<boolean> {
  if (token === null || token === '') return false;
  try {
    await apiRequest('/api/users/auth', ANY_ANSWER, { token, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    return false;
  }
}

export function getIsAdminQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['auth', { token }] as const,
    queryFn: ({ signal }) => getIsAdmin({ token, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useIsAdmin(): boolean {
  const token = useAuthStore((state) => state.userInfo?.token ?? null);
  // Without a token nothing is asked: the query's answer (false) would arrive right after the
  // first render and re-render the shop's header at once, in the task that shows the page.
  return useQuery({ ...getIsAdminQueryOptions(token), enabled: token !== null }).data === true;
}
