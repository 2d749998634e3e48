import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, startPaymentResponseSchema } from '../../../domain/api/orders.ts';
import { invoicingOf } from '../../aggregates/invoice-register.ts';
import { orders, products, vouchers } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelAbandonedOrders } from './abandoned-orders.ts';
import { orderJobs } from './order-jobs.ts';

// An online order whose payment never arrives is cancelled by the minute's job, and the customer
// is told by mail: once, even with two processes, and again later if the mail server was down.

const start = new Date('2026-11-22T10:00:00Z');
let current = start;
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
const errors: string[] = [];
const log = { info: () => undefined, error: (_: object, message: string) => errors.push(message) };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PAYMENT_TIMEOUT_MINUTES: '30', SITE_URL: 'https://shop.example' },
  });
});
afterAll(() => t.close());

/** One run of the minute's job, as pg-boss runs it, with the app's mailer (the outbox) or another. */
async function runJob(mailer: Mailer = t.app.mailer) {
  const [sweep] = orderJobs({
    db: t.db,
    clock,
    log,
    invoicing: invoicingOf(t.app.config),
    mail: { mailer, shop: t.app.config.shop, siteUrl: t.app.config.SITE_URL },
  });
  await sweep!.run();
}

async function placeOnlineOrder(body: Record<string, unknown>, firstName = 'Erika') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      userData: {
        firstName,
        lastName: 'Muster',
        emailAddress: 'erika@example.de',
        street: 'Hauptstraße 3',
        postalCode: '12345',
        city: 'Musterstadt',
      },
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
      ...body,
    },
  });
  expect(response.statusCode).toBe(201);
  return orderSchema.parse(response.json());
}

/** The mails in the outbox about this order's cancellation for its payment. */
async function timeoutMailsOf(orderNumber: number) {
  return (await readOutbox(t.dataDir)).filter((mail) =>
    mail.includes(`Deine Bestellung Nr. ${orderNumber} wurde storniert`),
  );
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('the mail of an order cancelled for its payment', () => {
  it('tells what happened, that nothing was charged, that vouchers are refilled, and links the shop', async () => {
    current = start;
    const item = await insertProduct(t.db, { name: 'Latzhose', priceCents: 3000 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
    const order = await placeOnlineOrder({ productIds: [item.id], voucherCodes: [voucher.code] });

    current = new Date('2026-11-22T10:29:59Z');
    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);

    current = new Date('2026-11-22T10:30:00Z');
    await runJob();

    const mails = await timeoutMailsOf(order.orderNumber);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('To: erika@example.de');
    expect(mail).toContain('Hallo Erika,');
    expect(mail).toContain(
      `deine Bestellung Nr. ${order.orderNumber} vom 22. November 2026 um 11:00 haben wir storniert, weil die Zahlung (PayPal) nicht rechtzeitig abgeschlossen wurde.`,
    );
    expect(mail).toContain('Dir wurde nichts berechnet, du musst nichts bezahlen.');
    expect(mail).toContain(
      'Deine eingelösten Wertgutscheine haben wir um 10,00\u00a0€ wieder aufgeladen.',
    );
    expect(mail).toContain(`- Kleidung: Latzhose, Art.-Nr. ${item.itemNumber}`);
    expect(mail).toContain('Zum Shop: https://shop.example/');
    expect(mail).toContain('stellen wir die Bestellung wieder her oder erstatten dir das Geld.');
    // What the mail says is so: the order is cancelled, the voucher full again, the item back.
    expect((await orderRow(order._id)).status).toBe('cancelled');
    const [voucherRow] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(voucherRow?.remainingValueCents).toBe(1000);
    const [itemRow] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(itemRow?.status).toBe('active');

    // The next minutes send nothing more.
    current = new Date('2026-11-22T10:31:00Z');
    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toHaveLength(1);
  });

  it('goes out once when two processes run the job at the same moment', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 1500 });
    const order = await placeOnlineOrder({ productIds: [item.id] });

    current = new Date('2026-11-22T10:30:00Z');
    await Promise.all([runJob(), runJob(), runJob()]);

    const mails = await timeoutMailsOf(order.orderNumber);
    expect(mails).toHaveLength(1);
    // Nothing was paid with vouchers, so nothing is said about them.
    expect(mails[0]).not.toContain('Wertgutschein');
  });

  it('a failed mail leaves the order cancelled and is sent by a later run', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 2000 });
    const order = await placeOnlineOrder({ productIds: [item.id] });
    const down: Mailer = {
      send: async () => {
        throw new Error('mail server down');
      },
    };

    current = new Date('2026-11-22T10:30:00Z');
    errors.length = 0;
    await runJob(down);

    expect(errors).toContain('payment timeout mail failed');
    const cancelled = await orderRow(order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.paymentTimeoutMailDueAt).toEqual(current);
    expect(cancelled.paymentTimeoutMailSentAt).toBeNull();
    const [itemRow] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(itemRow?.status).toBe('active');
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);

    current = new Date('2026-11-22T10:31:00Z');
    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toHaveLength(1);
    expect((await orderRow(order._id)).paymentTimeoutMailSentAt).toEqual(current);
  });

  it('an order a late payment revived before the mail went out gets none', async () => {
    current = start;
    const item = await insertProduct(t.db, { priceCents: 2500 });
    const order = await placeOnlineOrder({ productIds: [item.id] });
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment` });
    const payment = startPaymentResponseSchema.parse(started.json());
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/${payment.paymentId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const token = new URL(String(approve.headers.location)).searchParams.get('token');

    current = new Date('2026-11-22T10:30:00Z');
    await cancelAbandonedOrders(t.db, current);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/payment/confirm`,
      payload: { paymentId: payment.paymentId, authorizationToken: token },
    });
    expect(late.json()).toMatchObject({ isPaid: true, isCanceled: false });

    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);
  });
});
