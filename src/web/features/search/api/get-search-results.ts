import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/first-load.ts';
import type { ListingFilters } from '../../../../domain/listing-search.ts';
import type { SearchResult } from '../../../../domain/api/search.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const searchResultSchema = lazySchema(() =>
  import('../../../../domain/api/search.ts').then((module) => module.searchResultSchema),
);

// GET /api/search: one page of the shop search's results (decision 045).

interface GetSearchResultsInput {
  text: string;
  filters: ListingFilters;
  page: number;
  clientId?: string | null;
  signal?: AbortSignal;
}

function getSearchResults({
  text,
  filters,
  page,
  clientId,
  signal,
}: GetSearchResultsInput): Promise<SearchResult> {
  return apiRequest(apiPaths.search(text, filters, page), searchResultSchema, { clientId, signal });
}

export function getSearchResultsQueryOptions({
  text,
  filters,
  clientId = null,
}: Omit<GetSearchResultsInput, 'page' | 'signal'>) {
  return infiniteQueryOptions({
    queryKey: ['search', { text, filters, clientId }] as const,
    queryFn: ({ pageParam, signal }) =>
      getSearchResults({ text, filters, page: pageParam, clientId, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useSearchResults(input: Omit<GetSearchResultsInput, 'page' | 'signal'>) {
  return useInfiniteQuery(getSearchResultsQueryOptions(input));
}
