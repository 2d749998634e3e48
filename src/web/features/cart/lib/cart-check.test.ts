import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/api/product.ts';
import { testProduct } from '../../../lib/testing/test-product.ts';
import { applyCartCheck, cartUpdateNotice } from './cart-check.ts';

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

describe('cartUpdateNotice', () => {
  const hold = {
    reservedUntil: '2026-11-27T13:31:00.000Z',
    freeAgainAt: '2026-11-27T13:31:00.000Z',
  };

  it('is the plain notice when nothing was dropped as reserved', () => {
    const sold = product(B, { itemNumber: 1202 });
    expect(cartUpdateNotice({ products: [], soldProducts: [sold], notFound: [C] }, [B, C])).toBe(
      'Die Artikel in deinem Warenkorb wurden aktualisiert.',
    );
  });

  it('says a dropped item is reserved, not sold, and from when it may be free again', () => {
    const held = product(B, { itemNumber: 1202, name: 'Strampler', ...hold });
    expect(cartUpdateNotice({ products: [], soldProducts: [held], notFound: [] }, [B])).toBe(
      'Die Artikel in deinem Warenkorb wurden aktualisiert. Strampler (Nr. 1202) ist bereits reserviert. Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. 14:31 Uhr wieder frei.',
    );
    const pending = product(B, { itemNumber: 1202, ...hold, freeAgainAt: null });
    expect(cartUpdateNotice({ products: [], soldProducts: [pending], notFound: [] }, [B])).toBe(
      'Die Artikel in deinem Warenkorb wurden aktualisiert. Kleidung (Nr. 1202) ist bereits reserviert. Eine Zahlung für den Artikel wird gerade geprüft. Klappt sie nicht, ist er wieder frei.',
    );
  });

  it('names several reserved items together', () => {
    const first = product(A, { itemNumber: 1201, ...hold });
    const second = product(B, { itemNumber: 1202, ...hold });
    expect(
      cartUpdateNotice({ products: [], soldProducts: [first, second], notFound: [] }, [A, B]),
    ).toBe(
      'Die Artikel in deinem Warenkorb wurden aktualisiert. Bereits reserviert: Kleidung (Nr. 1201), Kleidung (Nr. 1202). Vielleicht werden sie wieder frei.',
    );
  });
});
