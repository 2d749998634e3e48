import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../lib/testing/test-product.ts';
import {
  addCartItem,
  cartHeader,
  cartItemsTotals,
  createClientId,
  removeCartItem,
} from './cart-items.ts';

const product = testProduct;

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('addCartItem', () => {
  it('appends a new item', () => {
    expect(addCartItem([product({ _id: A })], product({ _id: B })).map((i) => i._id)).toEqual([
      A,
      B,
    ]);
  });

  it('replaces an item with the same _id in place', () => {
    const cart = [product({ _id: A, price: 5 }), product({ _id: B })];
    const next = addCartItem(cart, product({ _id: A, price: 7 }));
    expect(next).toHaveLength(2);
    expect(next[0]?.price).toBe(7);
  });
});

describe('removeCartItem', () => {
  it('removes by _id and leaves others', () => {
    expect(removeCartItem([product({ _id: A }), product({ _id: B })], A).map((i) => i._id)).toEqual(
      [B],
    );
  });
});

describe('cartItemsTotals', () => {
  it('sums the sale prices with the domain rule', () => {
    const totals = cartItemsTotals([
      product({ _id: A, price: 10 }),
      product({ _id: B, price: 9.99, sale: true, discount: 50 }),
    ]);
    expect(totals.subtotalCents).toBe(1000 + 500);
    expect(totals.valueToPayCents).toBe(1500);
  });

  it('is zero for an empty cart', () => {
    expect(cartItemsTotals([]).totalCents).toBe(0);
  });
});

describe('cartHeader', () => {
  it('joins ids with commas', () => {
    expect(cartHeader([{ _id: A }, { _id: B }])).toBe(`${A},${B}`);
    expect(cartHeader([])).toBe('');
  });
});

describe('createClientId', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses randomUUID when available', () => {
    expect(createClientId(crypto)).toMatch(UUID_V4);
  });

  it('builds a v4 uuid from random bytes otherwise', () => {
    const fallback = {
      getRandomValues: crypto.getRandomValues.bind(crypto),
    };
    expect(createClientId(fallback)).toMatch(UUID_V4);
  });
});
