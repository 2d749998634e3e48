import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema } from '../../../domain/api/orders.ts';
import { productSchema } from '../../../domain/api/product.ts';
import { productPriceHistory, products } from '../../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { keptAnswerWork } from '../../lib/kept-answers.ts';
import {
  createSecondApp,
  createTestApp,
  signInAsAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { insertProduct, middayInBerlin } from '../../test/fixtures.ts';
import { applyDuePriceSteps } from './price-steps.service.ts';
import { productJobs } from './product-jobs.ts';

// Price steps by the clock (decision 076), on the real database: the job lowers an item's price
// when its step begins, the shop answers and charges the stepped price, and the 30-day lowest
// price goes with it.

const DAY = 24 * 60 * 60 * 1000;
// Yesterday at midday: whole days from it are Berlin calendar days, at any hour of the run.
const start = middayInBerlin(-1);
let current = start;
const clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PRICE_STEPS: '60:20, 90:40', SITE_URL: 'https://shop.example' },
  });
  auth = await signInAsAdmin(t);
});
afterAll(async () => t.close());
beforeEach(() => {
  current = start;
});

/** One run of the minute's job, as pg-boss runs it, with the owner's steps in effect. */
async function runStepJob() {
  const [, steps] = productJobs({
    db: t.db,
    clock,
    log: { info: () => undefined },
    priceSteps: async () => (await t.app.currentConfig()).PRICE_STEPS,
    publishDue: () => t.app.plannedItems.publishDue(),
  });
  await steps!.run();
}

async function productAnswer(itemNumber: number) {
  const response = await t.app.inject({ url: `/api/products/${itemNumber}` });
  expect(response.statusCode).toBe(200);
  return productSchema.parse(response.json());
}

