import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './lib/clock.ts';
import { insertProduct, insertSeller, insertVoucher } from './test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from './test/test-app.ts';

// One truth for figures (issue 31): the dashboard, the reports, the owner's statement of a seller
// and the seller's own page read what is sold through one definition (aggregates/sales.ts), so on
// the same orders (paid, partly returned, cancelled, waiting for the payment) they say the same.

const now = new Date('2026-11-27T10:00:00Z');
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const customer = {
  firstName: 'Erika',
  lastName: 'Muster',
  emailAddress: 'erika@example.de',
  street: 'Hauptstraße 3',
  postalCode: '12345',
  city: 'Musterstadt',
};

async function place(productIds: string[], extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      productIds,
      userData: customer,
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

async function admin(orderId: string, path: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/${path}`,
    headers: auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.settled();
}

const get = async (url: string, headers: Record<string, string> = auth) =>
  (await t.app.inject({ url, headers })).json();

describe('one truth for figures', () => {
  it('dashboard, reports, seller statement and seller page agree on the same orders', async () => {
    await insertSeller(t.db, 7, 'Anna M.');
    const item = (name: string, priceCents: number) =>
      insertProduct(t.db, { name, priceCents, sellerNumber: 7 });
    const [body, dress, jacket, cap, scarf, boots] = [
      await item('Body', 1000),
      await item('Kleid', 2400),
      await item('Jacke', 3150),
      await item('Mütze', 575),
      await item('Schal', 1200),
      await item('Stiefel', 1999),
    ];

    // Paid at the counter and handed over, then the dress came back: 10,00 € remain.
    const returned = await place([body.id, dress.id]);
    await admin(returned, 'actions', { action: 'pay-and-hand-over', confirmUnpacked: true });
    await admin(returned, 'returns', { items: [{ productId: dress.id, resellable: true }] });
    // Paid partly with a voucher: 31,50 € count, the voucher part too.
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
    const withVoucher = await place([jacket.id], { voucherCodes: [voucher.code] });
    await admin(withVoucher, 'actions', { action: 'mark-paid' });
    // Cancelled after payment: nothing counts.
    const cancelled = await place([cap.id]);
    await admin(cancelled, 'actions', { action: 'mark-paid' });
    await admin(cancelled, 'actions', { action: 'cancel' });
    // Waiting for its payment: held, not sold.
    await place([scarf.id], { deliveryMethod: 'liefernDHL', paymentMethod: 'paypal' });
    // Not ordered at all.
    void boots;

    const today = '2026-11-27';
    const dashboard = await get('/api/admin/dashboard');
    const report = await get(`/api/admin/reports?from=${today}&to=${today}`);
    const statement = await get('/api/seller/7/statement');
    const link = await t.app.inject({ method: 'POST', url: '/api/seller/7/link', headers: auth });
    const token = new URL(link.json().url as string).pathname.split('/').at(-1)!;
    const page = await get(`/api/seller-page/${token}`, {});

    // Revenue: 10,00 € (body) + 31,50 € (jacket, 10,00 € of it by voucher).
    expect(report.totals).toMatchObject({ orders: 2, revenue: 41.5, itemsSold: 2 });
    expect(dashboard.today).toEqual({
      orders: report.totals.orders,
      revenue: report.totals.revenue,
    });
    expect(dashboard.week).toEqual(dashboard.today);

    // The seller's items: the body and the jacket are sold, the scarf waits for its payment.
    const sellerRow = report.bySeller.find((row: { key: string }) => row.key === '7');
    expect(sellerRow).toMatchObject({ items: 2, itemValue: 41.5 });
    expect(statement.items).toMatchObject({ sold: 2, reserved: 1 });
    expect(statement.sales).toHaveLength(2);
    expect(statement.totals.salesValue).toBe(sellerRow.itemValue);
    expect(page.sold).toHaveLength(statement.items.sold);
    expect(page.totals).toEqual(statement.totals);
    expect(page.sold.map((sale: { name: string }) => sale.name).sort()).toEqual(['Body', 'Jacke']);
  });
});
