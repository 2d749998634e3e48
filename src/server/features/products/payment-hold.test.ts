import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCartResponseSchema } from '../../../domain/api/cart.ts';
import { orderSchema, startPaymentResponseSchema } from '../../../domain/api/orders.ts';
import { payInSimulator } from '../../test/pay-in-simulator.ts';
import { productDetailSchema, productListSchema } from '../../../domain/api/product.ts';
import { productsByNumbersResponseSchema } from '../../../domain/api/wish-list.ts';
import { paymentAttempts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelAbandonedOrders } from '../orders/abandoned-orders.ts';
import { describeProductPage } from './products-seo.ts';

// Decision 061: an item in an order that waits for its online payment is reserved, not sold,
// for every other visitor; sold once paid, or at once when no payment step follows; for sale
// again when the payment is abandoned. Every answer here goes through the kept answers of
// decision 048, so a stale kept answer would fail these tests.

let current = new Date('2026-11-27T13:00:20Z');
const clock: Clock = { now: () => new Date(current) };
const at = (iso: string) => {
  current = new Date(iso);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PAYMENT_TIMEOUT_MINUTES: '30', SITE_URL: 'https://shop.example' },
  });
});
afterAll(() => t.close());

const buyer = randomUUID();
const secondVisitor = randomUUID();

const userData = {
  firstName: 'Erika',
  lastName: 'Muster',
  emailAddress: 'erika@example.de',
  street: 'Hauptstraße 3',
  postalCode: '12345',
  city: 'Musterstadt',
};

async function placeOrder(productId: string, choice: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID(), userid: buyer },
    payload: { userData, productIds: [productId], ...choice },
  });
  expect(response.statusCode).toBe(201);
  return orderSchema.parse(response.json());
}

const online = { deliveryMethod: 'liefernDHL', paymentMethod: 'paypal' };

/** Starts the simulator's payment and approves it, as the buyer's browser would. */
async function payWithSimulator(orderId: string) {
  const confirmed = await payInSimulator(t.app, orderId);
  expect(confirmed.json()).toMatchObject({ isPaid: true });
  await t.settled();
}

async function productPage(itemNumber: number) {
  const response = await t.app.inject({
    url: `/api/products/${itemNumber}`,
    headers: { userid: secondVisitor },
  });
  expect(response.statusCode).toBe(200);
  return productDetailSchema.parse(response.json());
}

async function wishList(itemNumber: number) {
  const response = await t.app.inject({
    url: `/api/products/by-numbers?itemNumbers=${itemNumber}`,
    headers: { userid: secondVisitor },
  });
  expect(response.statusCode).toBe(200);
  const [product] = productsByNumbersResponseSchema.parse(response.json()).products;
  return product;
}

async function cartCheck(productId: string) {
  const response = await t.app.inject({
    url: `/api/products/checkcart?productids=${productId}`,
    headers: { userid: secondVisitor },
  });
  return checkCartResponseSchema.parse(response.json());
}

/** The schema.org availability search engines read on the product page. */
async function availability(itemNumber: number) {
  const head = await describeProductPage(t.db, itemNumber, {
    siteUrl: 'https://shop.example',
    shopName: 'Kinderkiste',
  });
  return (head?.jsonLd as { offers: { availability: string } }).offers.availability;
}

async function listing() {
  const response = await t.app.inject({
    url: '/api/products?category=Schlafsack',
    headers: { userid: secondVisitor },
  });
  return productListSchema.parse(response.json()).products;
}

