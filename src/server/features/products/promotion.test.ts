import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionSlide } from '../../../domain/promotion.ts';
import { salePriceCents } from '../../../domain/pricing.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';

// The home page's first slide promises what the catalogue holds (UWG § 5, decision 036), and a
// price shown under the promise is the price charged.

let current = new Date('2026-11-24T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const summary = async () => (await t.app.inject({ url: '/api/products/promotion' })).json();

describe('GET /api/products/promotion', () => {
  it('says "50 % auf alles" only while every item is halved, and the order charges the half', async () => {
    const jacket = await insertProduct(t.db, { priceCents: 2000, sale: true, discount: 50 });
    await insertProduct(t.db, {
      priceCents: 999,
      sale: true,
      discount: 50,
      category: 'Schlafsack',
    });
    // Sold and switched-off items are not for sale: they do not count.
    await insertProduct(t.db, { priceCents: 5000, status: 'sold' });
    await insertProduct(t.db, { priceCents: 5000, status: 'inactive' });

    const now = await summary();
    expect(now).toEqual({ activeItems: 2, saleItems: 2, lowestPercent: 50, highestPercent: 50 });
    expect(promotionSlide(now).title).toBe('50 % auf alles');

    // Under the banner: the listing shows half the price …
    const listing = (await t.app.inject({ url: '/api/products?sale=true' })).json();
    const shown = listing.products.find((p: { _id: string }) => p._id === jacket.id);
    expect(shown).toMatchObject({ price: 20, sale: true, discount: 50 });
    expect(salePriceCents(2000, shown.sale, shown.discount)).toBe(1000);
    // … and the order charges it.
    const order = await placeCashOrder(t, [jacket.id]);
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ subtotal: 10, total: 10, valueToPay: 10 });
  });

  it('stops promising "auf alles" once one item is not reduced', async () => {
    await insertProduct(t.db, { priceCents: 1500 });
    // The summary is kept for 15 seconds per process.
    current = new Date(current.getTime() + 16_000);
    const now = await summary();
    expect(now).toEqual({ activeItems: 2, saleItems: 1, lowestPercent: 50, highestPercent: 50 });
    expect(promotionSlide(now).title).toBe('Bis zu 50 % reduziert');
  });
});
