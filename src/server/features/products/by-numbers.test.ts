import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsByNumbersResponseSchema } from '../../../domain/api/wish-list.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const current = new Date('2026-11-24T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(current) });
});
afterAll(() => t.close());

function byNumbers(query: string, clientId?: string) {
  return t.app.inject({
    url: `/api/products/by-numbers?${query}`,
    headers: clientId ? { userid: clientId } : {},
  });
}

describe('GET /api/products/by-numbers', () => {
  it('answers the items for sale, reserved and sold in the order asked; the rest not found', async () => {
    const free = await insertProduct(t.db, { priceCents: 1299, sale: true, discount: 50 });
    const othersHold = await insertProduct(t.db, {
      reservedBy: randomUUID(),
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const sold = await insertProduct(t.db, { status: 'sold' });
    const inactive = await insertProduct(t.db, { status: 'inactive' });
    const missing = 2_000_000_000;

    const response = await byNumbers(
      `itemNumbers=${[sold, free, othersHold, inactive].map((p) => p.itemNumber).join(',')},${missing},${free.itemNumber}`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = productsByNumbersResponseSchema.parse(response.json());
    expect(body.products.map((p) => p.itemNumber)).toEqual([
      sold.itemNumber,
      free.itemNumber,
      othersHold.itemNumber,
    ]);
    expect(body.products[0]).toMatchObject({ isSold: true, lowestPriorPrice: null });
    expect(body.products[1]).toMatchObject({
      price: 12.99,
      sale: true,
      discount: 50,
      isSold: false,
    });
    expect(body.products[2]?.reservedUntil).not.toBeNull();
    expect(body.products[2]?.reservedBy).toBeNull();
    expect(body.notFound).toEqual([inactive.itemNumber, missing]);
  });

  it('gives the 30-day reference of a lowered regular price too', async () => {
    const product = await insertProduct(t.db, { priceCents: 1000 });
    const before = productsByNumbersResponseSchema.parse(
      (await byNumbers(`itemNumbers=${product.itemNumber}`)).json(),
    );
    expect(before.products[0]?.lowestPrice30Days).toBeNull();
    await t.db.execute(sql`update products set price_cents = 800 where id = ${product.id}`);
    const after = productsByNumbersResponseSchema.parse(
      (await byNumbers(`itemNumbers=${product.itemNumber}`)).json(),
    );
    expect(after.products[0]).toMatchObject({ price: 8, lowestPrice30Days: 10 });
  });

  it('accepts repeated parameters and an empty list', async () => {
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    const repeated = await byNumbers(`itemNumbers=${a.itemNumber}&itemNumbers=${b.itemNumber}`);
    expect(repeated.json().products).toHaveLength(2);
    const empty = await byNumbers('itemNumbers=');
    expect(empty.json()).toEqual({ products: [], notFound: [] });
  });

  it('answers 400, never 5xx, to junk and to more than 100 numbers', async () => {
    for (const query of [
      'itemNumbers=abc',
      'itemNumbers=0',
      'itemNumbers=-1',
      'itemNumbers=1.5',
      'itemNumbers=99999999999',
      `itemNumbers=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
    ]) {
      const response = await byNumbers(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Die Anfrage ist ungültig.');
    }
  });
});
