import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_HOLD_MESSAGE } from '../../../domain/order-status.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// A declared withdrawal stops the parcel (issue 31, decision 054): an order a withdrawal reaches
// before it left the shop is held. It stays on the pack list marked and cannot be packed, leaves
// "Zu packen", shows on the dashboard, and is shipped only by the owner's explicit override; the
// owner cancels it instead. Goods that left are withdrawn and come back as before.

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-27T09:00:00Z') });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const customer = { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' };

/** A paid pickup order of two items (cash, marked paid at the counter). */
async function paidOrder() {
  const items = [
    await insertProduct(t.db, { priceCents: 1200 }),
    await insertProduct(t.db, { priceCents: 800 }),
  ];
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      productIds: items.map((item) => item.id),
      userData: customer,
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    },
  });
  const order = placed.json() as { _id: string; orderNumber: number };
  expect((await act(order._id, { action: 'mark-paid' })).statusCode).toBe(200);
  return { ...order, items };
}

async function act(orderId: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    headers: auth,
    payload,
  });
  await t.settled();
  return response;
}

const detailOf = async (orderId: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth })).json();
const packList = async () =>
  (await t.app.inject({ url: '/api/orders/unpacked', headers: auth })).json() as {
    _id: string;
    heldByWithdrawal: boolean;
  }[];
const dashboard = async () =>
  (await t.app.inject({ url: '/api/admin/dashboard', headers: auth })).json();

async function withdraw(order: { orderNumber: number }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    payload: {
      name: 'Erika Muster',
      orderNumber: String(order.orderNumber),
      email: 'ERIKA@example.de',
    },
  });
  expect(response.statusCode).toBe(201);
  await t.settled();
}

describe('a withdrawal before the goods left', () => {
  it('holds the order: marked on the pack list, not packed, not counted to pack, not shipped', async () => {
    const order = await paidOrder();
    // One item is already in the parcel when the withdrawal comes.
    const packed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-product-packed',
      headers: auth,
      payload: { orderId: order._id, productId: order.items[0]!.id },
    });
    expect(packed.statusCode).toBe(200);
    const before = await dashboard();

    await withdraw(order);

    expect(await detailOf(order._id)).toMatchObject({
      status: 'paid',
      heldByWithdrawal: true,
      availableActions: ['ship', 'cancel'],
    });
    expect((await packList()).find((entry) => entry._id === order._id)).toMatchObject({
      heldByWithdrawal: true,
    });
    const after = await dashboard();
    expect(after.ordersToPack).toBe(before.ordersToPack - 1);
    expect(after.ordersHeldByWithdrawal).toBe(before.ordersHeldByWithdrawal + 1);
    const held = await t.app.inject({ url: '/api/admin/orders?held=true', headers: auth });
    expect(held.json().orders.map((row: { _id: string }) => row._id)).toEqual([order._id]);

    // Nothing more goes into the parcel; what is in it may come out again.
    const packing = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-product-packed',
      headers: auth,
      payload: { orderId: order._id, productId: order.items[1]!.id },
    });
    expect(packing.statusCode).toBe(409);
    expect(packing.json().message).toContain('Widerruf – nicht versenden');
    const unpacking = await t.app.inject({
      method: 'POST',
      url: '/api/orders/unset-product-packed',
      headers: auth,
      payload: { orderId: order._id, productId: order.items[0]!.id },
    });
    expect(unpacking.statusCode).toBe(200);

    const shipped = await act(order._id, { action: 'ship', confirmUnpacked: true });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(WITHDRAWAL_HOLD_MESSAGE);

    // The owner cancels it: refund queued (cash: she pays it out), items back, hold over.
    const cancelled = await act(order._id, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(await detailOf(order._id)).toMatchObject({
      status: 'cancelled',
      heldByWithdrawal: false,
      refunds: [{ way: 'manual', amount: 20 }],
    });
    expect((await packList()).some((entry) => entry._id === order._id)).toBe(false);
    expect((await dashboard()).ordersHeldByWithdrawal).toBe(before.ordersHeldByWithdrawal);

    // The customer's page tells the story, and her receipt says nothing will be sent.
    const page = (await t.app.inject({ url: `/api/orders/${order._id}` })).json();
    expect(page.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'placed',
      'paid-at-pickup',
      'withdrawal-received',
      'items-cancelled',
    ]);
    const receipt = (await readOutbox(t.dataDir)).find((mail) =>
      mail.includes(`Bestellnummer: ${order.orderNumber}`),
    );
    expect(receipt).toContain('Wir versenden sie nicht mehr.');
  });

  it('is shipped only with the explicit override, and the hold is then over', async () => {
    const order = await paidOrder();
    await withdraw(order);
    const overridden = await act(order._id, {
      action: 'ship',
      confirmUnpacked: true,
      overrideWithdrawal: true,
    });
    expect(overridden.statusCode).toBe(200);
    expect(await detailOf(order._id)).toMatchObject({
      status: 'shipped',
      heldByWithdrawal: false,
    });
  });

  it('is the same when the owner records a withdrawal that came by mail', async () => {
    const order = await paidOrder();
    expect((await act(order._id, { action: 'withdraw' })).statusCode).toBe(200);
    expect(await detailOf(order._id)).toMatchObject({ status: 'paid', heldByWithdrawal: true });
    // Recorded once: the button is gone.
    expect((await act(order._id, { action: 'withdraw' })).statusCode).toBe(409);
  });
});

describe('a withdrawal after the goods left', () => {
  it('marks the order withdrawn, to be taken back when the goods arrive', async () => {
    const order = await paidOrder();
    expect((await act(order._id, { action: 'ship', confirmUnpacked: true })).statusCode).toBe(200);
    await withdraw(order);
    expect(await detailOf(order._id)).toMatchObject({
      status: 'withdrawn',
      heldByWithdrawal: false,
      availableActions: ['return'],
    });
  });
});
