// What the benches type when every search should be one nobody asked for a moment ago
// (decision 068): an item type (some mistyped), often a colour, brand or season, sometimes a size.

import { SIZES } from '../../src/domain/catalog.ts';

/** The clothing sizes the benches ask for: the shop's sizes up to 140, as they always have. */
export const SIZES_OF_CLOTHES = SIZES.filter((size) => size <= 140);

/** One of `values`, drawn with `random` (0 ≤ x < 1). */
export function pickWith<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

const SEARCH_TYPES = [
  'jacke',
  'regenjacke',
  'regenjake',
  'winterjacke',
  'strickjacke',
  'pullover',
  'pulover',
  'kleid',
  'latzhose',
  'matschhose',
  'jeans',
  'leggings',
  'body',
  'schlafanzug',
  'schlafsack',
  'schlafsak',
  'mütze',
  'muetze',
  'schal',
  'sonnenhut',
  'tonie',
  't-shirt',
  'schneeanzug',
];

/** The brands among the extras: a third of the searches name one. */
export const COLD_SEARCH_BRANDS = ['reima', 'h&m', 'sterntaler', 'mini rodini'];

const SEARCH_EXTRAS = [
  '',
  'rot',
  'blau',
  'grün',
  'grau',
  'gestreift',
  'sterne',
  ...COLD_SEARCH_BRANDS,
  'winter',
  'sommer',
];

/** One typed cold search, drawn with `random` (Math.random, or seeded for A/B runs). */
export function coldSearchWords(random: () => number): string {
  const pick = <T>(values: readonly T[]): T => pickWith(random, values);
  const extra = pick(SEARCH_EXTRAS);
  const size = random() < 0.3 ? ` ${pick(SIZES_OF_CLOTHES)}` : '';
  return `${pick(SEARCH_TYPES)}${extra ? ` ${extra}` : ''}${size}`;
}

/** The same numbers in [0, 1) for the same seed: two builds get the same searches. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
