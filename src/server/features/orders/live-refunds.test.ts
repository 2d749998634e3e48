import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, startPaymentResponseSchema } from '../../../domain/api/orders.ts';
import { paymentAttempts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FakeRequest } from '../../lib/payments/fakes/fake-server.ts';
import { startFakeKlarna } from '../../lib/payments/fakes/fake-klarna.ts';
import { startFakePayPal } from '../../lib/payments/fakes/fake-paypal.ts';
import { insertProduct, REAL_SHOP_IDENTITY } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { orderJobs } from './order-jobs.ts';

// Refunds through PayPal's and Klarna's APIs (local fakes), with the provider failing: the
// refund is a follow-up of the return (decision 054), retried with the same idempotency key, and
// the customer is refunded exactly once (decision 034).

let current = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let klarna: Awaited<ReturnType<typeof startFakeKlarna>>;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  paypal = await startFakePayPal({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  klarna = await startFakeKlarna({ username: 'K123_shop', password: 'klarna-secret' });
  t = await createTestApp({
    clock,
    env: {
      ...REAL_SHOP_IDENTITY,
      PAYMENT_MODE: 'live',
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_CLIENT_ID: 'shop-client',
      PAYPAL_CLIENT_SECRET: 'shop-secret',
      KLARNA_BASE_URL: klarna.url,
      KLARNA_USERNAME: 'K123_shop',
      KLARNA_PASSWORD: 'klarna-secret',
      SITE_URL: 'https://shop.example',
    },
  });
  auth = await signInAsAdmin(t);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await klarna.close();
});

/** One run of the minute's job, as pg-boss runs it. */
async function runJob() {
  const [minute] = orderJobs({
    db: t.db,
    clock,
    log: quiet,
    followUps: t.app.followUps,
    payments: t.app.payments,
    mended: () => undefined,
  });
  await minute!.run();
}

/** The admin's answer comes first; the refund follows it. */
const settled = () => t.app.followUps.settled();

const later = (minutes: number) => {
  current = new Date(current.getTime() + minutes * 60_000);
};

async function placeAndStart(paymentMethod: string, prices: number[]) {
  const items = [];
  for (const priceCents of prices) items.push(await insertProduct(t.db, { priceCents }));
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      productIds: items.map((item) => item.id),
      userData: {
        firstName: 'Łukasz',
        lastName: 'Nguyễn',
        emailAddress: 'lukasz@example.de',
        street: 'Hauptstraße 3',
        postalCode: '12345',
        city: 'Musterstadt',
      },
      deliveryMethod: 'liefernDHL',
      paymentMethod,
    },
  });
  expect(placed.statusCode).toBe(201);
  const order = orderSchema.parse(placed.json());
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/payment` });
  return { order, items, payment: startPaymentResponseSchema.parse(started.json()) };
}

async function payWithPayPal(prices: number[]) {
  const { order, items, payment } = await placeAndStart('paypal', prices);
  const paypalOrderId = new URL(payment.approvalUrl ?? '').searchParams.get('token') ?? '';
  paypal.approve(paypalOrderId);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/payment/confirm`,
    payload: { paymentId: payment.paymentId, authorizationToken: null },
  });
  expect(paid.statusCode).toBe(200);
  return { order, items, paypalOrderId };
}