describe('price steps', () => {
  it('lower the price from the 60th and the 90th day, with the 30-day lowest price', async () => {
    const item = await insertProduct(t.db, {
      name: 'Regenjacke',
      priceCents: 1000,
      createdAt: start,
    });

    current = new Date(start.getTime() + 59 * DAY);
    await runStepJob();
    expect(await productAnswer(item.itemNumber)).toMatchObject({
      price: 10,
      sale: false,
      lowestPriorPrice: null,
    });

    current = new Date(start.getTime() + 61 * DAY);
    await runStepJob();
    // The product answer was kept before: the step's change drops it (decision 066).
    expect(await productAnswer(item.itemNumber)).toMatchObject({
      price: 10,
      sale: true,
      discount: 20,
      lowestPriorPrice: 10,
    });
    const [stepped] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(stepped).toMatchObject({ priceStepPercent: 20, salePriceCents: 800, sale: false });
    // Reduced like a sale: in the sale filter, with the percent on the home slide.
    const onSale = await t.app.inject({
      url: '/api/products?category=Kleidung&sale=true&pageSize=48',
    });
    const saleNumbers = (onSale.json().products as { itemNumber: number }[]).map(
      (product) => product.itemNumber,
    );
    expect(saleNumbers).toContain(item.itemNumber);
    const promotion = await t.app.inject({ url: '/api/products/promotion' });
    expect(promotion.json()).toMatchObject({ lowestPercent: 20 });
    expect(promotion.json().saleItems).toBeGreaterThanOrEqual(1);
    // The owner's form gets her own sale, so saving it never turns the step into her sale.
    const admin = await t.app.inject({ url: `/api/admin/products/${item.id}`, headers: auth });
    expect(admin.json()).toMatchObject({ sale: false, discount: 0, priceStepPercent: 20 });

    current = new Date(start.getTime() + 91 * DAY);
    await runStepJob();
    // The deeper step compares with the shallower one before it (decision 013).
    expect(await productAnswer(item.itemNumber)).toMatchObject({
      sale: true,
      discount: 40,
      lowestPriorPrice: 8,
    });
    const history = await t.db
      .select({ priceCents: productPriceHistory.priceCents })
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, item.id))
      .orderBy(asc(productPriceHistory.id));
    expect(history.map((entry) => entry.priceCents)).toEqual([1000, 800, 600]);

    // Running again changes nothing: no new price, no new history entry.
    await runStepJob();
    expect(
      await t.db
        .select()
        .from(productPriceHistory)
        .where(eq(productPriceHistory.productId, item.id)),
    ).toHaveLength(3);
  });

  it('drops the kept answers showing the item in every process, as an item going live does', async () => {
    const second = await createSecondApp(t, { clock, env: { PRICE_STEPS: '60:20, 90:40' } });
    try {
      const old = await insertProduct(t.db, {
        name: 'Matschhose',
        priceCents: 2000,
        createdAt: start,
        size: 140,
      });
      const young = await insertProduct(t.db, {
        name: 'Sonnenhut',
        priceCents: 900,
        createdAt: new Date(start.getTime() + 40 * DAY),
        size: 146,
      });
      current = new Date(start.getTime() + 59 * DAY);
      const ask = async (app: FastifyInstance, url: string) => {
        const before = keptAnswerWork.computed;
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(200);
        return { body: response.json(), computed: keptAnswerWork.computed > before };
      };
      const urls = [`/api/products/${old.itemNumber}`, `/api/products/${young.itemNumber}`];
      for (const app of [t.app, second]) {
        for (const url of urls) {
          await ask(app, url);
          expect((await ask(app, url)).computed).toBe(false);
        }
      }
      current = new Date(start.getTime() + 60 * DAY + 60_000);
      await runStepJob();
      for (const app of [t.app, second]) {
        const stepped = await ask(app, urls[0]!);
        expect(stepped.computed).toBe(true);
        expect(stepped.body).toMatchObject({ sale: true, discount: 20, lowestPriorPrice: 20 });
        // The young item has reached no step: its answer stays unreduced.
        expect((await ask(app, urls[1]!)).body).toMatchObject({ sale: false });
      }
    } finally {
      await second.close();
    }
  });

  it('is what the checkout charges, whatever the browser sends', async () => {
    const item = await insertProduct(t.db, {
      name: 'Strickjacke',
      priceCents: 2500,
      createdAt: start,
    });
    current = new Date(start.getTime() + 61 * DAY);
    await runStepJob();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        userData: {
          firstName: 'Erika',
          lastName: 'Muster',
          emailAddress: 'erika@example.de',
          street: 'Hauptstraße 3',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        productIds: [item.id],
        // A browser's own figures are ignored (the schema strips them).
        subtotal: 1,
        price: 1,
      },
    });
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.subtotal).toBe(20);
    expect(order.orderItems[0]).toMatchObject({ price: 25, discount: 20, salePrice: 20 });
  });

  it('keeps an owner’s deeper sale, and never raises a price by the clock', async () => {
    const onSale = await insertProduct(t.db, {
      priceCents: 1000,
      sale: true,
      discount: 50,
      createdAt: start,
    });
    current = new Date(start.getTime() + 61 * DAY);
    await runStepJob();
    expect(await productAnswer(onSale.itemNumber)).toMatchObject({ sale: true, discount: 50 });

    // Steps the owner makes shallower later do not take a step back.
    const shallower = await applyDuePriceSteps(t.db, [{ days: 30, percent: 10 }], current);
    expect(shallower.find((row) => row.itemNumber === onSale.itemNumber)).toBeUndefined();
    const [row] = await t.db.select().from(products).where(eq(products.id, onSale.id));
    expect(row).toMatchObject({ priceStepPercent: 20, salePriceCents: 500 });
  });

  it('steps each item once when two processes run at the same moment', async () => {
    const item = await insertProduct(t.db, { priceCents: 1200, createdAt: start });
    current = new Date(start.getTime() + 95 * DAY);
    const steps = [
      { days: 60, percent: 20 },
      { days: 90, percent: 40 },
    ];
    const [first, second] = await Promise.all([
      applyDuePriceSteps(t.db, steps, current),
      applyDuePriceSteps(t.db, steps, current),
    ]);
    const mine = [...first, ...second].filter((row) => row.itemNumber === item.itemNumber);
    expect(mine).toEqual([{ itemNumber: item.itemNumber, percent: 40 }]);
    const history = await t.db
      .select()
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, item.id));
    expect(history.map((entry) => entry.priceCents).sort()).toEqual([1200, 720]);
  });

  it('leaves drafts, sold items and items without steps alone', async () => {
    const draft = await insertProduct(t.db, {
      status: 'draft',
      priceCents: 1000,
      createdAt: start,
    });
    const sold = await insertProduct(t.db, { status: 'sold', priceCents: 1000, createdAt: start });
    current = new Date(start.getTime() + 100 * DAY);
    await runStepJob();
    const rows = await t.db.select().from(products);
    for (const id of [draft.id, sold.id]) {
      expect(rows.find((row) => row.id === id)?.priceStepPercent).toBe(0);
    }
    expect(await applyDuePriceSteps(t.db, [], current)).toEqual([]);
  });
});
