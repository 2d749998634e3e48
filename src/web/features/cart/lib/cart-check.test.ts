import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/api/product.ts';
import { testProduct } from './test-product.ts';
import { applyCartCheck } from './cart-check.ts';

const product = (id: string, overrides: Partial<Product> = {}) =>
  testProduct({ _id: id, ...overrides });

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('applyCartCheck', () => {
  it('keeps an unchanged cart unchanged', () => {
    const cart = [product(A), product(B)];
    const outcome = applyCartCheck(cart, {
      products: [product(A), product(B)],
      soldProducts: [],
      notFound: [],
    });
    expect(outcome.changed).toBe(false);
    expect(outcome.droppedIds).toEqual([]);
    expect(outcome.items.map((item) => item._id)).toEqual([A, B]);
  });

  it('drops sold, reserved-by-others and unknown items', () => {
    const cart = [product(A), product(B), product(C)];
    const outcome = applyCartCheck(cart, {
      products: [product(A)],
      soldProducts: [product(B, { reservedUntil: '2099-01-01T00:00:00.000Z' })],
      notFound: [C],
    });
    expect(outcome.changed).toBe(true);
    expect(outcome.droppedIds).toEqual([B, C]);
    expect(outcome.items.map((item) => item._id)).toEqual([A]);
  });

  it('updates price, sale and discount of the rest', () => {
    const outcome = applyCartCheck([product(A, { price: 10 })], {
      products: [product(A, { price: 8, sale: true, discount: 50 })],
      soldProducts: [],
      notFound: [],
    });
    expect(outcome.changed).toBe(true);
    expect(outcome.items[0]).toMatchObject({ price: 8, sale: true, discount: 50 });
  });

  it('takes the lowest prior price along, also into a snapshot stored before it existed', () => {
    const { lowestPriorPrice: _dropped, ...oldSnapshot } = product(A, { sale: true, discount: 50 });
    const outcome = applyCartCheck([oldSnapshot as Product], {
      products: [product(A, { sale: true, discount: 50, lowestPriorPrice: 10 })],
      soldProducts: [],
      notFound: [],
    });
    expect(outcome.changed).toBe(false);
    expect(outcome.items[0]?.lowestPriorPrice).toBe(10);
  });
});
