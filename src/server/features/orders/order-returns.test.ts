import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '../../../domain/api/orders.ts';
import { payInSimulator as payThroughSimulator } from '../../test/pay-in-simulator.ts';
import { invoices, products, vouchers } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// Partial withdrawals and refunds with the built-in payment simulator and with cash
// (decision 034): the admin takes back items, the money follows, the documents book it.

let current = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SITE_URL: 'https://shop.example' } });
  auth = await signInAsAdmin(t);
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

async function place(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { userData, ...body },
  });
  expect(response.statusCode).toBe(201);
  return orderSchema.parse(response.json());
}

/** Pays an online order through the simulator page, as a customer does. */
async function payInSimulator(orderId: string) {
  const confirmed = await payThroughSimulator(t.app, orderId);
  expect(confirmed.statusCode).toBe(200);
  await t.settled();
}

/**
 * An admin request on an order; once it succeeded, its follow-ups (documents, mails, refunds)
 * have run and the answer is the order page read again.
 */
async function onOrder(orderId: string, path: 'actions' | 'returns', payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/${path}`,
    headers: auth,
    payload,
  });
  if (response.statusCode !== 200) return response;
  await t.settled();
  return t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth });
}

const act = (orderId: string, payload: object) => onOrder(orderId, 'actions', payload);

const takeBack = (orderId: string, items: { productId: string; resellable: boolean }[]) =>
  onOrder(orderId, 'returns', { items });

const mailsOf = async (orderNumber: number) =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.includes(String(orderNumber)));

describe('a partial withdrawal paid with PayPal (simulator) and a voucher', () => {
  it('takes back some items, refunds the money share, refills the voucher, books it', async () => {
    const [a, b, c] = [
      await insertProduct(t.db, { priceCents: 1000, name: 'Body' }),
      await insertProduct(t.db, { priceCents: 2000, name: 'Jacke' }),
      await insertProduct(t.db, { priceCents: 3000, name: 'Schlafsack' }),
    ];
    const voucher = await insertVoucher(t.db, { initialValueCents: 2000 });
    const order = await place({
      productIds: [a!.id, b!.id, c!.id],
      voucherCodes: [voucher.code],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
    });
    expect(order.valueToPay).toBe(44.99);
    await payInSimulator(order._id);
    expect(
      (await act(order._id, { action: 'ship', trackingNumber: '00340434', confirmUnpacked: true }))
        .statusCode,
    ).toBe(200);
    expect((await act(order._id, { action: 'withdraw' })).json().status).toBe('withdrawn');

    current = new Date('2026-11-28T09:00:00Z');
    const first = await takeBack(order._id, [
      { productId: a!.id, resellable: true },
      { productId: b!.id, resellable: false },
    ]);
    expect(first.statusCode).toBe(200);
    const detail = first.json();
    // 30,00 € of 64,99 €, paid 44,99 € in money and 20,00 € with the voucher.
    const money = Math.round((3000 * 4499) / 6499);
    expect(detail.status).toBe('withdrawn');
    expect(detail.returns).toHaveLength(1);
    expect(detail.returns[0]).toMatchObject({
      kind: 'return',
      total: 30,
      money: money / 100,
      vouchers: (3000 - money) / 100,
      documentNumber: expect.stringMatching(/^RE-2026-\d{5}$/),
    });
    expect(detail.returnableProductIds).toEqual([c!.id]);
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        way: 'provider',
        status: 'succeeded',
        amount: money / 100,
        attempts: 1,
        providerReference: `SIM-REFUND-${detail.refunds[0].id}`,
      }),
    ]);
    // A resellable item is on sale again, a damaged one off sale.
    const status = async (id: string) =>
      (await t.db.select().from(products).where(eq(products.id, id)))[0]?.status;
    expect(await status(a!.id)).toBe('active');
    expect(await status(b!.id)).toBe('inactive');
    expect(await status(c!.id)).toBe('sold');
    const [refilled] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(refilled?.remainingValueCents).toBe(3000 - money);

    // The cancellation invoice takes back exactly the two items.
    const [cancellation] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, detail.returns[0].documentNumber));
    expect(cancellation?.document.rows.map((row) => row.amountCents)).toEqual([-1000, -2000]);
    expect(cancellation?.document.totalCents).toBe(-3000);

    // The customer reads what came back and what she gets, then that the money is on its way.
    const mails = await mailsOf(order.orderNumber);
    const returnMail = mails.findIndex((mail) => mail.includes('Rücksendung zu Bestellung'));
    const refundMail = mails.findIndex((mail) => mail.includes('Erstattung zu Bestellung'));
    expect(returnMail).toBeGreaterThan(0);
    expect(refundMail).toBeGreaterThan(returnMail);
    expect(mails[returnMail]).toContain('- Body (Art.-Nr.');
    expect(mails[returnMail]).toContain(
      `Wir erstatten dir ${(money / 100).toFixed(2).replace('.', ',')}\u00a0€ über PayPal.`,
    );
    expect(mails[returnMail]).toContain('deinem Wertgutschein wieder gutgeschrieben');
    expect(mails[refundMail]).toContain('über PayPal erstattet');

    // The same item cannot come back twice; an item of another order is refused.
    const twice = await takeBack(order._id, [{ productId: a!.id, resellable: true }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Dieser Artikel wurde bereits zurückgenommen.');
    const stranger = await insertProduct(t.db, {});
    expect(
      (await takeBack(order._id, [{ productId: stranger.id, resellable: true }])).statusCode,
    ).toBe(400);
    expect((await takeBack(order._id, [])).statusCode).toBe(400);

    // The last item: delivery comes back with it, the order is returned, all adds up.
    const last = await takeBack(order._id, [{ productId: c!.id, resellable: true }]);
    expect(last.statusCode).toBe(200);
    const done = last.json();
    expect(done.status).toBe('returned');
    expect(done.returnableProductIds).toEqual([]);
    const sum = (key: 'total' | 'money' | 'vouchers') =>
      Math.round(
        done.returns.reduce((all: number, r: Record<string, number>) => all + r[key]!, 0) * 100,
      );
    expect([sum('total'), sum('money'), sum('vouchers')]).toEqual([6499, 4499, 2000]);
    const [full] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(full?.remainingValueCents).toBe(2000);
    expect(done.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'invoice',
      'cancellation',
      'cancellation',
    ]);
  });

  it('cancels a paid order that was not shipped yet line by line', async () => {
    const [a, b] = [
      await insertProduct(t.db, { priceCents: 1200 }),
      await insertProduct(t.db, { priceCents: 800 }),
    ];
    const order = await place({
      productIds: [a!.id, b!.id],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'card',
    });
    await payInSimulator(order._id);
    const part = await takeBack(order._id, [{ productId: b!.id, resellable: true }]);
    expect(part.json()).toMatchObject({
      status: 'paid',
      returns: [{ kind: 'cancellation', total: 8, money: 8, vouchers: 0 }],
    });
    const mails = await mailsOf(order.orderNumber);
    expect(mails.at(-2)).toContain('haben wir diese Artikel storniert');
    // Cancelling the rest is a whole cancellation: the rest of the money and the delivery.
    const rest = await act(order._id, { action: 'cancel' });
    expect(rest.json()).toMatchObject({ status: 'cancelled' });
    expect(
      rest.json().refunds.map((r: { amount: number; status: string }) => [r.amount, r.status]),
    ).toEqual([
      [8, 'succeeded'],
      [16.99, 'succeeded'],
    ]);
    const cancelMail = (await mailsOf(order.orderNumber)).find((mail) =>
      mail.includes('wurde storniert'),
    );
    expect(cancelMail).toContain('Den bereits bezahlten Betrag von 16,99\u00a0€ erstatten wir dir');
    expect(cancelMail).not.toContain('Wertgutschein');
    // It lists what this cancellation took back, not the item cancelled before.
    expect(cancelMail).toContain(`Art.-Nr. ${a!.itemNumber}:`);
    expect(cancelMail).not.toContain(`Art.-Nr. ${b!.itemNumber}:`);
  });

  it('lists in the shipping mail what is in the parcel, not what was cancelled before', async () => {
    const [a, b] = [
      await insertProduct(t.db, { priceCents: 1200, name: 'Latzhose' }),
      await insertProduct(t.db, { priceCents: 800, name: 'Mütze' }),
    ];
    const order = await place({
      productIds: [a!.id, b!.id],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'card',
    });
    await payInSimulator(order._id);
    await takeBack(order._id, [{ productId: b!.id, resellable: true }]);
    const shipped = await act(order._id, {
      action: 'ship',
      trackingNumber: '00340434161234567890',
      confirmUnpacked: true,
    });
    expect(shipped.statusCode).toBe(200);
    const mail = (await mailsOf(order.orderNumber)).find((text) =>
      text.includes(`Subject: Deine Bestellung ${order.orderNumber} ist unterwegs`),
    );
    expect(mail).toContain('Im Paket:');
    expect(mail).toContain(`Art.-Nr. ${a!.itemNumber}:`);
    expect(mail).not.toContain(`Art.-Nr. ${b!.itemNumber}:`);
  });
});

describe('a cash order', () => {
  it('queues a refund for the owner to pay out and flags the order until she has', async () => {
    const item = await insertProduct(t.db, { priceCents: 1500 });
    const order = await place({
      productIds: [item.id],
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    });
    expect((await act(order._id, { action: 'mark-paid' })).statusCode).toBe(200);
    expect((await act(order._id, { action: 'ship', confirmUnpacked: true })).statusCode).toBe(200);
    const back = await takeBack(order._id, [{ productId: item.id, resellable: true }]);
    const detail = back.json();
    expect(detail).toMatchObject({
      status: 'returned',
      attentionReason: 'Erstattung von 15,00\u00a0€ bar oder per Überweisung auszahlen.',
      refunds: [{ way: 'manual', status: 'pending', amount: 15, attempts: 0 }],
    });
    const returnMail = (await mailsOf(order.orderNumber)).at(-1);
    expect(returnMail).toContain(
      'Wir erstatten dir 15,00\u00a0€ bar bei Abholung oder per Überweisung.',
    );

    const refundId = detail.refunds[0].id as string;
    const paidOut = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds/${refundId}/paid-out`,
      headers: auth,
    });
    expect(paidOut.statusCode).toBe(200);
    expect(paidOut.json()).toMatchObject({
      attentionReason: null,
      refunds: [{ status: 'succeeded', completedAt: expect.any(String) }],
    });
    await t.settled();
    expect((await mailsOf(order.orderNumber)).at(-1)).toContain(
      'wir haben dir 15,00\u00a0€ zu deiner Bestellung',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds/${refundId}/paid-out`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${randomUUID()}/refunds/${refundId}/paid-out`,
      headers: auth,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses to take back an unpaid order, and without a token', async () => {
    const item = await insertProduct(t.db, {});
    const order = await place({
      productIds: [item.id],
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    });
    const refused = await takeBack(order._id, [{ productId: item.id, resellable: true }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Nur bezahlte Bestellungen können storniert oder zurückgenommen werden.',
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/returns`,
      payload: { items: [{ productId: item.id, resellable: true }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