describe('an item whose order waits for its online payment', () => {
  it('is reserved with its free-again time; free again once the payment is abandoned', async () => {
    at('2026-11-27T13:00:20Z');
    const item = await insertProduct(t.db, { category: 'Schlafsack', size: 70 });
    expect((await productPage(item.itemNumber)).isSold).toBe(false);
    expect((await listing()).map((product) => product._id)).toContain(item.id);

    const order = await placeOrder(item.id, online);
    expect(order.paymentDueAt).toBe('2026-11-27T13:30:20.000Z');

    // The orders' minute cancels it at 13:31 (14:31 in Berlin), if no payment came by then.
    at('2026-11-27T13:00:30Z');
    const reserved = {
      isSold: false,
      reservedUntil: '2026-11-27T13:31:00.000Z',
      reservedBy: null,
      freeAgainAt: '2026-11-27T13:31:00.000Z',
    };
    expect(await productPage(item.itemNumber)).toMatchObject(reserved);
    expect(await wishList(item.itemNumber)).toMatchObject(reserved);
    // The buyer herself reads the same: the item is her order's, not her checkout's.
    const asBuyer = await t.app.inject({
      url: `/api/products/${item.itemNumber}`,
      headers: { userid: buyer },
    });
    expect(asBuyer.json()).toMatchObject(reserved);
    const check = await cartCheck(item.id);
    expect(check.products).toEqual([]);
    expect(check.soldProducts).toMatchObject([
      { _id: item.id, reservedUntil: reserved.reservedUntil, freeAgainAt: reserved.freeAgainAt },
    ]);
    expect(await availability(item.itemNumber)).toBe('https://schema.org/Reserved');
    // The listing shows what can be bought; the held item is not in it (decision 061).
    expect((await listing()).map((product) => product._id)).not.toContain(item.id);

    // A payment the provider has accepted but not confirmed keeps the order past its due time:
    // nobody knows until when, so no time is named.
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment` });
    const { paymentId } = startPaymentResponseSchema.parse(started.json());
    await t.db
      .update(paymentAttempts)
      .set({ status: 'pending' })
      .where(eq(paymentAttempts.id, paymentId));
    at('2026-11-27T13:31:10Z');
    expect(await cancelAbandonedOrders({ db: t.db, followUps: t.app.followUps }, clock.now())).toBe(
      0,
    );
    expect(await productPage(item.itemNumber)).toMatchObject({
      isSold: false,
      reservedUntil: '2026-11-27T13:32:00.000Z',
      freeAgainAt: null,
    });

    // The provider gives up; the orders' minute cancels the order and the item is for sale.
    await t.db
      .update(paymentAttempts)
      .set({ status: 'failed' })
      .where(eq(paymentAttempts.id, paymentId));
    at('2026-11-27T13:32:00Z');
    expect(await cancelAbandonedOrders({ db: t.db, followUps: t.app.followUps }, clock.now())).toBe(
      1,
    );
    await t.settled();
    at('2026-11-27T13:32:05Z');
    const free = { isSold: false, reservedUntil: null, reservedBy: null, freeAgainAt: null };
    expect(await productPage(item.itemNumber)).toMatchObject(free);
    expect(await wishList(item.itemNumber)).toMatchObject(free);
    expect((await cartCheck(item.id)).products.map((product) => product._id)).toEqual([item.id]);
    expect((await listing()).find((product) => product._id === item.id)).toMatchObject({
      reservedUntil: null,
      freeAgainAt: null,
    });
  });

  it('is sold once the payment is captured, on the next answer of the same minute', async () => {
    at('2026-11-27T14:00:05Z');
    const item = await insertProduct(t.db);
    const order = await placeOrder(item.id, online);
    at('2026-11-27T14:00:10Z');
    expect(await productPage(item.itemNumber)).toMatchObject({ isSold: false });
    expect((await wishList(item.itemNumber))?.isSold).toBe(false);

    at('2026-11-27T14:00:20Z');
    await payWithSimulator(order._id);
    at('2026-11-27T14:00:30Z');
    const sold = { isSold: true, reservedUntil: null, freeAgainAt: null };
    expect(await productPage(item.itemNumber)).toMatchObject(sold);
    expect(await wishList(item.itemNumber)).toMatchObject(sold);
    expect(await availability(item.itemNumber)).toBe('https://schema.org/SoldOut');
    expect((await cartCheck(item.id)).soldProducts).toMatchObject([
      { _id: item.id, reservedUntil: null, freeAgainAt: null },
    ]);
  });

  it('is sold at once when no payment step follows: cash at pickup', async () => {
    at('2026-11-27T15:00:05Z');
    const item = await insertProduct(t.db);
    const order = await placeOrder(item.id, { deliveryMethod: 'abholen', paymentMethod: 'cash' });
    expect(order.paymentDueAt).toBeNull();
    expect(await productPage(item.itemNumber)).toMatchObject({
      isSold: true,
      reservedUntil: null,
      freeAgainAt: null,
    });
  });

  it("names a checkout's hold end as its free-again time", async () => {
    at('2026-11-27T16:00:05Z');
    const item = await insertProduct(t.db, { category: 'Schlafsack', size: 90 });
    const hold = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: buyer },
      payload: { productIds: [item.id] },
    });
    expect(hold.statusCode).toBe(200);
    const until = hold.json().reservedUntil as string;
    expect(await productPage(item.itemNumber)).toMatchObject({
      isSold: false,
      reservedUntil: until,
      reservedBy: null,
      freeAgainAt: until,
    });
    expect((await listing()).find((product) => product._id === item.id)).toMatchObject({
      reservedUntil: until,
      freeAgainAt: until,
    });
  });
});
