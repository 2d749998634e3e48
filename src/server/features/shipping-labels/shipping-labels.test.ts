import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, withdrawals } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { startFakeDhl } from '../../lib/shipping/fakes/fake-dhl.ts';
import { insertOrder } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-23T09:00:00Z');

function dhlOrder(db: TestApp['db'], overrides: Partial<typeof orders.$inferInsert> = {}) {
  return insertOrder(db, {
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
    status: 'paid',
    paidAt: new Date('2026-11-22T10:00:00Z'),
    street: 'Hauptstraße 5a',
    postalCode: '10115',
    city: 'Berlin',
    ...overrides,
  });
}

function client(t: TestApp, auth: { authorization: string }) {
  return {
    create: (orderId: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/labels`,
        headers: auth,
        payload,
      }),
    list: (orderId: string) =>
      t.app.inject({ url: `/api/admin/orders/${orderId}/labels`, headers: auth }),
    cancel: (orderId: string, labelId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/orders/${orderId}/labels/${labelId}`,
        headers: auth,
      }),
    trackingNumber: async (orderId: string) =>
      (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.trackingNumber,
  };
}

describe('labels in simulator mode (no DHL credentials)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    auth = await signInAsAdmin(t);
    api = client(t, auth);
  });
  afterAll(() => t.close());

  it('creates a test label for a DHL order, fills the tracking number, serves the PDF', async () => {
    const order = await dhlOrder(t.db);
    const created = await api.create(order.id, { kind: 'outbound', product: 'kleinpaket' });
    expect(created.statusCode).toBe(201);
    const label = created.json();
    expect(label).toMatchObject({
      kind: 'outbound',
      mode: 'simulator',
      productCode: 'V62KP',
      cancelledAt: null,
    });
    expect(label.shipmentNumber).toMatch(/^TEST\d{16}$/);
    expect(await api.trackingNumber(order.id)).toBe(label.shipmentNumber);

    const listed = await api.list(order.id);
    expect(listed.json()).toEqual({ mode: 'simulator', setupHint: null, labels: [label] });

    const pdf = await t.app.inject({
      url: `/api/admin/orders/${order.id}/labels/${label.id}/pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="DHL-Label-${label.shipmentNumber}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an order that is not sent with DHL, and an unpaid one', async () => {
    const pickup = await insertOrder(t.db, { status: 'paid' });
    const refused = await api.create(pickup.id, { kind: 'outbound', product: 'paket' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Versandlabels gibt es nur für Bestellungen mit Versand per DHL.',
    );
    const unpaid = await dhlOrder(t.db, { status: 'open', paidAt: null });
    expect((await api.create(unpaid.id, { kind: 'outbound', product: 'paket' })).statusCode).toBe(
      409,
    );
  });

  it('makes one label of two clicks at once, and no second while it is valid', async () => {
    const order = await dhlOrder(t.db);
    const both = await Promise.all([
      api.create(order.id, { kind: 'outbound', product: 'paket' }),
      api.create(order.id, { kind: 'outbound', product: 'paket' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const again = await api.create(order.id, { kind: 'outbound', product: 'paket' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/schon ein gültiges Label/);
    expect((await api.list(order.id)).json().labels).toHaveLength(1);
  });

  it('cancels a label, clears its tracking number, and a new one can be made', async () => {
    const order = await dhlOrder(t.db);
    const label = (await api.create(order.id, { kind: 'outbound', product: 'paket' })).json();
    const cancelled = await api.cancel(order.id, label.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelledAt).toBe('2026-11-23T09:00:00.000Z');
    expect(await api.trackingNumber(order.id)).toBeNull();
    expect((await api.cancel(order.id, label.id)).statusCode).toBe(409);
    expect((await api.create(order.id, { kind: 'outbound', product: 'paket' })).statusCode).toBe(
      201,
    );
  });

  it('refuses to cancel once the order is shipped; then a return label can be made', async () => {
    const order = await dhlOrder(t.db);
    const label = (await api.create(order.id, { kind: 'outbound', product: 'paket' })).json();
    const early = await api.create(order.id, { kind: 'return' });
    expect(early.statusCode).toBe(409);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: auth,
      payload: { action: 'ship', trackingNumber: label.shipmentNumber },
    });
    expect(shipped.statusCode).toBe(200);
    const refused = await api.cancel(order.id, label.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Das Paket ist schon übergeben. Das Label kann nicht mehr storniert werden.',
    );
    const returned = await api.create(order.id, { kind: 'return' });
    expect(returned.statusCode).toBe(201);
    expect(returned.json()).toMatchObject({ kind: 'return', productCode: 'RETOURE' });
    expect(await api.trackingNumber(order.id)).toBe(label.shipmentNumber);
    expect((await api.create(order.id, { kind: 'return' })).statusCode).toBe(409);
  });

  it('ships with the label’s number when none is typed in', async () => {
    const order = await dhlOrder(t.db);
    const label = (await api.create(order.id, { kind: 'outbound', product: 'paket' })).json();
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: auth,
      payload: { action: 'ship', confirmUnpacked: true },
    });
    expect(shipped.statusCode).toBe(200);
    expect(await api.trackingNumber(order.id)).toBe(label.shipmentNumber);
  });

  it('makes a return label for a withdrawn order not shipped yet', async () => {
    const order = await dhlOrder(t.db);
    await t.db.insert(withdrawals).values({
      orderId: order.id,
      orderNumberText: String(order.orderNumber),
      name: 'Erika Muster',
      email: 'kunde@example.de',
    });
    expect((await api.create(order.id, { kind: 'return' })).statusCode).toBe(201);
  });

  it('answers 400 for a body that is no label request', async () => {
    const order = await dhlOrder(t.db);
    for (const payload of [
      {},
      { kind: 'outbound' },
      { kind: 'outbound', product: 'paket', weightKg: 40 },
    ]) {
      expect((await api.create(order.id, payload)).statusCode).toBe(400);
    }
  });
});

describe('labels with DHL (live mode against a local fake)', () => {
  const credentials = { apiKey: 'key-1', username: 'user-valid', password: 'secret' };
  let fake: Awaited<ReturnType<typeof startFakeDhl>>;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    fake = await startFakeDhl(credentials);
    t = await createTestApp({
      clock,
      env: {
        DHL_BASE_URL: fake.shippingUrl,
        DHL_RETURNS_BASE_URL: fake.returnsUrl,
        DHL_API_KEY: credentials.apiKey,
        DHL_USERNAME: credentials.username,
        DHL_PASSWORD: credentials.password,
        DHL_BILLING_NUMBER_PAKET: '33333333330101',
        SHOP_STREET: 'Lindenweg 3',
      },
    });
    api = client(t, await signInAsAdmin(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the label at DHL and cancels it there', async () => {
    const order = await dhlOrder(t.db);
    const created = await api.create(order.id, {
      kind: 'outbound',
      product: 'paket',
      weightKg: 2.5,
    });
    expect(created.statusCode).toBe(201);
    const label = created.json();
    expect(label).toMatchObject({ mode: 'dhl', productCode: 'V01PAK' });
    expect(await api.trackingNumber(order.id)).toBe(label.shipmentNumber);
    expect(fake.requests.at(-1)?.json()).toMatchObject({
      shipments: [
        {
          refNo: `Bestellung ${order.orderNumber}`,
          shipDate: '2026-11-23',
          details: { weight: { uom: 'kg', value: 2.5 } },
        },
      ],
    });
    expect((await api.cancel(order.id, label.id)).statusCode).toBe(200);
    expect(fake.isCancelled(label.shipmentNumber)).toBe(true);
  });

  it('shows DHL’s validation error in German and keeps no claim behind', async () => {
    const order = await dhlOrder(t.db, { postalCode: '1011' });
    const refused = await api.create(order.id, { kind: 'outbound', product: 'paket' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^DHL hat das Label abgelehnt: Postleitzahl des Empfängers ist ungültig/,
    );
    await t.db.update(orders).set({ postalCode: '10115' }).where(eq(orders.id, order.id));
    expect((await api.create(order.id, { kind: 'outbound', product: 'paket' })).statusCode).toBe(
      201,
    );
  });

  it('says DHL is not reachable with 503, and names missing keys with 409', async () => {
    const order = await dhlOrder(t.db);
    fake.failNext();
    const outage = await api.create(order.id, { kind: 'outbound', product: 'paket' });
    expect(outage.statusCode).toBe(503);
    expect(outage.json().message).toBe(
      'DHL ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
    const kleinpaket = await api.create(order.id, { kind: 'outbound', product: 'kleinpaket' });
    expect(kleinpaket.statusCode).toBe(409);
    expect(kleinpaket.json().message).toMatch(/DHL_BILLING_NUMBER_KLEINPAKET/);
    const list = (await api.list(order.id)).json();
    expect(list).toMatchObject({ mode: 'dhl', setupHint: null, labels: [] });
  });

  it('answers 409 naming the keys when DHL refuses the shop’s credentials', async () => {
    const wrong = await createTestApp({
      clock,
      env: {
        DHL_BASE_URL: fake.shippingUrl,
        DHL_RETURNS_BASE_URL: fake.returnsUrl,
        DHL_API_KEY: credentials.apiKey,
        DHL_USERNAME: credentials.username,
        DHL_PASSWORD: 'not-the-password',
        DHL_BILLING_NUMBER_PAKET: '33333333330101',
        SHOP_STREET: 'Lindenweg 3',
      },
    });
    try {
      const order = await dhlOrder(wrong.db);
      const refused = await client(wrong, await signInAsAdmin(wrong)).create(order.id, {
        kind: 'outbound',
        product: 'paket',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/DHL_USERNAME/);
    } finally {
      await wrong.close();
    }
  });
});
