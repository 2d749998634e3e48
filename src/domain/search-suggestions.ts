import type { SearchWords } from './api/search.ts';
import { compactSearchWord, foldSearchWord, MAX_SEARCH_LENGTH } from './search-query.ts';

// What the search field suggests while a parent types (decisions 045 and 062): searches made of
// the words typed before and a brand, item type or size of the items for sale. This rule only
// proposes them; the server counts each with the search itself and drops those that find
// nothing, so a suggestion's number is always what its search shows.

type SuggestionKind = 'Marke' | 'Artikel' | 'Größe';

export interface SuggestionCandidate {
  kind: SuggestionKind;
  /** The word or name it completes to: "Mini Rodini", "Regenjacke", "Gr. 98". */
  label: string;
  /** The whole search it stands for: the words typed before, then this one. */
  query: string;
  /** How well it fits what is typed: 0 best. */
  rank: number;
}

export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  query: string;
  /** What the search `query` finds: counted by the search itself. */
  items: number;
}

/** Suggestions the field lists at most. */
export const MAX_SUGGESTIONS = 8;
/**
 * Candidates the server counts for one input: enough that those the words typed before rule out
 * ("h&m" has no "Kleine …") still leave eight, few enough to count in a few milliseconds.
 */
export const MAX_CANDIDATES = 16;

/** Edit distance between two short words, or `limit + 1` as soon as it is certainly larger. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How well a name fits the typed start of a word: 0 best, null not at all. */
function fit(name: string, typed: string): number | null {
  const folded = foldSearchWord(name);
  if (folded.startsWith(typed)) return 0;
  const words = folded.split(/[^\p{L}\p{N}]+/u);
  if (words.some((word) => word.startsWith(typed))) return 1;
  if (typed.length >= 2 && compactSearchWord(name).startsWith(compactSearchWord(typed))) return 1;
  // Part of a longer word: "jacke" in "Regenjacke".
  if (typed.length >= 4 && folded.includes(typed)) return 2;
  // One typing mistake in what is typed so far: "schlafsak" for "Schlafsack".
  if (
    typed.length >= 4 &&
    words.some((word) => editDistance(word.slice(0, typed.length), typed, 1) <= 1)
  )
    return 3;
  return null;
}

/**
 * How many of the last typed words a brand's name starts with ("mini ro" → Mini Rodini takes
 * two, "h & m" → H&M three), or 0. A brand named across words replaces them all.
 */
function brandTail(name: string, typed: readonly string[]): number {
  const folded = foldSearchWord(name);
  const compact = compactSearchWord(name);
  for (let count = Math.min(3, typed.length); count >= 2; count--) {
    const tail = typed.slice(-count);
    const spaced = foldSearchWord(tail.join(' '));
    const joined = compactSearchWord(tail.join(''));
    if (folded.startsWith(spaced) || (joined.length >= 2 && compact.startsWith(joined))) {
      return count;
    }
  }
  return 0;
}

/**
 * The searches worth suggesting for what is typed so far (the last word is the one being typed),
 * best fitting first, at most `limit`. A number suggests the sizes it starts; words suggest
 * brands and item types of the shop. Nothing after a space: the next word is not begun.
 */
export function suggestionCandidates(
  words: SearchWords,
  input: string,
  limit = MAX_CANDIDATES,
): SuggestionCandidate[] {
  const typedWords = input.slice(0, MAX_SEARCH_LENGTH).trimStart().split(/\s+/);
  const last = typedWords.at(-1) ?? '';
  if (last === '') return [];
  const queryWith = (label: string, replaced = 1) =>
    [...typedWords.slice(0, typedWords.length - replaced), label].join(' ');

  if (/^\d+$/.test(last)) {
    return words.sizes
      .filter((size) => String(size).startsWith(last))
      .slice(0, limit)
      .map((size, index) => ({
        kind: 'Größe' as const,
        label: `Gr. ${size}`,
        query: queryWith(String(size)),
        // Sizes stay in their order, smallest first.
        rank: index,
      }));
  }

  const typed = foldSearchWord(last).replace(/[^\p{L}\p{N}&]+/gu, '');
  if (typed === '') return [];
  const candidates: (SuggestionCandidate & { shopItems: number })[] = [];
  for (const brand of words.brands) {
    const across = brandTail(brand.name, typedWords);
    const rank = across > 0 ? 0 : fit(brand.name, typed);
    if (rank === null) continue;
    const query = queryWith(brand.name, Math.max(across, 1));
    candidates.push({ kind: 'Marke', label: brand.name, query, rank, shopItems: brand.items });
  }
  for (const itemType of words.itemTypes) {
    const rank = fit(itemType.name, typed);
    if (rank === null) continue;
    const query = queryWith(itemType.name);
    candidates.push({
      kind: 'Artikel',
      label: itemType.name,
      query,
      rank,
      shopItems: itemType.items,
    });
  }

  // A word already typed is no completion: "jacke ja" does not offer "jacke Jacke".
  const typedBefore = new Set(typedWords.slice(0, -1).map(foldSearchWord));
  return candidates
    .filter((candidate) => !typedBefore.has(foldSearchWord(candidate.label)))
    .sort(
      (a, b) =>
        a.rank - b.rank || b.shopItems - a.shopItems || a.label.localeCompare(b.label, 'de'),
    )
    .slice(0, limit)
    .map(({ kind, label, query, rank }) => ({ kind, label, query, rank }));
}

/**
 * The suggestions to list once each candidate's search is counted: only searches that find
 * something, best fitting first, then those finding the most, each search once.
 */
export function pickSuggestions(
  counted: readonly (SuggestionCandidate & { items: number })[],
): Suggestion[] {
  const seen = new Set<string>();
  return counted
    .filter((candidate) => candidate.items > 0)
    .sort((a, b) => a.rank - b.rank || b.items - a.items || a.label.localeCompare(b.label, 'de'))
    .filter((candidate) => {
      const key = foldSearchWord(candidate.query);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS)
    .map(({ kind, label, query, items }) => ({ kind, label, query, items }));
}
