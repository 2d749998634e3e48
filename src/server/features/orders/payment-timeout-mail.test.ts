import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, startPaymentResponseSchema } from '../../../domain/api/orders.ts';
import { createFollowUpRunnerOf } from '../../app.ts';
import { followUps, orders, products, vouchers } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelAbandonedOrders } from './abandoned-orders.ts';
import { orderJobs } from './order-jobs.ts';

// An online order whose payment never arrives is cancelled by the minute's job, and the customer
// is told by mail, a follow-up of the cancellation (decision 054): once, even with two processes,
// and again later if the mail server was down.

const start = new Date('2026-11-22T10:00:00Z');
let current = start;
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PAYMENT_TIMEOUT_MINUTES: '30', SITE_URL: 'https://shop.example' },
  });
});
afterAll(() => t.close());

/** The app's follow-ups, but mailing through another mailer. */
function followUpsMailingWith(mailer: Mailer): FollowUpRunner {
  const { db, config, currentConfig, log: appLog, payments, metrics } = t.app;
  return createFollowUpRunnerOf({
    db,
    config,
    currentConfig,
    clock,
    log: appLog,
    mailer,
    payments,
    metrics,
  });
}

/** One run of the minute's job, as pg-boss runs it, with the app's follow-ups or others. */
async function runJob(runner: FollowUpRunner = t.app.followUps) {
  const [minute] = orderJobs({
    db: t.db,
    clock,
    log,
    followUps: runner,
    payments: t.app.payments,
    mended: () => undefined,
  });
  await minute!.run();
  await runner.settled();
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
    expect(mail).toContain(
      `Deine Bestellung ansehen: https://shop.example/bestellung/${order._id}`,
    );
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
    await runJob(followUpsMailingWith(down));

    const cancelled = await orderRow(order._id);
    expect(cancelled.status).toBe('cancelled');
    const mailOf = async () => {
      const [row] = await t.db
        .select()
        .from(followUps)
        .where(eq(followUps.key, `mail-payment-timeout:${order._id}`));
      return row!;
    };
    expect(await mailOf()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'mail server down',
      nextAttemptAt: new Date('2026-11-22T10:31:00Z'),
    });
    const [itemRow] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(itemRow?.status).toBe('active');
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);

    // Not before its pause is over; then with the mail server back.
    current = new Date('2026-11-22T10:30:30Z');
    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);
    current = new Date('2026-11-22T10:31:00Z');
    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toHaveLength(1);
    expect(await mailOf()).toMatchObject({ status: 'done', attempts: 2, doneAt: current });
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

    // The process that cancelled it died before its follow-ups ran: the mail is still owed.
    current = new Date('2026-11-22T10:30:00Z');
    const asleep: FollowUpRunner = { ...t.app.followUps, wake: () => undefined };
    await cancelAbandonedOrders({ db: t.db, followUps: asleep }, current);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/payment/confirm`,
      payload: { paymentId: payment.paymentId, authorizationToken: token },
    });
    expect(late.json()).toMatchObject({ isPaid: true, isCanceled: false });

    await runJob();
    expect(await timeoutMailsOf(order.orderNumber)).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(followUps)
      .where(eq(followUps.key, `mail-payment-timeout:${order._id}`));
    expect(mail?.status).toBe('skipped');
  });
});
