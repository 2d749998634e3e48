import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, orderSchema } from '../../../domain/api/orders.ts';
import { COUPON_MESSAGES } from '../../../domain/coupon-rules.ts';
import {
  orderItems,
  orders,
  products,
  shopVersion,
  voucherTransactions,
  vouchers,
} from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertCoupon, insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let current = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const userData = { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' };
const address = { street: 'Hauptstraße 3', postalCode: '12345', city: 'Musterstadt' };

type OrderBody = Record<string, unknown> & { productIds: string[] };

function placeOrder(body: OrderBody, options: { key?: string; clientId?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.clientId ? { userid: options.clientId } : {}),
    },
    payload: {
      userData,
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      ...body,
    },
  });
}

/** The shop's version, which every statement changing products bumps (decision 048). */
async function shopVersionNow(): Promise<number> {
  const [row] = await t.db.select({ version: shopVersion.version }).from(shopVersion);
  return row?.version ?? 0;
}

describe('POST /api/orders', () => {
  it('refuses a payment method the shop has switched off (PAYMENT_METHODS)', async () => {
    const shop = await createTestApp({ clock, env: { PAYMENT_METHODS: 'cash,paypal' } });
    try {
      const item = await insertProduct(shop.db);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          productIds: [item.id],
          deliveryMethod: 'liefernDHL',
          paymentMethod: 'giropay',
          userData: { ...userData, ...address },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(ORDER_MESSAGES.paymentMethodNotOffered);
      const site = await shop.app.inject({ url: '/api/site' });
      expect(site.json().paymentMethods).toEqual(['cash', 'paypal']);
    } finally {
      await shop.close();
    }
  });

  it('places a cash pickup order, prices it itself, marks items sold and mails a confirmation', async () => {
    const a = await insertProduct(t.db, {
      priceCents: 1299,
      sale: true,
      discount: 30,
      name: 'Kleid',
    });
    const b = await insertProduct(t.db, { priceCents: 500, name: 'Mütze' });

    const response = await placeOrder({ productIds: [a.id, b.id] });

    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      subtotal: 14.09, // 9,09 € (12,99 € − 30 %) + 5,00 €
      couponDiscount: 0,
      deliveryCost: 0,
      total: 14.09,
      valueToPay: 14.09,
      isPaid: false,
      isCanceled: false,
      paymentMethod: 'cash',
      deliveryMethod: 'abholen',
      packedItems: [],
      paymentDueAt: null,
    });
    expect(order.orderItems.map((item) => [item._id, item.salePrice])).toEqual([
      [a.id, 9.09],
      [b.id, 5],
    ]);
    const rows = await t.db.select().from(products).where(eq(products.id, a.id));
    expect(rows[0]?.status).toBe('sold');

    const read = await t.app.inject({ url: `/api/orders/${order._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);

    // The confirmation is a follow-up, sent after the answer (decision 054).
    await t.settled();
    const mails = await readOutbox(t.dataDir);
    const mail = mails.find((text) => text.includes(`Nr. ${order.orderNumber}`));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: erika@example.de');
    expect(mail).toContain('WIDERRUFSBELEHRUNG');
    expect(mail).toContain('MUSTER-WIDERRUFSFORMULAR');
    expect(mail).toContain('§ 19 UStG');
    expect(mail).toContain('Barzahlung');
  });

  it('ignores prices, discounts and totals sent by the browser', async () => {
    const item = await insertProduct(t.db, { priceCents: 2000 });
    const response = await placeOrder({
      productIds: [item.id],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
      userData: { ...userData, ...address },
      valueToPay: 0.01,
      total: 0.01,
      totalPrice: 0.01,
      cartItems: [{ _id: item.id, price: 0.01, sale: true, discount: 99 }],
      coupon: { discountType: 'fixed', discountAmount: 1000 },
      vouchers: [{ code: 'AAAA-BBBB-CCCC-DDDD', remainingValue: 1000 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 20,
      deliveryCost: 4.99,
      couponDiscount: 0,
      vouchersTotal: 0,
      valueToPay: 24.99,
      isPaid: false,
      paymentDueAt: '2026-11-22T10:30:00.000Z',
    });
  });

  it('applies coupon, delivery and vouchers with the domain rules and records them', async () => {
    const item = await insertProduct(t.db, { priceCents: 4000 });
    await insertCoupon(t.db, { code: 'ZEHN', discountType: 'percentage', discountPercent: 10 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });

    const response = await placeOrder({
      productIds: [item.id],
      deliveryMethod: 'liefernInnerhalb',
      paymentMethod: 'klarna-pay-later',
      userData: { ...userData, ...address },
      couponCode: 'zehn',
      voucherCodes: [voucher.code.toLowerCase()],
    });

    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      subtotal: 40,
      couponDiscount: 4,
      deliveryCost: 2.5,
      total: 38.5,
      vouchersTotal: 10,
      valueToPay: 28.5,
      coupon: { code: 'ZEHN', discountType: 'percentage', discountAmount: 10 },
    });
    expect(order.vouchers).toEqual([
      { code: `XXXX-XXXX-XXXX-${voucher.code.slice(-4)}`, number: voucher.number, amount: 10 },
    ]);
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingValueCents).toBe(0);
  });

  it('gives free delivery on 31 October', async () => {
    current = new Date('2026-10-31T12:00:00Z');
    const item = await insertProduct(t.db, { priceCents: 1000 });
    const response = await placeOrder({
      productIds: [item.id],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
      userData: { ...userData, ...address },
    });
    expect(response.json()).toMatchObject({ deliveryCost: 0, valueToPay: 10 });
    current = new Date('2026-11-22T10:00:00Z');
  });

  it('marks an order fully covered by a voucher as paid at once', async () => {
    const item = await insertProduct(t.db, { priceCents: 800 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 5000 });
    const response = await placeOrder({
      productIds: [item.id],
      paymentMethod: 'paypal',
      voucherCodes: [voucher.code],
    });
    expect(response.json()).toMatchObject({ valueToPay: 0, vouchersTotal: 8, isPaid: true });
  });

  it("records 'voucher' for an order with nothing left to pay, whatever method was sent", async () => {
    const item = await insertProduct(t.db, { priceCents: 800 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 5000 });
    const response = await placeOrder({
      productIds: [item.id],
      paymentMethod: 'paypal',
      voucherCodes: [voucher.code],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      paymentMethod: 'voucher',
      valueToPay: 0,
      isPaid: true,
      paymentDueAt: null,
    });
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${response.json()._id}/payment`,
    });
    expect(payment.statusCode).toBe(409);
  });

  it("takes 'voucher', which no checkout offers, when vouchers and coupon cover everything", async () => {
    const item = await insertProduct(t.db, { priceCents: 900 });
    await insertCoupon(t.db, { code: 'DREI', discountType: 'fixed', discountAmountCents: 300 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 1240 });
    const response = await placeOrder({
      productIds: [item.id],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'voucher',
      userData: { ...userData, ...address },
      couponCode: 'DREI',
      voucherCodes: [voucher.code],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      paymentMethod: 'voucher',
      total: 10.99, // 9,00 − 3,00 + 4,99
      vouchersTotal: 10.99,
      valueToPay: 0,
      isPaid: true,
    });
  });

  it("keeps the negative total of a fixed coupon larger than the order, and records 'voucher'", async () => {
    const item = await insertProduct(t.db, { priceCents: 250 });
    await insertCoupon(t.db, { code: 'GROSS', discountType: 'fixed', discountAmountCents: 500 });
    const response = await placeOrder({
      productIds: [item.id],
      paymentMethod: 'voucher',
      couponCode: 'GROSS',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      paymentMethod: 'voucher',
      total: -2.5,
      valueToPay: 0,
      isPaid: true,
    });
  });

  it("refuses 'voucher' when something is left to pay: a zero total the browser claims", async () => {
    const item = await insertProduct(t.db, { priceCents: 2000 });
    const voucher = await insertVoucher(t.db, { initialValueCents: 500 });
    const response = await placeOrder({
      productIds: [item.id],
      paymentMethod: 'voucher',
      voucherCodes: [voucher.code],
      valueToPay: 0,
      total: 0,
      vouchers: [{ code: voucher.code, remainingValue: 100 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ORDER_MESSAGES.paymentMethodRequired);
    // Nothing was sold or spent.
    const [product] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(product?.status).toBe('active');
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingValueCents).toBe(500);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, item.id));
    expect(lines).toEqual([]);
  });

  it('refuses cash with delivery, delivery without address, bad coupons and vouchers', async () => {
    const item = await insertProduct(t.db);
    await insertCoupon(t.db, { code: 'ABGELAUFEN', validUntil: new Date('2026-01-01T00:00:00Z') });
    const cases: [OrderBody, number, string][] = [
      [
        {
          productIds: [item.id],
          deliveryMethod: 'liefernDHL',
          paymentMethod: 'cash',
          userData: { ...userData, ...address },
        },
        422,
        ORDER_MESSAGES.cashOnlyWithPickup,
      ],
      [
        { productIds: [item.id], deliveryMethod: 'liefernDHL', paymentMethod: 'paypal' },
        422,
        ORDER_MESSAGES.addressRequired,
      ],
      [
        { productIds: [item.id], couponCode: 'ABGELAUFEN' },
        422,
        ORDER_MESSAGES.couponInvalid(COUPON_MESSAGES.expired),
      ],
      [
        { productIds: [item.id], voucherCodes: ['ZZZZ-ZZZZ-ZZZZ-ZZZZ'] },
        422,
        ORDER_MESSAGES.voucherNotFound('ZZZZ-ZZZZ-ZZZZ-ZZZZ'),
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await placeOrder(body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(row?.status).toBe('active');
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        productIds: [item.id],
        userData,
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    expect(missingKey.statusCode).toBe(400);
  });

  it('refuses items sold or reserved by another client, but takes the own reservation', async () => {
    const me = randomUUID();
    const mine = await insertProduct(t.db, {
      reservedBy: me,
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const others = await insertProduct(t.db, {
      name: 'Strampler',
      reservedBy: randomUUID(),
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const refused = await placeOrder({ productIds: [mine.id, others.id] }, { clientId: me });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      ORDER_MESSAGES.unavailable(`Strampler (Nr. ${others.itemNumber})`),
    );
    const alsoMine = await insertProduct(t.db, {
      reservedBy: me,
      reservedUntil: new Date(current.getTime() + 60_000),
    });
    const taken = await placeOrder({ productIds: [mine.id] }, { clientId: me });
    expect(taken.statusCode).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.id, mine.id));
    expect(row).toMatchObject({
      status: 'sold',
      soldAt: current,
      reservedBy: null,
      reservedUntil: null,
      updatedAt: current,
    });
    const [left] = await t.db.select().from(products).where(eq(products.id, alsoMine.id));
    // The checkout is over: the other held item is free again, and was not sold with it.
    expect(left).toMatchObject({
      status: 'active',
      soldAt: null,
      reservedBy: null,
      reservedUntil: null,
    });
    const again = await placeOrder({ productIds: [mine.id] }, { clientId: me });
    expect(again.statusCode).toBe(409);
  });

  it('changes the shop once per order: one bump of its version, whatever else the client held', async () => {
    const me = randomUUID();
    const held = { reservedBy: me, reservedUntil: new Date(current.getTime() + 60_000) };
    const item = await insertProduct(t.db, held);
    await insertProduct(t.db, held);
    const voucher = await insertVoucher(t.db, { initialValueCents: 50_000 });
    const before = await shopVersionNow();
    const placed = await placeOrder(
      { productIds: [item.id], paymentMethod: 'voucher', voucherCodes: [voucher.code] },
      { clientId: me },
    );
    expect(placed.statusCode).toBe(201);
    expect(await shopVersionNow()).toBe(before + 1);
  });

  it('returns the same order for a replayed idempotency key, also when the replays race', async () => {
    const item = await insertProduct(t.db);
    const key = randomUUID();
    const first = await placeOrder({ productIds: [item.id] }, { key });
    const replay = await placeOrder({ productIds: [item.id] }, { key });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()._id).toBe(first.json()._id);
    // The same key for a different cart is a client bug, not a replay.
    const other0 = await insertProduct(t.db);
    const misuse = await placeOrder({ productIds: [other0.id] }, { key });
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json().message).toBe(ORDER_MESSAGES.idempotencyKeyReused);

    const other = await insertProduct(t.db);
    const racingKey = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder({ productIds: [other.id] }, { key: racingKey })),
    );
    expect(racing.map((r) => r.statusCode).sort((x, y) => x - y)).toEqual([
      ...Array<number>(9).fill(200),
      201,
    ]);
    expect(new Set(racing.map((r) => r.json()._id)).size).toBe(1);
    const stored = await t.db.select().from(orders).where(eq(orders.idempotencyKey, racingKey));
    expect(stored).toHaveLength(1);
  });

  it('sells one item to exactly one of 50 clients ordering it at once', async () => {
    const item = await insertProduct(t.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder({ productIds: [item.id] }, { clientId: randomUUID() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, item.id));
    expect(lines).toHaveLength(1);
  });

  it('of 50 clients racing through reservation and order, exactly one gets the item', async () => {
    const item = await insertProduct(t.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const clientId = randomUUID();
        const reserved = await t.app.inject({
          method: 'PUT',
          url: '/api/reservation',
          headers: { userid: clientId },
          payload: { productIds: [item.id] },
        });
        const ordered = await placeOrder({ productIds: [item.id] }, { clientId });
        return { reserved: reserved.statusCode, ordered: ordered.statusCode };
      }),
    );
    expect(results.filter((r) => r.reserved === 200)).toHaveLength(1);
    expect(results.filter((r) => r.ordered === 201)).toHaveLength(1);
    // The one who reserved is the one who bought: a held item cannot be ordered by others.
    expect(results.find((r) => r.reserved === 200)?.ordered).toBe(201);
  });

  it('never spends a voucher below zero when two orders race for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
      const first = await insertProduct(t.db, { priceCents: 800 });
      const second = await insertProduct(t.db, { priceCents: 800 });

      const responses = await Promise.all(
        [first, second].map((item) =>
          placeOrder({
            productIds: [item.id],
            paymentMethod: 'paypal',
            voucherCodes: [voucher.code],
          }),
        ),
      );

      expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
      const spent = responses.map((r) => r.json().vouchersTotal as number).sort();
      expect(spent).toEqual([2, 8]); // the first takes 8,00 €, the second what is left
      const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(after?.remainingValueCents).toBe(0);
      const ledger = await t.db
        .select()
        .from(voucherTransactions)
        .where(eq(voucherTransactions.voucherId, voucher.id));
      expect(ledger.reduce((sum, row) => sum + row.amountCents, 1000)).toBe(0);
    }
  });

  it('refuses an order whose voucher was used up by a racing order', async () => {
    const voucher = await insertVoucher(t.db, { initialValueCents: 500 });
    const items = await Promise.all([1, 2, 3].map(() => insertProduct(t.db, { priceCents: 800 })));
    const responses = await Promise.all(
      items.map((item) =>
        placeOrder({
          productIds: [item.id],
          paymentMethod: 'paypal',
          voucherCodes: [voucher.code],
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ORDER_MESSAGES.voucherEmpty(voucher.code));
    }
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingValueCents).toBe(0);
  });

  it('answers 404 in German for an unknown order and 400 for a guessable id', async () => {
    const unknown = await t.app.inject({ url: `/api/orders/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ORDER_MESSAGES.notFound);
    expect((await t.app.inject({ url: '/api/orders/10001' })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every checkout call', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/products/checkcart',
      '/api/reservation',
      '/api/coupons/validate',
      '/api/voucher/validate',
      '/api/orders',
      '/api/orders/{id}',
      '/api/orders/{id}/payment',
      '/api/orders/{id}/payment/confirm',
      '/api/payments/simulator/{paymentId}',
      '/api/withdrawals',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });
});
