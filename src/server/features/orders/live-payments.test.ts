import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, startPaymentResponseSchema } from '../../../domain/api/orders.ts';
import { paymentAttempts, products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { startFakeKlarna } from '../../lib/payments/fakes/fake-klarna.ts';
import { startFakePayPal } from '../../lib/payments/fakes/fake-paypal.ts';
import { insertProduct, REAL_SHOP_IDENTITY } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelAbandonedOrders } from './abandoned-orders.ts';
import { reconcilePendingPayments } from './order-payments.service.ts';

// PAYMENT_MODE=live against local fakes of PayPal's and Klarna's HTTP APIs.

let current = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let klarna: Awaited<ReturnType<typeof startFakeKlarna>>;

beforeAll(async () => {
  paypal = await startFakePayPal({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  klarna = await startFakeKlarna({ username: 'K123_shop', password: 'klarna-secret' });
  t = await createTestApp({
    clock,
    env: {
      ...REAL_SHOP_IDENTITY,
      PAYMENT_MODE: 'live',
      // giropay is off by default in live mode (it ended in 2024); the adapter still speaks it.
      PAYMENT_METHODS: 'cash,paypal,klarna-pay-now,klarna-pay-later,sepa-debit,giropay,card',
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_CLIENT_ID: 'shop-client',
      PAYPAL_CLIENT_SECRET: 'shop-secret',
      KLARNA_BASE_URL: klarna.url,
      KLARNA_USERNAME: 'K123_shop',
      KLARNA_PASSWORD: 'klarna-secret',
      SITE_URL: 'https://shop.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await klarna.close();
});

const userData = {
  firstName: 'Erika',
  lastName: 'Muster',
  emailAddress: 'erika@example.de',
  street: 'Hauptstraße 3',
  postalCode: '12345',
  city: 'Musterstadt',
};

async function placeOrder(paymentMethod: string, priceCents = 2000) {
  const item = await insertProduct(t.db, { priceCents });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { productIds: [item.id], userData, deliveryMethod: 'liefernDHL', paymentMethod },
  });
  expect(response.statusCode).toBe(201);
  return { order: orderSchema.parse(response.json()), item };
}

async function startPayment(orderId: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment` });
  expect(response.statusCode).toBe(200);
  return startPaymentResponseSchema.parse(response.json());
}

function confirm(orderId: string, paymentId: string, authorizationToken: string | null = null) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/confirm`,
    payload: { paymentId, authorizationToken },
  });
}

describe('PayPal Orders v2', () => {
  it.each([
    ['paypal', 'paypal'],
    ['sepa-debit', 'sepa'],
    ['card', 'card'],
    ['giropay', 'giropay'],
  ] as const)('pays %s: create, approve at PayPal, capture', async (method, funding) => {
    const { order } = await placeOrder(method);
    const payment = await startPayment(order._id);
    expect(payment).toMatchObject({
      provider: 'paypal',
      fundingSource: funding,
      clientToken: null,
    });
    const paypalOrderId = new URL(payment.approvalUrl ?? '').searchParams.get('token') ?? '';

    const create = paypal.requests.find(
      (r) =>
        r.path === '/v2/checkout/orders' && r.headers['paypal-request-id'] === payment.paymentId,
    );
    const body = create?.json() as {
      purchase_units: { amount: { value: string }; reference_id: string }[];
      payment_source: Record<string, { experience_context: { return_url: string } }>;
    };
    expect(body.purchase_units[0]).toMatchObject({
      amount: { value: '24.99' },
      reference_id: order._id,
    });
    const source = method === 'giropay' ? 'giropay' : 'paypal';
    expect(body.payment_source[source]?.experience_context.return_url).toBe(
      `https://shop.example/bestellung/${order._id}?paymentId=${payment.paymentId}`,
    );

    // Not approved yet: PayPal refuses the capture, the order stays unpaid.
    expect((await confirm(order._id, payment.paymentId)).statusCode).toBe(402);
    const retry = await startPayment(order._id);
    const retryId = new URL(retry.approvalUrl ?? '').searchParams.get('token') ?? '';
    paypal.approve(retryId);
    const paid = await confirm(order._id, retry.paymentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ isPaid: true });
    expect(paypal.order(retryId)?.status).toBe('COMPLETED');
    expect(paypal.order(paypalOrderId)?.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('refunds a late PayPal capture when the items were sold meanwhile', async () => {
    current = new Date('2026-11-22T10:00:00Z');
    const { order, item } = await placeOrder('paypal');
    const payment = await startPayment(order._id);
    paypal.approve(new URL(payment.approvalUrl ?? '').searchParams.get('token') ?? '');
    current = new Date('2026-11-22T11:00:00Z');
    await cancelAbandonedOrders(t.app, current);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        productIds: [item.id],
        userData,
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    expect(other.statusCode).toBe(201);

    const late = await confirm(order._id, payment.paymentId);
    expect(late.statusCode).toBe(409);
    // The refund follows the answer (a follow-up of the refused payment, decision 054).
    await t.app.followUps.settled();
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.paymentId));
    expect(attempt?.status).toBe('refunded');
    const refund = paypal.requests.find((r) => r.path.endsWith('/refund'));
    expect(refund?.json()).toMatchObject({ amount: { currency_code: 'EUR', value: '24.99' } });
    expect(refund?.headers['paypal-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    current = new Date('2026-11-22T10:00:00Z');
  });
});

describe('Klarna Payments', () => {
  it.each(['klarna-pay-now', 'klarna-pay-later'])(
    'pays %s: session, authorize in the widget, place order',
    async (method) => {
      const { order } = await placeOrder(method, 1234);
      const payment = await startPayment(order._id);
      expect(payment).toMatchObject({ provider: 'klarna', approvalUrl: null });
      const [attempt] = await t.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, payment.paymentId));
      expect(payment.clientToken).toBe(`eyJ.${attempt?.reference}`);

      expect((await confirm(order._id, payment.paymentId, 'made-up')).statusCode).toBe(402);
      const retry = await startPayment(order._id);
      const [retryAttempt] = await t.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, retry.paymentId));
      const authorizationToken = klarna.authorize(retryAttempt?.reference ?? '');
      const paid = await confirm(order._id, retry.paymentId, authorizationToken);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ isPaid: true });
      const placed = klarna.requests.find((r) => r.path.includes(authorizationToken));
      expect(placed?.json()).toMatchObject({ order_amount: 1733, auto_capture: true });
    },
  );
});

