import { describe, expect, it } from 'vitest';
import { salePriceCents } from './pricing.ts';

describe('salePriceCents', () => {
  it.each([
    // price, sale, discount %, expected
    [1299, true, 30, 909], // 12,99 € −30 % = 9,093 → 9,09 €
    [500, true, 50, 250], // 5,00 € −50 % → 2,50 €
    [333, true, 15, 283], // 3,33 € −15 % = 2,8305 → 2,83 €
    [1000, true, 50, 500],
    [800, true, 50, 400],
    [110, true, 15, 94], // 0,935 € is a half: rounds up to 0,94 €
    [5, true, 50, 3], // 2,5 cents rounds up
    [999, true, 0, 999],
    [999, true, 100, 0],
    [1999, true, 12.5, 1749], // 17,49125 €
    [1299, false, 30, 1299], // not on sale: discount ignored
    [1299, false, 250, 1299], // even a nonsense discount is ignored when not on sale
    [0, true, 30, 0],
  ])('%s cents, sale %s, −%s %% → %s cents', (price, sale, discount, expected) => {
    expect(salePriceCents(price, sale, discount)).toBe(expected);
  });

  it.each([
    [1299, true, 101],
    [1299, true, -5],
    [12.99, true, 10],
    [-100, false, 0],
  ])('rejects price %s, sale %s, discount %s', (price, sale, discount) => {
    expect(() => salePriceCents(price, sale, discount)).toThrow(RangeError);
  });
});
