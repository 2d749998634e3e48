import type { Category, Condition } from './catalog.ts';
import { formatEuro, type Cents } from './money.ts';
import { suggestPriceCents, type PriceFactors } from './price-suggestion.ts';

// The price suggested to a seller for an item she announces (issue 34, decision 074), from the
// shop's own sales: the median sold price of items like hers, widened step by step while too few
// sales are alike, with the owner's factors (/admin/prices) carrying a sale of another brand or
// condition over to hers; the owner's base prices when even the widest step has too few sales.

/** Fewer alike sales than this and the suggestion looks wider (or falls back). */
export const MIN_SALES = 5;

/** One sold item of the shop, as a suggestion compares it. */
export type ComparableSale = {
  category: Category;
  /** The item's type ("Bezeichnung"), e.g. "Latzhose". */
  name: string;
  brand: string | null;
  brandRating: number | null;
  size: number | null;
  condition: Condition;
  /** What it sold for. */
  priceCents: Cents;
};

/** The announced item the suggestion is for. */
export type AnnouncedItemFacts = Omit<ComparableSale, 'priceCents'>;

/** How far a step looks: same brand or any, the size band or its neighbours too, same condition. */
const STEPS = [
  { id: 'alike', sameBrand: true, bandDistance: 0, sameCondition: true },
  { id: 'anyBrand', sameBrand: false, bandDistance: 0, sameCondition: true },
  { id: 'nearSizes', sameBrand: false, bandDistance: 1, sameCondition: true },
  { id: 'anyCondition', sameBrand: false, bandDistance: 1, sameCondition: false },
] as const;
export type SuggestionStep = (typeof STEPS)[number]['id'];

export type PriceSuggestion =
  | { kind: 'sales'; priceCents: Cents; sales: number; step: SuggestionStep; belowMinimum: boolean }
  | { kind: 'basePrice'; priceCents: Cents; belowMinimum: boolean }
  | { kind: 'none'; belowMinimum: false };

/**
 * The band of sizes an item's size falls in: clothing in bands of three sizes (50–62, 68–80,
 * 86–98, 104–116, …), a sleeping bag by its length, every 20 cm. Neighbouring bands differ by one.
 */
export function sizeBand(category: Category, size: number): number {
  if (category === 'Schlafsack') return Math.round(size / 20);
  return Math.floor((size - 50) / 18);
}

const sameWord = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLocaleLowerCase('de') === (b ?? '').trim().toLocaleLowerCase('de');

function withinBand(item: AnnouncedItemFacts, sale: ComparableSale, distance: number): boolean {
  // An item without a size (audio figures, most accessories) is compared with any size.
  if (item.size === null) return true;
  if (sale.size === null) return false;
  const apart = Math.abs(sizeBand(item.category, item.size) - sizeBand(sale.category, sale.size));
  return apart <= distance;
}

/** The median, halfway between the middle two of an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What the owner's factors say an item of this brand rating and condition is worth, relatively. */
function weight(
  factors: PriceFactors,
  facts: { brandRating: number | null; condition: Condition },
) {
  const rating = String(facts.brandRating ?? 3) as keyof PriceFactors['brandRatingFactor'];
  return (factors.brandRatingFactor[rating] ?? 1) * factors.conditionFactor[facts.condition];
}

const STEP_CENTS = 50;

/**
 * The suggestion for an announced item. `factors` are the owner's price factors; `ownBasePrices`
 * says whether she set them herself (only then are her base prices a fallback: the shop's built-in
 * defaults know nothing of her sales). Each sale is carried over to the item by the factors
 * (price ÷ its brand and condition weight × the item's), which changes nothing while brand and
 * condition are the item's own; the median is rounded to 0,50 € and never below the factors'
 * minimum price. `minItemValueCents`: below it the shop takes no item.
 */
export function suggestAnnouncedPrice(
  item: AnnouncedItemFacts,
  sales: readonly ComparableSale[],
  factors: PriceFactors,
  ownBasePrices: boolean,
  minItemValueCents: Cents,
): PriceSuggestion {
  const ofType = sales.filter(
    (sale) => sale.category === item.category && sameWord(sale.name, item.name),
  );
  const itemWeight = weight(factors, item);
  const finish = (exactCents: number) =>
    Math.max(factors.minimumPriceCents, Math.round(exactCents / STEP_CENTS) * STEP_CENTS);
  for (const step of STEPS) {
    const alike = ofType.filter(
      (sale) =>
        (!step.sameBrand || sameWord(sale.brand, item.brand)) &&
        (!step.sameCondition || sale.condition === item.condition) &&
        withinBand(item, sale, step.bandDistance),
    );
    if (alike.length < MIN_SALES) continue;
    const carried = alike.map((sale) => (sale.priceCents / weight(factors, sale)) * itemWeight);
    const priceCents = finish(median(carried));
    return {
      kind: 'sales',
      priceCents,
      sales: alike.length,
      step: step.id,
      belowMinimum: priceCents < minItemValueCents,
    };
  }
  if (!ownBasePrices) return { kind: 'none', belowMinimum: false };
  const priceCents = suggestPriceCents(factors, item);
  return { kind: 'basePrice', priceCents, belowMinimum: priceCents < minItemValueCents };
}

/** What the seller reads: "Vorschlag: 6,50 € (aus 12 Verkäufen)". */
export function suggestionText(suggestion: PriceSuggestion): string {
  switch (suggestion.kind) {
    case 'sales':
      return `Vorschlag: ${formatEuro(suggestion.priceCents)} (aus ${suggestion.sales} ${
        suggestion.sales === 1 ? 'Verkauf' : 'Verkäufen'
      })`;
    case 'basePrice':
      return `Vorschlag: ${formatEuro(suggestion.priceCents)} (Richtpreis des Shops)`;
    case 'none':
      return 'Noch kein Preisvorschlag';
  }
}

/** The note under an item the shop would not take: "Lohnt sich leider nicht – …". */
export function belowMinimumText(minItemValueCents: Cents): string {
  return `Lohnt sich leider nicht – wir nehmen Artikel ab ${formatEuro(minItemValueCents)}.`;
}
