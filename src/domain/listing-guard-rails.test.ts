import { describe, expect, it } from 'vitest';
import { LISTING_CONFIRMATIONS, listingConfirmations } from './listing-guard-rails.ts';

const ordinary = { priceCents: 499, sale: false, discount: 0, photoCount: 2 };

describe('listingConfirmations', () => {
  it('asks nothing for an ordinary item', () => {
    expect(listingConfirmations(ordinary)).toEqual([]);
  });

  it('asks about a price of 0 €, a 100 % sale and a missing photo, each by name', () => {
    expect(listingConfirmations({ ...ordinary, priceCents: 0 })).toEqual([
      'Wirklich für 0,00 € einstellen?',
    ]);
    expect(listingConfirmations({ ...ordinary, sale: true, discount: 100 })).toEqual([
      'Wirklich mit 100 % Rabatt einstellen?',
    ]);
    expect(listingConfirmations({ ...ordinary, photoCount: 0 })).toEqual([
      'Wirklich ohne Foto einstellen?',
    ]);
    expect(
      listingConfirmations({ priceCents: 0, sale: true, discount: 100, photoCount: 0 }),
    ).toEqual(Object.values(LISTING_CONFIRMATIONS));
  });

  it('does not ask about a discount of 100 % that is not on sale, or a 99 % sale', () => {
    expect(listingConfirmations({ ...ordinary, sale: false, discount: 100 })).toEqual([]);
    expect(listingConfirmations({ ...ordinary, sale: true, discount: 99 })).toEqual([]);
  });
});
