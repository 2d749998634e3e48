import type { Category, Condition } from './catalog.ts';
import type { Cents } from './money.ts';

/**
 * The factors that suggest a price for a new item (admin "Preise und Faktoren"):
 * base price of its category × factor of its condition × factor of its brand's rating (1–5,
 * unrated brands count as 3), rounded to the nearest 0,50 € and never below the minimum.
 */
export type PriceFactors = {
  basePriceCents: Record<Category, Cents>;
  conditionFactor: Record<Condition, number>;
  brandRatingFactor: Record<'1' | '2' | '3' | '4' | '5', number>;
  minimumPriceCents: Cents;
};

export const DEFAULT_PRICE_FACTORS: PriceFactors = {
  basePriceCents: { Kleidung: 600, Schlafsack: 1800, Tonies: 900, Accessoires: 500 },
  conditionFactor: { 'Sehr gut': 1, Gut: 0.8, Geliebt: 0.55 },
  brandRatingFactor: { '1': 0.7, '2': 0.85, '3': 1, '4': 1.25, '5': 1.5 },
  minimumPriceCents: 150,
};

const STEP_CENTS = 50;

export function suggestPriceCents(
  factors: PriceFactors,
  item: { category: Category; condition: Condition; brandRating: number | null },
): Cents {
  const rating = String(item.brandRating ?? 3) as keyof PriceFactors['brandRatingFactor'];
  const exact =
    factors.basePriceCents[item.category] *
    factors.conditionFactor[item.condition] *
    (factors.brandRatingFactor[rating] ?? 1);
  const stepped = Math.round(exact / STEP_CENTS) * STEP_CENTS;
  return Math.max(factors.minimumPriceCents, stepped);
}
