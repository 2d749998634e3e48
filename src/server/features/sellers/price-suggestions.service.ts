import { sql } from 'drizzle-orm';
import {
  belowMinimumText,
  suggestAnnouncedPrice,
  suggestionText,
  type AnnouncedItemFacts,
  type PriceSuggestion,
} from '../../../domain/announced-price.ts';
import type { PriceSuggestionAnswer } from '../../../domain/api/seller-bags.ts';
import type { Category, Condition } from '../../../domain/catalog.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { listSoldAlike, type SoldAlike } from '../../aggregates/sales.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { readPriceFactors } from '../../aggregates/price-factors.ts';

type ItemToPrice = {
  category: Category;
  name: string;
  brand: string | null;
  size: number | null;
  condition: Condition;
};

/**
 * Suggests prices for announced items from the shop's sales (domain/announced-price.ts). The sales
 * of each category and type are read once however many items of the bag share them.
 */
export function priceSuggester(db: DatabaseOrTransaction, minItemEuros: number) {
  const salesOfType = new Map<string, Promise<SoldAlike[]>>();
  const ratings = new Map<string, Promise<number | null>>();
  const factorsRead = readPriceFactors(db);
  const minItemValueCents = minItemEuros * 100;

  const ratingOf = (brand: string | null) => {
    if (brand === null) return Promise.resolve(null);
    const key = brand.toLocaleLowerCase('de');
    let rating = ratings.get(key);
    if (rating === undefined) {
      rating = db
        .select({ rating: brands.rating })
        .from(brands)
        .where(sql`lower(${brands.name}) = lower(${brand})`)
        .then((rows) => rows[0]?.rating ?? null);
      ratings.set(key, rating);
    }
    return rating;
  };

  return async (item: ItemToPrice): Promise<PriceSuggestion> => {
    const key = `${item.category}\u0000${item.name.trim().toLocaleLowerCase('de')}`;
    let sales = salesOfType.get(key);
    if (sales === undefined) {
      sales = listSoldAlike(db, item.category, item.name);
      salesOfType.set(key, sales);
    }
    const facts: AnnouncedItemFacts = { ...item, brandRating: await ratingOf(item.brand) };
    const { factors, own } = await factorsRead;
    const comparable = (await sales).map((sale) => ({
      ...sale,
      category: item.category,
      priceCents: sale.salePriceCents,
    }));
    return suggestAnnouncedPrice(facts, comparable, factors, own, minItemValueCents);
  };
}

/** A suggestion as the seller reads it. */
export function suggestionAnswer(
  suggestion: PriceSuggestion,
  minItemEuros: number,
): PriceSuggestionAnswer {
  return {
    kind: suggestion.kind,
    price: suggestion.kind === 'none' ? null : centsToEuros(suggestion.priceCents),
    sales: suggestion.kind === 'sales' ? suggestion.sales : 0,
    text: suggestionText(suggestion),
    belowMinimum: suggestion.belowMinimum ? belowMinimumText(minItemEuros * 100) : null,
  };
}
