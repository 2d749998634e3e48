import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPriceSince,
  lowestPriorPriceCents,
  type PriceHistoryEntry,
} from '../../../domain/lowest-prior-price.ts';
import { productPriceHistory, products } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// PAngV § 11: sale items carry the lowest price of the 30 days before the reduction.

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Each test picks its items by a size of its own, so the sale actions touch only them. */
async function sale(size: number, action: 'start' | 'end', discount?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sale',
    headers: auth,
    payload: { action, discount, filter: { sizeMin: size, sizeMax: size } },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number };
}

async function history(productId: string) {
  return t.db
    .select({
      priceCents: productPriceHistory.priceCents,
      validFrom: productPriceHistory.validFrom,
    })
    .from(productPriceHistory)
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(asc(productPriceHistory.validFrom), asc(productPriceHistory.id));
}

async function detail(itemNumber: number) {
  const response = await t.app.inject({ url: `/api/products/${itemNumber}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { price: number; sale: boolean; lowestPriorPrice: number | null };
}

async function listed(size: number) {
  const response = await t.app.inject({ url: `/api/products?sizes=${size}&pageSize=60` });
  expect(response.statusCode).toBe(200);
  return response.json().products as { _id: string; lowestPriorPrice: number | null }[];
}

describe('the price history trigger', () => {
  it('records the first price at creation and every change of the selling price', async () => {
    const item = await insertProduct(t.db, { size: 301, priceCents: 1000, createdAt: daysAgo(90) });
    expect(await history(item.id)).toEqual([{ priceCents: 1000, validFrom: item.createdAt }]);

    await sale(301, 'start', 20);
    await sale(301, 'start', 20); // same discount, same price: nothing to record
    // A change that leaves the selling price alone is not recorded either.
    await t.db.update(products).set({ storageLocation: 'Kiste 9' }).where(eq(products.id, item.id));
    await sale(301, 'end');

    const rows = await history(item.id);
    expect(rows.map((row) => row.priceCents)).toEqual([1000, 800, 1000]);
    expect(rows[1]!.validFrom.getTime()).toBeGreaterThan(daysAgo(1).getTime());
  });
});

describe('lowestPriorPrice on the wire', () => {
  it('is the regular price after a sale starts, and null again once it ends', async () => {
    const item = await insertProduct(t.db, { size: 302, priceCents: 1250, createdAt: daysAgo(60) });
    const other = await insertProduct(t.db, { size: 302, priceCents: 900, createdAt: daysAgo(60) });
    await t.db.update(products).set({ size: 303 }).where(eq(products.id, other.id));
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBeNull();

    await sale(302, 'start', 20);
    expect(await detail(item.itemNumber)).toMatchObject({
      price: 12.5,
      sale: true,
      lowestPriorPrice: 12.5,
    });
    expect(await listed(302)).toEqual([
      expect.objectContaining({ _id: item.id, lowestPriorPrice: 12.5 }),
    ]);
    // Items not on sale carry null, in the same listing query.
    expect(await listed(303)).toEqual([
      expect.objectContaining({ _id: other.id, lowestPriorPrice: null }),
    ]);
    const newbees = (await t.app.inject({ url: '/api/products/newbees' })).json() as {
      _id: string;
      lowestPriorPrice: number | null;
    }[];
    expect(newbees.find((product) => product._id === item.id)?.lowestPriorPrice).toBe(12.5);
    const cart = await t.app.inject({ url: `/api/products/checkcart?productids=${item.id}` });
    expect(cart.json().products[0].lowestPriorPrice).toBe(12.5);
    const adminList = await t.app.inject({
      url: `/api/products/admin?search=${item.itemNumber}`,
      headers: auth,
    });
    expect(adminList.json().products).toEqual([
      expect.objectContaining({ _id: item.id, lowestPriorPrice: 12.5 }),
    ]);
    const adminItem = await t.app.inject({ url: `/api/admin/products/${item.id}`, headers: auth });
    expect(adminItem.json().lowestPriorPrice).toBe(12.5);

    await sale(302, 'end');
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBeNull();
  });

  it('is the same on a later listing page as on the first', async () => {
    const items = [];
    for (let day = 40; day < 45; day++) {
      items.push(
        await insertProduct(t.db, { size: 306, priceCents: 1000 + day, createdAt: daysAgo(day) }),
      );
    }
    await sale(306, 'start', 50);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await t.app.inject({
        url: `/api/products?sizes=306&pageSize=2&page=${page}`,
      });
      pages.push(
        ...(response.json().products as { itemNumber: number; lowestPriorPrice: number }[]),
      );
    }
    expect(pages.map((product) => [product.itemNumber, product.lowestPriorPrice])).toEqual(
      items.map((item) => [item.itemNumber, item.priceCents / 100]),
    );
  });

  it('follows the history when entries are changed or removed by hand', async () => {
    const item = await insertProduct(t.db, { size: 307, priceCents: 1000, createdAt: daysAgo(60) });
    await sale(307, 'start', 20);
    const first = and(
      eq(productPriceHistory.productId, item.id),
      eq(productPriceHistory.validFrom, item.createdAt),
    );
    await t.db.update(productPriceHistory).set({ priceCents: 950 }).where(first);
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBe(9.5);
    await t.db.delete(productPriceHistory).where(first);
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBeNull();
  });

  it('compares a deeper reduction with the earlier sale price', async () => {
    const item = await insertProduct(t.db, { size: 304, priceCents: 1000, createdAt: daysAgo(60) });
    await sale(304, 'start', 20);
    await sale(304, 'start', 30);
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBe(8);
  });

  it('is null for an item offered on sale from the start: there was no earlier price', async () => {
    const item = await insertProduct(t.db, { size: 305, sale: true, discount: 20 });
    expect(await history(item.id)).toHaveLength(1);
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBeNull();
  });
});

describe('the SQL follows the domain rule', () => {
  // Histories written by hand, relative to now; the newest entry is the current reduced price.
  const cases: [string, [number, number][]][] = [
    [
      'regular price for months',
      [
        [90, 1000],
        [2, 800],
      ],
    ],
    [
      'a price from before the window still applied at its start',
      [
        [45, 900],
        [10, 1000],
        [2, 800],
      ],
    ],
    [
      'a price that ended before the window',
      [
        [70, 500],
        [33, 1000],
        [2, 800],
      ],
    ],
    [
      'younger than 30 days',
      [
        [6, 1200],
        [1, 900],
      ],
    ],
    [
      'several changes',
      [
        [100, 1500],
        [20, 1200],
        [12, 1100],
        [4, 1300],
        [1, 1000],
      ],
    ],
    [
      'a sale that ended and started again',
      [
        [90, 1000],
        [20, 800],
        [10, 1000],
        [3, 800],
      ],
    ],
    ['only the reduced price', [[3, 800]]],
  ];

  it.each(cases)('%s', async (_name, entries) => {
    const item = await insertProduct(t.db, { priceCents: 2000, sale: true, discount: 50 });
    await t.db.delete(productPriceHistory).where(eq(productPriceHistory.productId, item.id));
    const rows: PriceHistoryEntry[] = entries.map(([days, priceCents]) => ({
      priceCents,
      validFrom: daysAgo(days),
    }));
    await t.db
      .insert(productPriceHistory)
      .values(rows.map((row) => ({ productId: item.id, ...row })));

    const expected = lowestPriorPriceCents(rows, currentPriceSince(rows)!);
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBe(
      expected === null ? null : expected / 100,
    );
  });

  it('two changes at one instant: only the later one applied', async () => {
    const item = await insertProduct(t.db, { priceCents: 2000, sale: true, discount: 50 });
    await t.db.delete(productPriceHistory).where(eq(productPriceHistory.productId, item.id));
    const instant = daysAgo(15);
    // Inserted one by one so the ids keep the order, as two updates in one transaction do.
    for (const [priceCents, validFrom] of [
      [1000, daysAgo(80)],
      [100, instant],
      [1100, instant],
      [800, daysAgo(1)],
    ] as const) {
      await t.db.insert(productPriceHistory).values({ productId: item.id, priceCents, validFrom });
    }
    expect((await detail(item.itemNumber)).lowestPriorPrice).toBe(10);
  });
});
