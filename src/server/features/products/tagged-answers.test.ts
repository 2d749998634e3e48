import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { keptAnswerWork } from '../../lib/kept-answers.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createSecondApp, createTestApp, type TestApp } from '../../test/test-app.ts';

// A change drops only the kept answers that show what it touched (decision 066): two processes
// on one database, each reading the changes' tags with the shop's state.

let current = new Date('2026-11-27T09:00:10Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVATION_MINUTES: '15' } });
  second = await createSecondApp(t, { clock, env: { RESERVATION_MINUTES: '15' } });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** The answer, and whether it had to be computed (not served from memory). */
async function ask(app: FastifyInstance, url: string) {
  const before = keptAnswerWork.computed;
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), computed: keptAnswerWork.computed > before };
}

const reservedUntil = (answer: { products: { reservedUntil: string | null }[] }) =>
  answer.products.map((product) => product.reservedUntil !== null);

it("keeps item B's answer when item A is reserved, and drops every answer showing A, in both processes", async () => {
  const a = await insertProduct(t.db, { name: 'Strickjacke Rosé', size: 98 });
  const b = await insertProduct(t.db, { name: 'Regenhose Blau', size: 104 });
  const listingWithA = '/api/products?category=Kleidung&sizes=98';
  const listingWithoutA = '/api/products?category=Kleidung&sizes=104';
  for (const app of [t.app, second]) {
    for (const url of [listingWithA, listingWithoutA, `/api/products/${b.itemNumber}`]) {
      await ask(app, url);
      expect((await ask(app, url)).computed).toBe(false);
    }
  }

  const reserved = await t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: randomUUID() },
    payload: { productIds: [a.id] },
  });
  expect(reserved.statusCode).toBe(200);

  for (const app of [t.app, second]) {
    const withA = await ask(app, listingWithA);
    expect(withA.computed).toBe(true);
    expect(reservedUntil(withA.body)).toEqual([true]);
    // Neither the listing without A nor B's own answer shows anything the reservation changed.
    expect((await ask(app, listingWithoutA)).computed).toBe(false);
    const productB = await ask(app, `/api/products/${b.itemNumber}`);
    expect(productB.computed).toBe(false);
    expect(productB.body.name).toBe('Regenhose Blau');
  }
});

it('drops every listing when an item is sold (it leaves them) or a new one comes', async () => {
  const sold = await insertProduct(t.db, { name: 'Sommerkleid Gelb', size: 116 });
  await insertProduct(t.db, { name: 'Schlafsack Grau', size: 122 });
  const otherListing = '/api/products?category=Kleidung&sizes=122';
  for (const app of [t.app, second]) await ask(app, otherListing);

  await t.db.update(products).set({ status: 'sold' }).where(eq(products.id, sold.id));
  for (const app of [t.app, second]) {
    // The other listing's count and pages may have moved: computed again.
    expect((await ask(app, otherListing)).computed).toBe(true);
    expect((await ask(app, otherListing)).computed).toBe(false);
  }

  await insertProduct(t.db, { name: 'Schlafsack Grün', size: 122 });
  for (const app of [t.app, second]) {
    const again = await ask(app, otherListing);
    expect(again.computed).toBe(true);
    expect(again.body.products).toHaveLength(2);
  }
});

it("moves a listing's and a search's count with their items: at once, or a second later while they keep changing", async () => {
  const first = await insertProduct(t.db, { name: 'Latzhose Oliv', size: 134 });
  await insertProduct(t.db, { name: 'Latzhose Senf', size: 134 });
  // One item a page, so the count is not read off the page itself.
  const listing = '/api/products?category=Kleidung&sizes=134&pageSize=1';
  const search = '/api/search?q=latzhose&pageSize=1';
  const totals = async (app: FastifyInstance) => [
    (await ask(app, listing)).body.total,
    (await ask(app, search)).body.total,
  ];
  for (const app of [t.app, second]) expect(await totals(app)).toEqual([2, 2]);

  // The counts were read at this very moment: a change now is counted a second later, and the
  // answers drawn with the count from before it end then, with no further change.
  await insertProduct(t.db, { name: 'Latzhose Rost', size: 134 });
  for (const app of [t.app, second]) {
    expect((await ask(app, listing)).computed).toBe(true);
    expect(await totals(app)).toEqual([2, 2]);
  }
  current = new Date(current.getTime() + 1_000);
  for (const app of [t.app, second]) {
    const again = await ask(app, listing);
    expect(again.computed).toBe(true);
    expect(again.body.total).toBe(3);
    expect(await totals(app)).toEqual([3, 3]);
  }

  // Counts older than a second are read again at the next change.
  current = new Date(current.getTime() + 5_000);
  await t.db.update(products).set({ status: 'sold' }).where(eq(products.id, first.id));
  for (const app of [t.app, second]) expect(await totals(app)).toEqual([2, 2]);
});

it('drops an answer when the reservation it shows lapses, though no row changed', async () => {
  const item = await insertProduct(t.db, { name: 'Mütze Bunt', size: 128 });
  const url = `/api/products/${item.itemNumber}`;
  const reserved = await t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: randomUUID() },
    payload: { productIds: [item.id] },
  });
  expect(reserved.statusCode).toBe(200);
  for (const app of [t.app, second])
    expect((await ask(app, url)).body.reservedUntil).not.toBeNull();
  current = new Date(current.getTime() + 16 * 60_000);
  for (const app of [t.app, second]) {
    const after = await ask(app, url);
    expect(after.computed).toBe(true);
    expect(after.body.reservedUntil).toBeNull();
  }
});
