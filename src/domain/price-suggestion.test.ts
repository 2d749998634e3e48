import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FACTORS, suggestPriceCents } from './price-suggestion.ts';

describe('suggestPriceCents', () => {
  it.each([
    // category, condition, rating → cents
    ['Kleidung', 'Sehr gut', 3, 600], // 6,00 × 1 × 1
    ['Kleidung', 'Gut', 3, 500], // 4,80 → 5,00
    ['Kleidung', 'Geliebt', 3, 350], // 3,30 → 3,50
    ['Kleidung', 'Sehr gut', 5, 900], // 6,00 × 1,5
    ['Kleidung', 'Geliebt', 1, 250], // 2,31 → 2,50
    ['Schlafsack', 'Gut', 4, 1800], // 18 × 0,8 × 1,25
    ['Accessoires', 'Geliebt', 1, 200], // 1,925 → 2,00
    ['Kleidung', 'Sehr gut', null, 600], // unrated counts as 3
  ] as const)('%s, %s, rating %s → %i cents', (category, condition, brandRating, cents) => {
    expect(suggestPriceCents(DEFAULT_PRICE_FACTORS, { category, condition, brandRating })).toBe(
      cents,
    );
  });

  it('never suggests less than the minimum', () => {
    const factors = { ...DEFAULT_PRICE_FACTORS, minimumPriceCents: 300 };
    expect(
      suggestPriceCents(factors, { category: 'Accessoires', condition: 'Geliebt', brandRating: 1 }),
    ).toBe(300);
  });
});
