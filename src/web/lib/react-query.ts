import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Defaults for every query and mutation of the web app. */
const queryConfig = {
  queries: {
    // One-of-a-kind items sell or get reserved at any time, but not every second.
    staleTime: 30_000,
    // One more try for a lost connection or a server hiccup; a 4xx answer will not change.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
  },
  mutations: {
    retry: false,
    // Offline, a save fails at once with a message that says so and keeps the form, instead of
    // waiting paused ("Wird gespeichert …") with no word of why (decision 039).
    networkMode: 'always',
  },
} satisfies DefaultOptions;

/**
 * Extra options a component may pass to a feature's `use…` hook, derived from the feature's
 * `get…QueryOptions` function; the key and the query function stay with the feature.
 */
export type QueryConfig<GetOptions extends (...args: never[]) => object> = Omit<
  ReturnType<GetOptions>,
  'queryKey' | 'queryFn'
>;

function isClientError(error: Error): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The query cache of one app: one per browser page, one per page the server renders. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
