import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCartResponseSchema } from '../../../domain/api/cart.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const current = new Date('2026-11-22T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(current) });
});
afterAll(() => t.close());

function checkCart(productIds: string[], clientId?: string) {
  return t.app.inject({
    url: `/api/products/checkcart?productids=${productIds.join(',')}`,
    headers: clientId ? { userid: clientId } : {},
  });
}

describe('GET /api/products/checkcart', () => {
  it('sorts the cart into products, soldProducts and notFound', async () => {
    const me = randomUUID();
    const free = await insertProduct(t.db, { priceCents: 1299, sale: true, discount: 50 });
    const mine = await insertProduct(t.db, {
      reservedBy: me,
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const othersHold = await insertProduct(t.db, {
      reservedBy: randomUUID(),
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const lapsed = await insertProduct(t.db, {
      reservedBy: randomUUID(),
      reservedUntil: new Date(current.getTime() - 1),
    });
    const sold = await insertProduct(t.db, { status: 'sold' });
    const inactive = await insertProduct(t.db, { status: 'inactive' });
    const missing = randomUUID();

    const response = await checkCart(
      [free.id, mine.id, othersHold.id, lapsed.id, sold.id, inactive.id, missing],
      me,
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = checkCartResponseSchema.parse(response.json());
    expect(body.products.map((p) => p._id)).toEqual([free.id, mine.id, lapsed.id]);
    expect(body.products[0]).toMatchObject({ price: 12.99, sale: true, discount: 50 });
    expect(body.products[1]?.reservedBy).toBe(me);
    expect(body.soldProducts.map((p) => p._id)).toEqual([othersHold.id, sold.id]);
    expect(body.soldProducts[0]?.reservedBy).toBeNull();
    expect(body.notFound).toEqual([inactive.id, missing]);
  });

  it('accepts repeated productids parameters and an empty list', async () => {
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    const repeated = await t.app.inject({
      url: `/api/products/checkcart?productids=${a.id}&productids=${b.id}`,
    });
    expect(repeated.json().products).toHaveLength(2);
    const empty = await t.app.inject({ url: '/api/products/checkcart?productids=' });
    expect(empty.json()).toEqual({ products: [], soldProducts: [], notFound: [] });
  });

  it('rejects ids that are not uuids with a German message', async () => {
    const response = await t.app.inject({ url: '/api/products/checkcart?productids=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Anfrage ist ungültig.');
  });
});
