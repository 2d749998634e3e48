import { assertNonNegativeCents, assertPercent, roundToCents } from './money.ts';
import type { Cents } from './money.ts';

/**
 * The price a customer pays for one item (docs/product.md §9.4): on sale, price × (1 − discount /
 * 100) rounded to whole cents (half away from zero); otherwise the price itself.
 * The discount is ignored when the item is not on sale.
 */
export function salePriceCents(priceCents: Cents, sale: boolean, discountPercent: number): Cents {
  assertNonNegativeCents(priceCents, 'priceCents');
  if (!sale) return priceCents;
  assertPercent(discountPercent, 'discountPercent');
  // Multiply before dividing: with whole percents the product is exact, so halves stay halves.
  return roundToCents((priceCents * (100 - discountPercent)) / 100);
}
