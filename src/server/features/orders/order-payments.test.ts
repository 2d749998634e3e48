import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  orderSchema,
  startPaymentResponseSchema,
} from '../../../domain/api/orders.ts';
import { couponRedemptions, orders, paymentAttempts, products, vouchers } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertCoupon, insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { cancelAbandonedOrders } from './abandoned-orders.ts';

const start = new Date('2026-11-22T10:00:00Z');
let current = start;
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PAYMENT_TIMEOUT_MINUTES: '30', SITE_URL: 'https://shop.example' },
  });
});
afterAll(() => t.close());

const userData = {
  firstName: 'Erika',
  lastName: 'Muster',
  emailAddress: 'erika@example.de',
  street: 'Hauptstraße 3',
  postalCode: '12345',
  city: 'Musterstadt',
};

async function placeOnlineOrder(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { userData, deliveryMethod: 'liefernDHL', paymentMethod: 'paypal', ...body },
  });
  expect(response.statusCode).toBe(201);
  return orderSchema.parse(response.json());
}

async function startPayment(orderId: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment` });
  expect(response.statusCode).toBe(200);
  return startPaymentResponseSchema.parse(response.json());
}

/** Clicks 'Bezahlen' on the simulator page and returns the token of the return URL. */
async function approveInSimulator(paymentId: string): Promise<string> {
  const page = await t.app.inject({ url: `/api/payments/simulator/${paymentId}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Bezahlen');
  expect(page.body).toContain('<strong>Demo-Shop:</strong> Hier wird nur simuliert.');
  // Clearly a test, in the shop's colours, with nothing loaded from elsewhere.
  expect(page.body).toContain('<p class="test-band">Testzahlung – es wird kein Geld bewegt</p>');
  expect(page.body).toContain('<h1>Zahlungssimulator</h1>');
  expect(page.body).toContain('<span class="label">Zahlungsart:</span> PayPal</li>');
  expect(page.body).toContain('background:#fdf8f1');
  expect(page.body).not.toMatch(/<script|<link|src=|https?:\/\//);
  // As the page's HTML form posts it.
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${paymentId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(approve.statusCode).toBe(303);
  const location = new URL(String(approve.headers.location));
  expect(location.searchParams.get('paymentId')).toBe(paymentId);
  return location.searchParams.get('token') ?? '';
}

/** Confirms a payment, and waits for what follows the answer (invoice, mail, refund). */
async function confirm(orderId: string, paymentId: string, token: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/confirm`,
    payload: { paymentId, authorizationToken: token },
  });
  await t.settled();
  return response;
}

describe('payment with the built-in simulator', () => {
  it('pays an order end to end; isPaid only after the confirmation; then mails', async () => {
    const item = await insertProduct(t.db, { priceCents: 1500 });
    const order = await placeOnlineOrder({ productIds: [item.id] });
    expect(order).toMatchObject({ isPaid: false, valueToPay: 19.99 });

    const payment = await startPayment(order._id);
    expect(payment).toMatchObject({ provider: 'simulator', clientToken: null });
    expect(payment.approvalUrl).toBe(
      `https://shop.example/api/payments/simulator/${payment.paymentId}`,
    );
    const page = await t.app.inject({ url: `/api/payments/simulator/${payment.paymentId}` });
    expect(page.body).toContain('19,99');

    const unpaid = await t.app.inject({ url: `/api/orders/${order._id}` });
    expect(unpaid.json().isPaid).toBe(false);
    expect((await readOutbox(t.dataDir)).some((m) => m.includes(`Nr. ${order.orderNumber}`))).toBe(
      false,
    );

    const token = await approveInSimulator(payment.paymentId);
    const paid = await confirm(order._id, payment.paymentId, token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ isPaid: true, isCanceled: false, paymentDueAt: null });
    const again = await confirm(order._id, payment.paymentId, token);
    expect(again.json().isPaid).toBe(true);

    const mails = (await readOutbox(t.dataDir)).filter((m) =>
      m.includes(`Nr. ${order.orderNumber}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('PayPal – Zahlung erhalten');
    // The invoice of the paid order is attached as a PDF.
    expect(mails[0]).toContain('Content-Type: application/pdf');
    expect(mails[0]).toMatch(/filename=Rechnung-RE-\d{4}-\d{5}\.pdf/);
    // The attached invoice is the one issued and stored: the admin downloads the same bytes.
    const attached = /filename=Rechnung-[^\n]+\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n-/.exec(
      mails[0]!,
    );
    const download = await t.app.inject({
      url: `/api/admin/orders/${order._id}/invoice.pdf`,
      headers: await signInAsAdmin(t),
    });
    expect(download.statusCode).toBe(200);
    expect(
      Buffer.from(attached![1]!.replace(/\s/g, ''), 'base64').equals(download.rawPayload),
    ).toBe(true);
    expect((await startPaymentRaw(order._id)).json().message).toBe(ORDER_MESSAGES.alreadyPaid);
  });

  it('refuses a payment that was not approved (402) and keeps the order unpaid', async () => {
    const item = await insertProduct(t.db);
    const order = await placeOnlineOrder({ productIds: [item.id] });
    const payment = await startPayment(order._id);
    const declined = await confirm(order._id, payment.paymentId, 'forged');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(ORDER_MESSAGES.paymentDeclined);
    expect((await t.app.inject({ url: `/api/orders/${order._id}` })).json().isPaid).toBe(false);
    const other = await confirm(order._id, randomUUID(), null);
    expect(other.statusCode).toBe(404);
  });

  it('has nothing to pay online for cash', async () => {
    const item = await insertProduct(t.db);
    const order = await placeOnlineOrder({
      productIds: [item.id],
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    });
    const response = await startPaymentRaw(order._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.nothingToPay);
  });
});

function startPaymentRaw(orderId: string) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment` });
}

