import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertOrder, insertProduct } from '../../test/fixtures.ts';

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

async function orderWith(
  count: number,
  fields: Partial<typeof orders.$inferInsert>,
): Promise<{ orderId: string; productIds: string[] }> {
  const order = await insertOrder(t.db, fields);
  const productIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const product = await insertProduct(t.db, {
      status: 'sold',
      storageLocation: `Kiste ${i + 1}`,
    });
    await t.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      itemNumber: product.itemNumber,
      category: product.category,
      name: product.name,
      condition: product.condition,
      size: product.size,
      priceCents: product.priceCents,
      sale: false,
      discount: 0,
      salePriceCents: product.priceCents,
    });
    productIds.push(product.id);
  }
  return { orderId: order.id, productIds };
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

describe('pack list', () => {
  let paid: { orderId: string; productIds: string[] };
  let cash: { orderId: string; productIds: string[] };
  beforeAll(async () => {
    paid = await orderWith(2, {
      status: 'paid',
      paidAt: now,
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
    });
    cash = await orderWith(1, { status: 'open', paymentMethod: 'cash' });
    await orderWith(1, { status: 'open', paymentMethod: 'paypal' }); // not paid yet
    await orderWith(1, { status: 'cancelled', paymentMethod: 'cash' });
  });

  it('GET /api/orders/unpacked lists paid and cash orders with their items and boxes', async () => {
    const response = await t.app.inject({ url: '/api/orders/unpacked', headers: auth });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((o: { _id: string }) => o._id);
    expect(ids).toEqual([paid.orderId, cash.orderId]);
    expect(response.json()[0]).toMatchObject({
      isPaid: true,
      customerName: 'Erika Muster',
      packedItems: [],
      orderItems: [
        expect.objectContaining({ storageLocation: 'Kiste 1', isPacked: false }),
        expect.objectContaining({ storageLocation: 'Kiste 2', isPacked: false }),
      ],
    });
  });

  it('packing every item packs the order; unpacking one takes it back', async () => {
    const first = await post('/api/orders/set-product-packed', {
      orderId: paid.orderId,
      productId: paid.productIds[0],
    });
    expect(first.json()).toEqual({
      orderId: paid.orderId,
      packedItems: [paid.productIds[0]],
      isPacked: false,
    });
    const second = await post('/api/orders/set-product-packed', {
      orderId: paid.orderId,
      productId: paid.productIds[1],
    });
    expect(second.json().isPacked).toBe(true);
    const [packed] = await t.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(packed).toMatchObject({ status: 'packed', packedAt: now });

    const list = await t.app.inject({ url: '/api/orders/unpacked', headers: auth });
    expect(list.json().map((o: { _id: string }) => o._id)).toEqual([cash.orderId]);

    const undo = await post('/api/orders/unset-product-packed', {
      orderId: paid.orderId,
      productId: paid.productIds[0],
    });
    expect(undo.json()).toEqual({
      orderId: paid.orderId,
      packedItems: [paid.productIds[1]],
      isPacked: false,
    });
    const [back] = await t.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(back).toMatchObject({ status: 'paid', packedAt: null });
  });

  it('a cash order is packed but stays open until it is paid at pickup', async () => {
    const response = await post('/api/orders/set-product-packed', {
      orderId: cash.orderId,
      productId: cash.productIds[0],
    });
    expect(response.json().isPacked).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, cash.orderId));
    expect(order?.status).toBe('open');
  });

  it('refuses an item of another order (404) and a cancelled order (409)', async () => {
    const wrong = await post('/api/orders/set-product-packed', {
      orderId: paid.orderId,
      productId: cash.productIds[0],
    });
    expect(wrong.statusCode).toBe(404);
    const cancelled = await orderWith(1, { status: 'cancelled' });
    const refused = await post('/api/orders/set-product-packed', cancelled);
    expect(refused.statusCode).toBe(400); // productIds is not productId: the body is invalid
    const refusedProper = await post('/api/orders/set-product-packed', {
      orderId: cancelled.orderId,
      productId: cancelled.productIds[0],
    });
    expect(refusedProper.statusCode).toBe(409);
  });
});

