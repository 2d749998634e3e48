import type { SearchWords } from './api/search.ts';
import { compactSearchWord, foldSearchWord } from './search-query.ts';

// What the search field suggests while a parent types (decision 045): brands, item types and
// sizes of the items for sale, matched in the browser keystroke by keystroke (the words are
// fetched once), so a suggestion never waits for the network.

type SuggestionKind = 'Marke' | 'Artikel' | 'Größe';

export interface Suggestion {
  kind: SuggestionKind;
  /** What the list shows: "Mini Rodini", "Regenjacke", "Gr. 98". */
  label: string;
  /** The whole search it stands for: the words typed before, then this one. */
  query: string;
  /** Items for sale with it; unknown for sizes. */
  items: number | null;
}

const MAX_SUGGESTIONS = 8;

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

type Candidate = { kind: SuggestionKind; label: string; items: number | null; rank: number };

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

/** Suggestions for what is typed so far; the last word is the one being typed. */
export function suggestSearches(words: SearchWords, input: string): Suggestion[] {
  const match = /^(.*?)(\S+)$/su.exec(input.trimStart());
  if (match === null) return [];
  const head = match[1]!.trim();
  const last = match[2]!;
  const withHead = (label: string) => (head === '' ? label : `${head} ${label}`);

  if (/^\d+$/.test(last)) {
    return words.sizes
      .filter((size) => String(size).startsWith(last))
      .slice(0, MAX_SUGGESTIONS)
      .map((size) => ({
        kind: 'Größe',
        label: `Gr. ${size}`,
        query: withHead(String(size)),
        items: null,
      }));
  }

  const typed = foldSearchWord(last).replace(/[^\p{L}\p{N}&]+/gu, '');
  if (typed === '') return [];
  const candidates: Candidate[] = [];
  const consider = (kind: SuggestionKind, label: string, items: number) => {
    const rank = fit(label, typed);
    if (rank !== null) candidates.push({ kind, label, items, rank });
  };
  for (const brand of words.brands) consider('Marke', brand.name, brand.items);
  for (const itemType of words.itemTypes) consider('Artikel', itemType.name, itemType.items);

  const headWords = new Set(head.split(/\s+/).map(foldSearchWord));
  return candidates
    .filter((candidate) => !headWords.has(foldSearchWord(candidate.label)))
    .sort(
      (a, b) =>
        a.rank - b.rank || (b.items ?? 0) - (a.items ?? 0) || a.label.localeCompare(b.label, 'de'),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ kind, label, items }) => ({ kind, label, query: withHead(label), items }));
}
