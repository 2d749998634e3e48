import type { Category } from './catalog.ts';

// The shop search (issue 21, decision 045): what a typed search means. A parent types "jacke 98",
// "Schlafsak winter", "Muetze 48" or "h&m" on a phone; this reads it into words to look up, sizes,
// item numbers and categories. The database does the rest (features/search/).

/** Longer searches are refused by the API (400); the search field stops at this length. */
export const MAX_SEARCH_LENGTH = 100;
/** Words beyond these are ignored: nobody types more, and each word is one more lookup. */
const MAX_SEARCH_WORDS = 6;

/** The query parameter of the search page and API: `/suche?q=jacke+98`. */
export const SEARCH_PARAM = 'q';

/**
 * A word as the search compares it: lower case, umlauts and accents folded, and "ae", "oe", "ue"
 * read as the umlaut they spell, so "Mütze", "Muetze" and "mutze" are one word. The database's
 * `shop_search_fold` (migration 0016) is the same rule; search.test.ts proves they agree.
 */
export function foldSearchWord(word: string): string {
  return word
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/[äöüàáâãåèéêëìíîïòóôõùúûýÿçñ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replaceAll('ae', 'a')
    .replaceAll('oe', 'o')
    .replaceAll('ue', 'u');
}

const FOLDED_LETTERS: Record<string, string> = Object.fromEntries(
  [...'äöüàáâãåèéêëìíîïòóôõùúûýÿçñ'].map((letter, index) => [
    letter,
    'aouaaaaaeeeeiiiiooooouuuyycn'[index]!,
  ]),
);

/** A word with nothing but its letters and digits: "H&M" → "hm", "JAKO-O" → "jakoo". */
export function compactSearchWord(text: string): string {
  return foldSearchWord(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words that name a category are its filter: "kleid" must not find every piece of clothing. */
const CATEGORY_WORDS: Record<string, Category> = {
  kleidung: 'Kleidung',
  schlafsack: 'Schlafsack',
  schlafsacke: 'Schlafsack',
  schlafsacks: 'Schlafsack',
  tonie: 'Tonies',
  tonies: 'Tonies',
  toniebox: 'Tonies',
  accessoire: 'Accessoires',
  accessoires: 'Accessoires',
};

/** Words that only say a size or an item number follows ("Gr. 98", "98 cm", "Nr. 1234"). */
const NUMBER_WORDS = new Set([
  'gr',
  'grosse',
  'grossen',
  'cm',
  'size',
  'nr',
  'nummer',
  'artikelnummer',
]);

/** Sizes a parent may type: clothing 50–152 (and up to 176), sleeping bags, head sizes from 35. */
const MIN_TYPED_SIZE = 35;
const MAX_TYPED_SIZE = 176;
/** Item numbers start at 1001 (the price tag shows them). */
const MIN_ITEM_NUMBER = 1001;
const MAX_ITEM_NUMBER = 2_147_483_647;

export interface SearchQuery {
  /** The folded words to look up, at most MAX_SEARCH_WORDS, without number and category words. */
  words: string[];
  /** Every letter run of the search, folded, in order: brand names are matched across them. */
  tokens: string[];
  sizes: number[];
  itemNumbers: number[];
  categories: Category[];
}

/** Reads a typed search. Nothing in it is an error: what cannot be used is left out. */
export function parseSearchQuery(text: string): SearchQuery {
  const query: SearchQuery = { words: [], tokens: [], sizes: [], itemNumbers: [], categories: [] };
  const add = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  const runs = text.slice(0, MAX_SEARCH_LENGTH).match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const run of runs) {
    // "98/104" and "Gr.98" come apart into their letters and numbers.
    for (const part of run.match(/\p{L}+|\p{N}+/gu) ?? []) {
      if (/^\p{N}+$/u.test(part)) {
        const number = Number(part);
        if (!/^[0-9]+$/.test(part) || !Number.isSafeInteger(number)) continue;
        if (number >= MIN_TYPED_SIZE && number <= MAX_TYPED_SIZE) add(query.sizes, number);
        else if (number >= MIN_ITEM_NUMBER && number <= MAX_ITEM_NUMBER)
          add(query.itemNumbers, number);
        continue;
      }
      const word = foldSearchWord(part);
      query.tokens.push(word);
      const category = CATEGORY_WORDS[word];
      if (category !== undefined) add(query.categories, category);
      else if (!NUMBER_WORDS.has(word) && word.length >= 2 && query.words.length < MAX_SEARCH_WORDS)
        add(query.words, word);
    }
  }
  query.sizes.sort((a, b) => a - b);
  return query;
}

/**
 * The runs of consecutive tokens that could spell a brand: "h m jacke" offers "hm", "hmjacke",
 * "m", "mjacke", "jacke" (up to three tokens each), compacted as brand names are compared.
 */
export function brandCandidates(
  tokens: readonly string[],
): { from: number; to: number; key: string }[] {
  const candidates: { from: number; to: number; key: string }[] = [];
  for (let from = 0; from < tokens.length; from++) {
    for (let to = from + 1; to <= Math.min(tokens.length, from + 3); to++) {
      candidates.push({ from, to, key: tokens.slice(from, to).join('') });
    }
  }
  return candidates;
}

/**
 * How far a typed word may be from a word of the shop to count as a typing mistake: none for
 * words of up to three letters (too many short words are one letter apart), one up to five
 * letters, two beyond.
 */
export function allowedTypos(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** One looked-up word: the shop's words it stands for, exact or corrected. */
export interface WordMatches {
  word: string;
  /** Shop words that contain it, start with it or share its stem. */
  exact: string[];
  /** Shop words within `allowedTypos` of it. */
  corrected: string[];
  /**
   * About how many items for sale it finds: the items of the shop's words it stands for, added
   * up (as of the words' last reading). Only steers how PostgreSQL reads the matches.
   */
  items?: number;
  /**
   * Of those, the items of the shop's words PostgreSQL collects whole from the index for the word
   * typed in part (`'blau':*`: "blau", not "dunkelblau"). A whole word beside a rarer one is only
   * looked up at the rarer word's matches; a part of a word cannot be, so it costs all its items
   * (decision 087). Unknown: counted as `items`.
   */
  partItems?: number;
}

/**
 * The text-search query for PostgreSQL (`to_tsquery('german', …)`): every word must match, each
 * as itself (also as a prefix, so a half-typed word finds) or as one of the shop's words it
 * stands for; corrections count only when the word itself is not a word of the shop. Every part
 * is quoted; the words hold letters only, so nothing typed becomes query syntax.
 */
export function textSearchQuery(matches: readonly WordMatches[]): string {
  const quote = (word: string) => `'${word.replace(/[^\p{L}\p{N}]/gu, '')}'`;
  return matches
    .map(({ word, exact, corrected }) => {
      const alternatives = [
        `${quote(word)}:*`,
        ...(exact.length > 0 ? exact : corrected).map(quote),
      ];
      return `(${[...new Set(alternatives)].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * How many times more items the index must collect for the other words, typed in part, than the
 * rarest word finds before only the rarest word's matches are read from the index. Measured on
 * the tallies of every cold search of the benchmark at 200,000 items (decision 087): from five
 * times (the 800 items of a kind beside "gestreift", "sterne", "winter") reading the rarest word
 * alone was faster in every run, by a third to a half; at three to four times it was faster in
 * one run and slower in two.
 */
export const RAREST_WORD_FACTOR = 5;

/**
 * The word whose matches PostgreSQL reads from the words' index, every other word then checked
 * on each of them (decision 081), for a search's page and its tally (decision 087): "winterjacke
 * sterne" reads the 876 winter jackets and keeps those with stars, instead of collecting the
 * 6,133 items with stars from the index as well. What is found stays the same: the whole
 * text-search query is still checked. The others count what the index collects for them whole,
 * their words typed in part (`partItems`): "matschhose blau" collects the 2,256 items of "blau"
 * but looks "dunkelblau" up only at the matches, cheaper than reading 847 muddy buddies from the
 * table. Null: one word, no word far rarer, or how many items a word finds is not known.
 */
export function rarestWord(matches: readonly WordMatches[]): WordMatches | null {
  if (matches.length < 2) return null;
  if (matches.some(({ items }) => items === undefined)) return null;
  const [rarest, ...others] = [...matches].sort((a, b) => a.items! - b.items!);
  const othersCollected = others.reduce((sum, word) => sum + (word.partItems ?? word.items!), 0);
  return othersCollected >= RAREST_WORD_FACTOR * Math.max(rarest!.items!, 1) ? rarest! : null;
}

/** The words the search had to correct, as it read them: "schlafsak" → "schlafsack". */
export function correctedWords(matches: readonly WordMatches[]): { typed: string; read: string }[] {
  return matches
    .filter((match) => match.exact.length === 0 && match.corrected.length > 0)
    .map((match) => ({ typed: match.word, read: match.corrected[0]! }));
}

/** The search as typed without some of its words: "jacke xyzzy 98" without "xyzzy". */
export function searchWithout(text: string, words: readonly string[]): string {
  return text
    .split(/\s+/)
    .filter((part) => {
      const folded = (part.match(/[\p{L}\p{N}]+/gu) ?? []).map(foldSearchWord);
      return folded.length === 0 || !folded.every((word) => words.includes(word));
    })
    .join(' ')
    .trim();
}
