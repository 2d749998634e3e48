import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { searchSuggestionsSchema, type SearchSuggestions } from '../../../../domain/api/search.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { foldSearchWord } from '../../../../domain/search-query.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/search/suggestions: the searches to suggest for what is typed so far, each with what
// it finds, counted by the search itself (decision 062).

/** A pause in typing this long asks the server; faster typing asks once it pauses. */
const TYPING_PAUSE_MS = 80;
/** As long as the server keeps a search's count. */
const SUGGESTIONS_STALE_MS = 30_000;

function getSearchSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['search', 'suggestions', text] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.searchSuggestions(text), searchSuggestionsSchema, { signal }),
    staleTime: SUGGESTIONS_STALE_MS,
  });
}

/** Whether a suggestion still completes what is typed: "h&m Kleid" after "h&m kl" and "h&m kle". */
function stillFits(query: string, typed: string): boolean {
  return foldSearchWord(query).startsWith(foldSearchWord(typed).trimEnd());
}

/**
 * The suggestions for `text`. While the next ones load, those of the last answer that still
 * complete what is typed stay: each names its own search and what that finds, so they stay true.
 */
export function useSearchSuggestions(text: string): SearchSuggestions['suggestions'] {
  const typed = text.trimStart();
  const asked = usePausedValue(typed, TYPING_PAUSE_MS);
  const { data, isPlaceholderData } = useQuery({
    ...getSearchSuggestionsQueryOptions(asked),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });
  const current = !isPlaceholderData && asked === typed;
  return useMemo(() => {
    if (typed === '' || data === undefined) return [];
    // An answer for what is typed lists it all: "regenjake" → "Regenjacke", "h & m" → "H&M".
    if (current) return data.suggestions;
    return data.suggestions.filter((suggestion) => stillFits(suggestion.query, typed));
  }, [typed, data, current]);
}

/** The value once it has not changed for `ms`. */
function usePausedValue(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}
