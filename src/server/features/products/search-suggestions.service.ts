import type { SearchWords } from '../../../domain/api/search.ts';
import {
  pickSuggestions,
  suggestionCandidates,
  type Suggestion,
} from '../../../domain/search-suggestions.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { countSearch, type SearchCaches } from './search.service.ts';

/**
 * The suggestions for what is typed so far (decision 062): the shop's words propose searches,
 * and each is counted by the search itself, so "H&M Kleid · 2" leads to 2 results and a
 * completion that finds nothing ("h&m Kleine") is never offered.
 */
export async function suggestSearches(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  words: SearchWords,
  text: string,
): Promise<Suggestion[]> {
  const candidates = suggestionCandidates(words, text);
  const counted = await Promise.all(
    candidates.map(async (candidate) => ({
      ...candidate,
      items: await countSearch(db, caches, candidate.query),
    })),
  );
  return pickSuggestions(counted);
}