describe('pending payments (SEPA, giropay, fraud checks)', () => {
  it('keeps a pending PayPal capture unpaid (202), never cancels it, and settles it later', async () => {
    current = new Date('2026-11-22T10:00:00Z');
    const { order, item } = await placeOrder('sepa-debit');
    const payment = await startPayment(order._id);
    const paypalOrderId = new URL(payment.approvalUrl ?? '').searchParams.get('token') ?? '';
    paypal.approve(paypalOrderId);
    paypal.makeNextCapturePending();

    const pending = await confirm(order._id, payment.paymentId);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({ isPaid: false, isCanceled: false });

    // Past the payment deadline the order is kept: the money is on its way.
    current = new Date('2026-11-22T12:00:00Z');
    await cancelAbandonedOrders(t.app, current);
    const deps = { db: t.db, gateways: t.app.payments, now: current, followUps: t.app.followUps };
    expect(await reconcilePendingPayments(deps)).toBe(0);
    expect((await readOrder(order._id)).isCanceled).toBe(false);

    paypal.completeCapture(paypalOrderId);
    expect(await reconcilePendingPayments(deps)).toBe(1);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, isCanceled: false });
    const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(row?.status).toBe('sold');
    current = new Date('2026-11-22T10:00:00Z');
  });

  it('settles a Klarna order once the fraud check accepts it', async () => {
    const { order } = await placeOrder('klarna-pay-later');
    const payment = await startPayment(order._id);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.paymentId));
    const authorizationToken = klarna.authorize(attempt?.reference ?? '');
    klarna.makeNextOrderPending();

    const pending = await confirm(order._id, payment.paymentId, authorizationToken);
    expect(pending.statusCode).toBe(202);
    const [pendingAttempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.paymentId));
    expect(pendingAttempt?.status).toBe('pending');

    klarna.acceptOrder(pendingAttempt?.captureReference ?? '');
    const deps = { db: t.db, gateways: t.app.payments, now: current, followUps: t.app.followUps };
    expect(await reconcilePendingPayments(deps)).toBe(1);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true });
  });
});

async function readOrder(orderId: string) {
  return orderSchema.parse((await t.app.inject({ url: `/api/orders/${orderId}` })).json());
}
