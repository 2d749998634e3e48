// The listing a parent filters by size and season, in any order (decision 086): what the benches
// ask when every listing should be one nobody asked for a moment ago.

import { pickWith, SIZES_OF_CLOTHES } from './cold-searches.ts';

const SEASONS = ['Sommer', 'Übergang', 'Winter'];
const SORTS = ['newest', 'price-asc', 'price-desc'];

/** The query of a clothing listing by one size and one season, drawn with `random` (0 ≤ x < 1). */
export function coldSizeAndSeasonListing(random: () => number): string {
  const pick = <T>(values: readonly T[]): T => pickWith(random, values);
  return `category=Kleidung&sizes=${pick(SIZES_OF_CLOTHES)}&seasons=${encodeURIComponent(
    pick(SEASONS),
  )}&sort=${pick(SORTS)}`;
}