describe('abandoned and late payments', () => {
  it('cancels an unpaid order after the timeout and releases items, vouchers and coupon', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 3000 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
    const coupon = await insertCoupon(t.db, { code: 'NUREINMAL', usageLimit: 1 });
    const order = await placeOnlineOrder({
      productIds: [item.id],
      voucherCodes: [voucher.code],
      couponCode: 'NUREINMAL',
    });
    expect(order.paymentDueAt).toBe('2026-11-22T10:30:00.000Z');

    // Unpaid orders of the tests above fall due at the same instant.
    current = new Date('2026-11-22T10:29:59Z');
    expect(await cancelAbandonedOrders(t.app, current)).toBe(0);
    expect((await t.app.inject({ url: `/api/orders/${order._id}` })).json().isCanceled).toBe(false);
    current = new Date('2026-11-22T10:30:00Z');
    expect(await cancelAbandonedOrders(t.app, current)).toBeGreaterThanOrEqual(1);

    const read = (await t.app.inject({ url: `/api/orders/${order._id}` })).json();
    expect(read).toMatchObject({ isCanceled: true, isPaid: false, paymentDueAt: null });
    const [itemRow] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(itemRow?.status).toBe('active');
    const [voucherRow] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(voucherRow?.remainingValueCents).toBe(1000);
    const uses = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(0);
    const check = await t.app.inject({ url: `/api/products/checkcart?productids=${item.id}` });
    expect(check.json().products).toHaveLength(1);
    expect((await startPaymentRaw(order._id)).json().message).toBe(ORDER_MESSAGES.canceled);
    expect(await cancelAbandonedOrders(t.app, current)).toBe(0);
  });

  it('revives a cancelled order when its payment arrives late and the items are still free', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 3000 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
    const order = await placeOnlineOrder({ productIds: [item.id], voucherCodes: [voucher.code] });
    const payment = await startPayment(order._id);
    const token = await approveInSimulator(payment.paymentId);

    current = new Date('2026-11-22T11:00:00Z');
    await cancelAbandonedOrders(t.app, current);
    expect((await t.app.inject({ url: `/api/orders/${order._id}` })).json().isCanceled).toBe(true);

    const late = await confirm(order._id, payment.paymentId, token);

    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ isPaid: true, isCanceled: false, vouchersTotal: 10 });
    const [itemRow] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(itemRow?.status).toBe('sold');
    const [voucherRow] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(voucherRow?.remainingValueCents).toBe(0);
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(orderRow?.attentionReason).toContain('nach der Stornierung');
  });

  it('refunds a late payment and flags the order when the item was sold meanwhile', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 3000 });
    const order = await placeOnlineOrder({ productIds: [item.id] });
    const payment = await startPayment(order._id);
    const token = await approveInSimulator(payment.paymentId);

    current = new Date('2026-11-22T11:00:00Z');
    await cancelAbandonedOrders(t.app, current);
    await placeOnlineOrder({ productIds: [item.id] }); // someone else buys the freed item

    const late = await confirm(order._id, payment.paymentId, token);

    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MESSAGES.lateRefunded);
    const read = (await t.app.inject({ url: `/api/orders/${order._id}` })).json();
    expect(read).toMatchObject({ isCanceled: true, isPaid: false });
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.paymentId));
    expect(attempt?.status).toBe('refunded');
    expect(attempt?.refundReference).toMatch(/^SIM-REFUND-/);
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(orderRow?.attentionReason).toContain('erstattet');
  });
});
