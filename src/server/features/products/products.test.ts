import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema, productSchema } from '../../../domain/api/product.ts';
import { currentPriceCents } from '../../../domain/price-steps.ts';
import { salePriceCents } from '../../../domain/pricing.ts';
import { products } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBrand, insertProduct } from '../../test/fixtures.ts';
import { listProducts } from './products.service.ts';

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
});
afterAll(() => t.close());

describe('GET /api/products/newbees', () => {
  it('lists active items newest first with the spec fields, prices in euros', async () => {
    const brand = await insertBrand(t.db, { name: 'Sterntaler' });
    const older = await insertProduct(t.db, {
      brandId: brand.id,
      priceCents: 1299,
      sale: true,
      discount: 30,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    const newer = await insertProduct(t.db, {
      category: 'Accessoires',
      name: 'Mütze',
      size: null,
      sizeHat: [44, 46],
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    await insertProduct(t.db, { status: 'sold', createdAt: new Date('2026-11-21T10:00:00Z') });
    await insertProduct(t.db, { status: 'inactive', createdAt: new Date('2026-11-21T10:00:00Z') });

    const response = await t.app.inject({ method: 'GET', url: '/api/products/newbees' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((p: { _id: string }) => p._id)).toEqual([newer.id, older.id]);
    const first = productSchema.parse(body[1]);
    expect(first).toMatchObject({
      itemNumber: older.itemNumber,
      category: 'Kleidung',
      brand: 'Sterntaler',
      size: 86,
      price: 12.99,
      sale: true,
      discount: 30,
      reservedUntil: null,
      reservedBy: null,
    });
    expect(first.image?.avif).toBe('/images/testimage.avif');
    expect(first.images[0]?.lowres).toBe('/images/testimage-lowres.webp');
    expect(body[0]).toMatchObject({ sizeHat: [44, 46], size: null, brand: null });
  });

  it('shows a live reservation, and reveals its holder only to that client', async () => {
    const holder = randomUUID();
    const reserved = await insertProduct(t.db, {
      reservedBy: holder,
      reservedUntil: new Date(now.getTime() + 10 * 60_000),
      createdAt: new Date('2026-11-22T09:00:00Z'),
    });
    const expired = await insertProduct(t.db, {
      reservedBy: randomUUID(),
      reservedUntil: new Date(now.getTime() - 60_000),
      createdAt: new Date('2026-11-22T08:00:00Z'),
    });

    const asOther = (await t.app.inject({ url: '/api/products/newbees' })).json();
    const asHolder = (
      await t.app.inject({ url: '/api/products/newbees', headers: { userid: holder } })
    ).json();

    const find = (list: { _id: string }[], id: string) => list.find((p) => p._id === id);
    expect(find(asOther, reserved.id)).toMatchObject({
      reservedUntil: '2026-11-22T10:10:00.000Z',
      reservedBy: null,
    });
    expect(find(asHolder, reserved.id)).toMatchObject({ reservedBy: holder });
    expect(find(asOther, expired.id)).toMatchObject({ reservedUntil: null, reservedBy: null });
  });

  it('rejects a malformed client id header with 400', async () => {
    const response = await t.app.inject({
      url: '/api/products/newbees',
      headers: { userid: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/products (listing)', () => {
  let listing: TestApp;
  let winterBrandId: number;
  beforeAll(async () => {
    listing = await createTestApp({ clock: fixedClock(now) });
    const brand = await insertBrand(listing.db, { name: 'Name it' });
    winterBrandId = brand.id;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10));
    await insertProduct(listing.db, {
      itemNumber: 1,
      size: 86,
      priceCents: 1000,
      season: 'Winter',
      brandId: brand.id,
      createdAt: day(1),
    });
    await insertProduct(listing.db, {
      itemNumber: 2,
      size: 92,
      priceCents: 800,
      season: 'Sommer',
      createdAt: day(2),
    });
    await insertProduct(listing.db, {
      itemNumber: 3,
      size: 86,
      priceCents: 1200,
      sale: true,
      discount: 50,
      season: 'Winter',
      condition: 'Gut',
      createdAt: day(3),
    });
    await insertProduct(listing.db, {
      itemNumber: 4,
      size: 104,
      priceCents: 300,
      season: 'Übergang',
      createdAt: day(4),
    });
    await insertProduct(listing.db, {
      itemNumber: 5,
      category: 'Schlafsack',
      size: 90,
      priceCents: 1500,
      createdAt: day(5),
    });
    await insertProduct(listing.db, {
      itemNumber: 6,
      category: 'Accessoires',
      size: null,
      sizeHat: [44, 46],
      createdAt: day(6),
    });
    await insertProduct(listing.db, { itemNumber: 7, size: 86, status: 'sold', createdAt: day(7) });
  });
  afterAll(() => listing.close());

  const itemNumbers = async (query: string) => {
    const response = await listing.app.inject({ url: `/api/products?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json().products as { itemNumber: number }[]).map((p) => p.itemNumber);
  };

  it.each([
    ['category=Kleidung', [4, 3, 2, 1]],
    ['category=Kleidung&sizes=86', [3, 1]],
    ['category=Kleidung&sizes=86,92', [3, 2, 1]],
    ['category=Kleidung&seasons=Winter,%C3%9Cbergang', [4, 3, 1]],
    ['category=Kleidung&conditions=Gut', [3]],
    ['category=Kleidung&sale=true', [3]],
    ['category=Kleidung&brands=name%20it', [1]],
    ['category=Kleidung&sort=price-asc', [4, 3, 2, 1]],
    ['category=Kleidung&sort=price-desc', [1, 2, 3, 4]],
    ['category=Accessoires&sizes=46', [6]],
    ['category=Schlafsack', [5]],
    // Sizes and seasons are read by one prepared statement per shape, whatever the lists hold
    // (decision 086): the same statement with other values and lengths, one after the other.
    ['category=Kleidung&sizes=86&seasons=Winter&sort=price-asc', [3, 1]],
    ['category=Kleidung&sizes=92,104&seasons=Sommer,%C3%9Cbergang&sort=price-asc', [4, 2]],
    ['category=Kleidung&sizes=104&seasons=Winter&sort=price-asc', []],
    ['category=Kleidung&sizes=86,92&sale=true', [3]],
    ['category=Accessoires&sizes=44,50', [6]],
    // A brand or a condition besides: built for the request (decision 086).
    ['category=Kleidung&sizes=86&brands=name%20it', [1]],
    ['category=Kleidung&seasons=Winter&conditions=Gut', [3]],
  ])('%s → %j (sold items never listed)', async (query, expected) => {
    expect(await itemNumbers(query)).toEqual(expected);
  });

  it('sorts by the price after the sale discount', async () => {
    // Item 3 costs 12,00 € but 6,00 € on sale: cheaper than item 2 (8,00 €).
    const order = await itemNumbers('category=Kleidung&sort=price-asc');
    expect(order.indexOf(3)).toBeLessThan(order.indexOf(2));
  });

  it('pages with a total', async () => {
    const response = await listing.app.inject({
      url: '/api/products?category=Kleidung&pageSize=3&page=2',
    });
    expect(response.json()).toMatchObject({
      total: 4,
      page: 2,
      pageSize: 3,
      pageCount: 2,
      hasMore: false,
    });
    expect(response.json().products).toHaveLength(1);
    const first = await listing.app.inject({ url: '/api/products?category=Kleidung&pageSize=3' });
    expect(first.json()).toMatchObject({ total: 4, hasMore: true });
    const exact = await listing.app.inject({ url: '/api/products?category=Kleidung&pageSize=4' });
    expect(exact.json()).toMatchObject({ total: 4, hasMore: false });
  });

  it.each(['newest', 'price-asc', 'price-desc'] as const)(
    'reads %s in the same order whether it expects few matches or many',
    async (sort) => {
      const query = productListQuerySchema.parse({ category: 'Kleidung', sort });
      const numbers = async (expectedMatches?: number) =>
        (await listProducts(listing.db, query, { expectedMatches })).rows.map(
          (row) => row.itemNumber,
        );
      expect(await numbers(0)).toEqual(await numbers(undefined));
      expect(await numbers(undefined)).toHaveLength(4);
    },
  );

  it('knows exactly whether more follows while the cached total lags behind', async () => {
    const before = await listing.app.inject({ url: '/api/products?category=Schlafsack' });
    expect(before.json()).toMatchObject({ total: 1, hasMore: false });
    const added = await insertProduct(listing.db, { category: 'Schlafsack', size: 70 });
    const after = await listing.app.inject({
      url: '/api/products?category=Schlafsack&pageSize=1',
    });
    // The count is kept for half a minute, but the page itself is never contradicted.
    expect(after.json()).toMatchObject({ hasMore: true, total: 2 });
    const page2 = await listing.app.inject({
      url: '/api/products?category=Schlafsack&pageSize=1&page=2',
    });
    expect(page2.json()).toMatchObject({ hasMore: false });
    expect(page2.json().products).toHaveLength(1);
    await listing.db.delete(products).where(eq(products.id, added.id));
  });

  it.each([
    'category=Hosen',
    'sizes=abc',
    'sort=cheapest',
    'pageSize=1000',
    'page=0',
    'seasons=Herbst',
  ])('rejects %s with 400', async (query) => {
    const response = await listing.app.inject({ url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
  });

  it('offers only filter values of items in stock', async () => {
    const response = await listing.app.inject({ url: '/api/products/filters?category=Kleidung' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sizes: [86, 92, 104],
      sizeGroups: [{ kind: 'clothing', sizes: [86, 92, 104] }],
      brands: ['Name it'],
      seasons: expect.arrayContaining(['Winter', 'Sommer', 'Übergang']),
      conditions: expect.arrayContaining(['Sehr gut', 'Gut']),
      saleCount: 1,
    });
    expect(winterBrandId).toBeGreaterThan(0);
  });
});

describe('GET /api/products/:itemNumber', () => {
  it('shows the manufacturer, and the EU responsible person for one outside the EU', async () => {
    const brand = await insertBrand(t.db, {
      name: 'Frugi',
      manufacturerName: 'Frugi Ltd',
      street: '1 Harbour Road',
      postalCode: 'TR1 1AA',
      city: 'Truro',
      country: 'Vereinigtes Königreich',
      email: 'hello@frugi.example',
      isEurope: false,
      euName: 'Frugi EU GmbH',
      euStreet: 'Hafenstraße 2',
      euPostalCode: '20457',
      euCity: 'Hamburg',
      euCountry: 'Deutschland',
      euEmail: 'eu@frugi.example',
    });
    const product = await insertProduct(t.db, { brandId: brand.id, condition: 'Geliebt' });

    const response = await t.app.inject({ url: `/api/products/${product.itemNumber}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      itemNumber: product.itemNumber,
      condition: 'Geliebt',
      isSold: false,
      manufacturer: {
        name: 'Frugi Ltd',
        address: { street: '1 Harbour Road', postalcode: 'TR1 1AA', city: 'Truro' },
        email: 'hello@frugi.example',
        isEurope: false,
        euResponsible: {
          name: 'Frugi EU GmbH',
          address: { street: 'Hafenstraße 2', postalcode: '20457', city: 'Hamburg' },
          email: 'eu@frugi.example',
        },
      },
    });
  });

  it('names the shop itself when the manufacturer is unknown', async () => {
    const product = await insertProduct(t.db, { brandId: null });
    const response = await t.app.inject({ url: `/api/products/${product.itemNumber}` });
    expect(response.json().manufacturer).toMatchObject({
      name: 'Kinderkiste',
      email: 'hallo@kinderkiste.example',
      euResponsible: null,
    });
  });

  it('shows a sold item as sold, hides a deactivated one, and 404s unknown numbers', async () => {
    const sold = await insertProduct(t.db, { status: 'sold' });
    const inactive = await insertProduct(t.db, { status: 'inactive' });
    expect((await t.app.inject({ url: `/api/products/${sold.itemNumber}` })).json()).toMatchObject({
      isSold: true,
    });
    expect((await t.app.inject({ url: `/api/products/${inactive.itemNumber}` })).statusCode).toBe(
      404,
    );
    const missing = await t.app.inject({ url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Diesen Artikel gibt es nicht (mehr).');
    expect((await t.app.inject({ url: '/api/products/abc' })).statusCode).toBe(400);
  });
});

describe('sale_price_cents (PostgreSQL) agrees with domain/pricing.ts', () => {
  it('for every discount on a spread of prices', async () => {
    const prices = [1, 5, 99, 250, 333, 499, 999, 1299, 3333, 3900];
    const discounts = [0, 1, 5, 10, 15, 20, 25, 30, 33, 50, 66, 75, 99, 100];
    const rows = [];
    for (const priceCents of prices) {
      for (const discount of discounts) {
        rows.push(await insertProduct(t.db, { priceCents, discount, sale: true }));
      }
    }
    for (const row of rows) {
      expect(row.salePriceCents).toBe(salePriceCents(row.priceCents, true, row.discount));
    }
  });

  it('takes the deeper of sale and price step, as domain/price-steps.ts does (decision 076)', async () => {
    const cases = [
      { priceCents: 499, sale: false, discount: 0, priceStepPercent: 20 },
      { priceCents: 1299, sale: true, discount: 30, priceStepPercent: 20 },
      { priceCents: 333, sale: true, discount: 10, priceStepPercent: 40 },
      { priceCents: 250, sale: false, discount: 50, priceStepPercent: 10 },
      { priceCents: 3900, sale: false, discount: 0, priceStepPercent: 0 },
    ];
    for (const item of cases) {
      const row = await insertProduct(t.db, item);
      expect(row.salePriceCents, JSON.stringify(item)).toBe(currentPriceCents(item));
      // The trigger keeps it on every change, whoever writes.
      const [changed] = await t.db
        .update(products)
        .set({ priceCents: item.priceCents + 101 })
        .where(eq(products.id, row.id))
        .returning();
      expect(changed!.salePriceCents).toBe(
        currentPriceCents({ ...item, priceCents: item.priceCents + 101 }),
      );
    }
  });
});
