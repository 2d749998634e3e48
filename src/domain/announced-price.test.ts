import { describe, expect, it } from 'vitest';
import {
  belowMinimumText,
  median,
  sizeBand,
  suggestAnnouncedPrice,
  suggestionText,
  type AnnouncedItemFacts,
  type ComparableSale,
} from './announced-price.ts';
import { DEFAULT_PRICE_FACTORS } from './price-suggestion.ts';

const item: AnnouncedItemFacts = {
  category: 'Kleidung',
  name: 'Latzhose',
  brand: 'Frugi',
  brandRating: 3,
  size: 98,
  condition: 'Gut',
};
const sale = (priceCents: number, changes: Partial<ComparableSale> = {}): ComparableSale => ({
  ...item,
  priceCents,
  ...changes,
});
const factors = DEFAULT_PRICE_FACTORS;
const suggest = (sales: ComparableSale[], own = true, min = 300) =>
  suggestAnnouncedPrice(item, sales, factors, own, min);

describe('median', () => {
  it('takes the middle value, or halfway between the middle two', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([100, 200, 600, 1000])).toBe(400);
  });
});

describe('sizeBand', () => {
  it('puts three clothing sizes in a band, neighbours one apart', () => {
    expect([50, 56, 62].map((size) => sizeBand('Kleidung', size))).toEqual([0, 0, 0]);
    expect(sizeBand('Kleidung', 86)).toBe(sizeBand('Kleidung', 98));
    expect(sizeBand('Kleidung', 104) - sizeBand('Kleidung', 98)).toBe(1);
    expect(sizeBand('Schlafsack', 90) - sizeBand('Schlafsack', 70)).toBe(1);
  });
});

describe('suggestAnnouncedPrice', () => {
  it('is the median of five alike sales, rounded to 0,50 €', () => {
    const sales = [400, 500, 640, 800, 900].map((cents) => sale(cents));
    expect(suggest(sales)).toEqual({
      kind: 'sales',
      priceCents: 650,
      sales: 5,
      step: 'alike',
      belowMinimum: false,
    });
    expect(suggestionText(suggest(sales))).toBe('Vorschlag: 6,50\u00a0€ (aus 5 Verkäufen)');
  });

  it('compares type and brand without regard to case, and ignores other types', () => {
    const sales = [
      ...[600, 600, 600, 600, 600].map((cents) =>
        sale(cents, { name: ' latzhose', brand: 'FRUGI' }),
      ),
      ...[5000, 5000, 5000].map((cents) => sale(cents, { name: 'Jacke' })),
      sale(5000, { category: 'Accessoires' }),
    ];
    expect(suggest(sales)).toMatchObject({ kind: 'sales', priceCents: 600, sales: 5 });
  });

  it('drops the brand when fewer than five sales are of the same brand', () => {
    const sales = [
      ...[700, 700, 700, 700].map((cents) => sale(cents)),
      sale(300, { brand: 'H&M' }),
    ];
    expect(suggest(sales)).toMatchObject({ kind: 'sales', step: 'anyBrand', sales: 5 });
  });

  it('carries sales of other brands over by their brand rating factor', () => {
    // Rated 5 (factor 1,5): 9,00 € there is worth 6,00 € for a brand rated 3.
    const sales = [900, 900, 900, 900, 900].map((cents) =>
      sale(cents, { brand: 'Mini Boden', brandRating: 5 }),
    );
    expect(suggest(sales)).toMatchObject({ priceCents: 600, step: 'anyBrand' });
  });

  it('widens the size band to the neighbouring sizes next', () => {
    const sales = [
      ...[500, 500, 500].map((cents) => sale(cents, { size: 92 })),
      ...[500, 500].map((cents) => sale(cents, { size: 110 })),
      sale(9000, { size: 140 }),
    ];
    expect(suggest(sales)).toMatchObject({ step: 'nearSizes', sales: 5, priceCents: 500 });
  });

  it('last takes any condition, carried over by the condition factor', () => {
    // "Sehr gut" (1) sold for 10,00 €; the item is "Gut" (0,8): 8,00 €.
    const sales = [1000, 1000, 1000, 1000, 1000].map((cents) =>
      sale(cents, { condition: 'Sehr gut' }),
    );
    expect(suggest(sales)).toMatchObject({ step: 'anyCondition', priceCents: 800 });
  });

  it("falls back to the owner's base price when even the widest step has too few sales", () => {
    const sales = [sale(2000), sale(2000), sale(2000), sale(2000)];
    // 6,00 € × 0,8 (Gut) × 1 (rated 3) = 4,80 € → 5,00 €
    expect(suggest(sales)).toEqual({ kind: 'basePrice', priceCents: 500, belowMinimum: false });
    expect(suggestionText(suggest(sales))).toBe('Vorschlag: 5,00\u00a0€ (Richtpreis des Shops)');
  });

  it('suggests nothing without enough sales and without base prices of her own', () => {
    expect(suggest([], false)).toEqual({ kind: 'none', belowMinimum: false });
    expect(suggestionText(suggest([], false))).toBe('Noch kein Preisvorschlag');
  });

  it('says when the suggestion is below the minimum item value', () => {
    const sales = [200, 200, 250, 250, 250].map((cents) => sale(cents));
    expect(suggest(sales, true, 300)).toMatchObject({ priceCents: 250, belowMinimum: true });
    expect(suggest(sales, true, 250)).toMatchObject({ belowMinimum: false });
    expect(belowMinimumText(300)).toBe(
      'Lohnt sich leider nicht – wir nehmen Artikel ab 3,00\u00a0€.',
    );
  });

  it("never suggests less than the factors' minimum price", () => {
    const sales = [10, 10, 10, 10, 10].map((cents) => sale(cents));
    expect(suggest(sales)).toMatchObject({ priceCents: factors.minimumPriceCents });
  });

  it('compares an item without a size with sales of any size', () => {
    const noSize = { ...item, category: 'Tonies' as const, name: 'Tonie', brand: null, size: null };
    const sales = [800, 800, 800, 800, 800].map((cents) =>
      sale(cents, { category: 'Tonies', name: 'Tonie', brand: null, size: null }),
    );
    expect(suggestAnnouncedPrice(noSize, sales, factors, false, 300)).toMatchObject({
      kind: 'sales',
      step: 'alike',
      priceCents: 800,
    });
  });
});
