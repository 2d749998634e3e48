import { describe, expect, it } from 'vitest';
import { sellerBalanceCents, sellerShareCents } from './seller-share.ts';

describe('sellerShareCents', () => {
  it.each([
    [1000, 50, 500],
    [999, 50, 500], // 4,995 € → 5,00 €
    [333, 60, 200], // 1,998 € → 2,00 €
    [250, 40, 100],
    [1299, 0, 0],
    [1299, 100, 1299],
  ])('%i cents at %i %% → %i cents', (price, percent, share) => {
    expect(sellerShareCents(price, percent)).toBe(share);
  });
});

describe('sellerBalanceCents', () => {
  it('subtracts payouts from the shares', () => {
    expect(sellerBalanceCents([500, 200, 100], [300])).toBe(500);
    expect(sellerBalanceCents([], [])).toBe(0);
  });
});