async function payWithKlarna(prices: number[]) {
  const { order, items, payment } = await placeAndStart('klarna-pay-later', prices);
  const [attempt] = await t.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, payment.paymentId));
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/payment/confirm`,
    payload: {
      paymentId: payment.paymentId,
      authorizationToken: klarna.authorize(attempt?.reference ?? ''),
    },
  });
  expect(paid.statusCode).toBe(200);
  const [captured] = await t.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, payment.paymentId));
  return { order, items, klarnaOrderId: captured?.captureReference ?? '' };
}

const detailOf = async (orderId: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth })).json();

const act = (orderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    headers: auth,
    payload,
  });

const refundCalls = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((request) => /\/refunds?$/.test(request.path));

describe('PayPal refunds (captures/{id}/refund)', () => {
  it('retries after a lost answer with the same PayPal-Request-Id and refunds once', async () => {
    const { order, paypalOrderId } = await payWithPayPal([2000]);
    const before = refundCalls(paypal).length;
    paypal.failNextRefunds('after');

    expect((await act(order._id, { action: 'cancel' })).statusCode).toBe(200);
    await settled();
    const cancelled = await detailOf(order._id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refunds: [{ way: 'provider', status: 'pending', amount: 24.99, attempts: 1 }],
    });
    expect(cancelled.refunds[0].lastError).toContain('PayPal answered HTTP 500');
    // PayPal did refund: only its answer was lost.
    expect(paypal.refunded(paypalOrderId)).toBe(2499);

    later(0.5);
    await runJob(); // not due yet: the next try waits a minute
    expect(refundCalls(paypal).length - before).toBe(1);
    later(1);
    await runJob();
    const detail = await detailOf(order._id);
    expect(detail.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 2, lastError: null }),
    ]);
    const calls = refundCalls(paypal).slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers['paypal-request-id']).toBe(detail.refunds[0].id);
    expect(calls[1]!.headers['paypal-request-id']).toBe(detail.refunds[0].id);
    expect(paypal.refunded(paypalOrderId)).toBe(2499);
    later(10);
    await runJob();
    expect(refundCalls(paypal).length - before).toBe(2);
  });

  it('stops at a refusal, flags the order, and sends again when the admin asks', async () => {
    const { order, items, paypalOrderId } = await payWithPayPal([1500, 1000]);
    expect(
      (await act(order._id, { action: 'ship', trackingNumber: '0034', confirmUnpacked: true }))
        .statusCode,
    ).toBe(200);
    paypal.failNextRefunds('refuse');
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/returns`,
      headers: auth,
      payload: { items: [{ productId: items[1]!.id, resellable: true }] },
    });
    expect(back.statusCode).toBe(200);
    await settled();
    expect(await detailOf(order._id)).toMatchObject({
      attentionReason:
        'Erstattung von 10,00\u00a0€ vom Zahlungsanbieter abgelehnt oder nicht erreichbar: bitte prüfen.',
      refunds: [{ status: 'failed', amount: 10 }],
    });
    later(60);
    await runJob();
    expect((await detailOf(order._id)).refunds[0].status).toBe('failed');
    expect(paypal.refunded(paypalOrderId)).toBe(0);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds/${back.json().refunds[0].id}/retry`,
      headers: auth,
    });
    expect(retried.statusCode).toBe(200);
    await settled();
    expect((await detailOf(order._id)).refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(paypal.refunded(paypalOrderId)).toBe(1000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds/${back.json().refunds[0].id}/retry`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('Klarna refunds (order management)', () => {
  it('refunds a partial return after the provider was down twice, once, with one key', async () => {
    const { order, items, klarnaOrderId } = await payWithKlarna([1200, 800]);
    expect(
      (await act(order._id, { action: 'ship', trackingNumber: '0035', confirmUnpacked: true }))
        .statusCode,
    ).toBe(200);
    const before = refundCalls(klarna).length;
    klarna.failNextRefunds('before', 'before');
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/returns`,
      headers: auth,
      payload: { items: [{ productId: items[0]!.id, resellable: true }] },
    });
    expect(back.statusCode).toBe(200);
    await settled();
    expect((await detailOf(order._id)).refunds).toEqual([
      expect.objectContaining({ status: 'pending', amount: 12, attempts: 1 }),
    ]);
    later(2);
    await runJob();
    expect((await detailOf(order._id)).refunds[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
    });
    later(6);
    await runJob();
    const detail = await detailOf(order._id);
    expect(detail.refunds[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
    expect(klarna.placed(klarnaOrderId)?.refunded).toBe(1200);
    const calls = refundCalls(klarna).slice(before);
    expect(calls.map((call) => call.headers['klarna-idempotency-key'])).toEqual([
      detail.refunds[0].id,
      detail.refunds[0].id,
      detail.refunds[0].id,
    ]);
    expect(calls[2]!.json()).toMatchObject({
      refunded_amount: 1200,
      description: `Erstattung Bestellung ${order.orderNumber}`,
    });
  });
});
