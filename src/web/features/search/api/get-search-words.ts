import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchWordsSchema } from '../../../../domain/api/search.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/search/words: what the search field suggests. Asked once when the field is first
// used; suggestions are then made in the browser, keystroke by keystroke, without the network.

function getSearchWordsQueryOptions() {
  return queryOptions({
    queryKey: ['search', 'words'] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.searchWords, searchWordsSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSearchWords() {
  return useQuery(getSearchWordsQueryOptions());
}
