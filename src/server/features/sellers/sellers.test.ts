import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

describe('sellers (docs/product.md §7.1)', () => {
  it('creates, lists with item counts and updates sellers', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 101, name: 'Anna M.', email: 'anna@example.de' },
    });
    expect(created.statusCode).toBe(201);
    await insertProduct(t.db, { sellerNumber: 101 });

    const list = await t.app.inject({ url: '/api/seller', headers: auth });
    expect(list.json()).toEqual([
      {
        number: 101,
        name: 'Anna M.',
        email: 'anna@example.de',
        phone: null,
        notes: null,
        productCount: 1,
        leftAt: null,
      },
    ]);

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/101',
      headers: auth,
      payload: { name: 'Anna Meier', phone: '0170 1234567' },
    });
    expect(updated.json()).toMatchObject({
      number: 101,
      name: 'Anna Meier',
      phone: '0170 1234567',
    });
  });

  it('refuses a taken number (409), an unknown seller (404) and bad input (400)', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 101, name: 'B' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Die Verkäufernummer 101 ist schon vergeben.');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/999',
      headers: auth,
      payload: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: -1, name: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a seller's statement and payouts", () => {
  it('shows items by state, sales of paid orders with her 50 % share, payouts and the balance', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 205, name: 'Clara K.' },
    });
    await insertProduct(t.db, { sellerNumber: 205 });
    await insertProduct(t.db, { sellerNumber: 205, status: 'inactive' });
    const sold = await insertProduct(t.db, { sellerNumber: 205, priceCents: 999 });
    const cancelled = await insertProduct(t.db, { sellerNumber: 205, priceCents: 2000 });

    const order = async (productId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          productIds: [productId],
          userData: { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' },
          deliveryMethod: 'abholen',
          paymentMethod: 'cash',
        },
      });
    const paid = (await order(sold.id)).json()._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid}/actions`,
      headers: auth,
      payload: { action: 'mark-paid' },
    });
    const other = (await order(cancelled.id)).json()._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other}/actions`,
      headers: auth,
      payload: { action: 'cancel' },
    });

    const statement = await t.app.inject({ url: '/api/seller/205/statement', headers: auth });
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toMatchObject({
      sharePercent: 50,
      items: { online: 2, reserved: 0, sold: 1, inactive: 1 },
      sales: [{ itemNumber: sold.itemNumber, salePrice: 9.99, share: 5 }],
      totals: { salesValue: 9.99, shareOwed: 5, paidOut: 0, balance: 5 },
    });

    // The payout runs its queries in one transaction: one after another, so pg never warns
    // about queries queued on one connection (they break with pg's next major).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/seller/205/payouts',
      headers: auth,
      payload: { amount: 5.01 },
    });
    expect(tooMuch.statusCode).toBe(409);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/seller/205/payouts',
      headers: auth,
      payload: { amount: 5, note: 'bar ausgezahlt' },
    });
    expect(payout.json().totals).toEqual({
      salesValue: 9.99,
      shareOwed: 5,
      paidOut: 5,
      balance: 0,
    });
    expect(payout.json().payouts).toEqual([
      {
        id: expect.any(Number),
        amount: 5,
        note: 'bar ausgezahlt',
        createdAt: expect.any(String),
        hasStatement: false,
      },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('404s an unknown seller', async () => {
    expect(
      (await t.app.inject({ url: '/api/seller/9999/statement', headers: auth })).statusCode,
    ).toBe(404);
  });
});