describe('pack a whole order at once (issue 20)', () => {
  it('POST /api/orders/set-order-packed packs every item; the order is packed once', async () => {
    const order = await orderWith(3, {
      status: 'paid',
      paidAt: now,
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
    });
    // One item packed by hand first: the rest follows with the one tap.
    await post('/api/orders/set-product-packed', {
      orderId: order.orderId,
      productId: order.productIds[1],
    });
    const response = await post('/api/orders/set-order-packed', { orderId: order.orderId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: order.orderId, isPacked: true });
    expect([...response.json().packedItems].sort()).toEqual([...order.productIds].sort());
    const [packed] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(packed).toMatchObject({ status: 'packed', packedAt: now });
    const lines = await t.db
      .select({ isPacked: orderItems.isPacked })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    expect(lines.map((line) => line.isPacked)).toEqual([true, true, true]);

    // Again: nothing changes, no second 'packed' event is refused.
    const again = await post('/api/orders/set-order-packed', { orderId: order.orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json().isPacked).toBe(true);
  });

  it('keeps a cash pickup order open while packing it whole', async () => {
    const order = await orderWith(2, { status: 'open', paymentMethod: 'cash' });
    const response = await post('/api/orders/set-order-packed', { orderId: order.orderId });
    expect(response.json().isPacked).toBe(true);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'open', packedAt: now });
  });

  it('answers 404 for an unknown order, 409 for a cancelled one, 401 without admin', async () => {
    const unknown = await post('/api/orders/set-order-packed', {
      orderId: '7d0c1f5e-2b8a-4c3e-9f1d-0a1b2c3d4e5f',
    });
    expect(unknown.statusCode).toBe(404);
    const cancelled = await orderWith(1, { status: 'cancelled' });
    const refused = await post('/api/orders/set-order-packed', { orderId: cancelled.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Diese Bestellung ist storniert oder schon verschickt.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-order-packed',
      payload: { orderId: cancelled.orderId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sort-out list', () => {
  it('lists deactivated items and items online too long; packing toggles them', async () => {
    const old = await insertProduct(t.db, { createdAt: new Date('2026-06-01T10:00:00Z') });
    const fresh = await insertProduct(t.db, { createdAt: new Date('2026-11-20T10:00:00Z') });
    const inactive = await insertProduct(t.db, { status: 'inactive' });

    const response = await t.app.inject({ url: '/api/products/sortout', headers: auth });
    expect(response.json().olderThanDays).toBe(120);
    const items = response.json().items as { _id: string; reason: string }[];
    expect(items.find((i) => i._id === old.id)?.reason).toBe('old');
    expect(items.find((i) => i._id === inactive.id)?.reason).toBe('inactive');
    expect(items.find((i) => i._id === fresh.id)).toBeUndefined();

    expect((await post('/api/products/set-product-packed', { productId: old.id })).json()).toEqual({
      productId: old.id,
      isPacked: true,
    });
    const [packed] = await t.db.select().from(products).where(eq(products.id, old.id));
    expect(packed?.isPacked).toBe(true);
    expect((await post('/api/orders/unset-product-packed', { productId: old.id })).json()).toEqual({
      productId: old.id,
      isPacked: false,
    });
  });
});

describe('pack by scan (issue 34, decision 073)', () => {
  const itemNumberOf = async (productId: string) =>
    (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.itemNumber;

  it('POST /api/orders/pack-scanned packs the scanned item in its order on the pack list', async () => {
    const order = await orderWith(2, {
      status: 'paid',
      paidAt: now,
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
    });
    const [first, second] = await Promise.all(order.productIds.map(itemNumberOf));
    const one = await post('/api/orders/pack-scanned', { itemNumber: first });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      orderId: order.orderId,
      productId: order.productIds[0],
      itemNumber: first,
      packedItems: [order.productIds[0]],
      isPacked: false,
      wasPacked: false,
    });
    const again = await post('/api/orders/pack-scanned', { itemNumber: first });
    expect(again.json()).toMatchObject({ wasPacked: true, isPacked: false });
    const last = await post('/api/orders/pack-scanned', { itemNumber: second });
    expect(last.json()).toMatchObject({ isPacked: true, wasPacked: false });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(stored?.status).toBe('packed');
  });

  it('says in German when the item is on no order of the pack list, and changes nothing', async () => {
    const shelf = await insertProduct(t.db);
    const unpaid = await orderWith(1, { status: 'open', paymentMethod: 'paypal' });
    const unpaidNumber = await itemNumberOf(unpaid.productIds[0]!);
    for (const itemNumber of [shelf.itemNumber, unpaidNumber, 987654]) {
      const response = await post('/api/orders/pack-scanned', { itemNumber });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Artikel ${itemNumber} steht nicht auf der Packliste.`);
    }
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, unpaid.orderId));
    expect(lines.every((line) => !line.isPacked)).toBe(true);
    expect((await post('/api/orders/pack-scanned', { itemNumber: 'x' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/pack-scanned',
      payload: { itemNumber: shelf.itemNumber },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to pack an item of an order a withdrawal holds', async () => {
    const held = await orderWith(1, {
      status: 'paid',
      paidAt: now,
      paymentMethod: 'paypal',
      withdrawalReceivedAt: now,
    });
    const response = await post('/api/orders/pack-scanned', {
      itemNumber: await itemNumberOf(held.productIds[0]!),
    });
    expect(response.statusCode).toBe(409);
  });
});
