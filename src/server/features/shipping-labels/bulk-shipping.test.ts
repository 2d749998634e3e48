import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkShipmentAnswer } from '../../../domain/api/bulk-shipments.ts';
import { followUps, orderEvents, orderItems, orders, shippingLabels } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { countPdfPages } from '../../lib/pdf/merge-pdfs.ts';
import { startFakeDhl } from '../../lib/shipping/fakes/fake-dhl.ts';
import { insertOrder, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// Several packed orders shipped at once (decision 060), against the local DHL fake in live
// mode: missing labels in one DHL request, each order shipped on its own, one PDF of all labels.

const clock = fixedClock('2026-11-28T08:00:00Z');
const credentials = { apiKey: 'key-1', username: 'user-valid', password: 'secret' };

let fake: Awaited<ReturnType<typeof startFakeDhl>>;
let t: TestApp;
let auth: { authorization: string };

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
  auth = await signInAsAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A paid DHL order whose one item is in the parcel. */
async function packedOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const order = await insertOrder(t.db, {
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
    status: 'packed',
    paidAt: new Date('2026-11-27T10:00:00Z'),
    packedAt: new Date('2026-11-27T16:00:00Z'),
    street: 'Hauptstraße 5a',
    postalCode: '10115',
    city: 'Berlin',
    ...overrides,
  });
  const product = await insertProduct(t.db, { status: 'sold' });
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    itemNumber: product.itemNumber,
    category: product.category,
    name: product.name,
    condition: product.condition,
    priceCents: 1200,
    sale: false,
    discount: 0,
    salePriceCents: 1200,
    isPacked: overrides.status === 'paid' ? false : true,
  });
  return order;
}

async function shipBulk(orderIds: string[], headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bulk-shipments',
    headers: { ...auth, ...headers },
    payload: { orderIds },
  });
  await t.settled();
  return response;
}

async function labelsOf(orderIds: string[]) {
  return t.db
    .select()
    .from(shippingLabels)
    .where(and(inArray(shippingLabels.orderId, orderIds), eq(shippingLabels.kind, 'outbound')));
}

async function download(path: string) {
  const response = await t.app.inject({ url: path, headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** The shipment numbers the fake drew on the pages, in page order. */
function numbersOnPages(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/DHL Sendung (\d+)/g)].map((match) => match[1]!);
}

describe('shipping several orders at once', () => {
  it('ships three packed orders with one DHL request, refuses the held one, one PDF', async () => {
    const packed = [await packedOrder(), await packedOrder(), await packedOrder()];
    const held = await packedOrder({ withdrawalReceivedAt: new Date('2026-11-27T18:00:00Z') });
    const ids = [packed[0]!.id, held.id, packed[1]!.id, packed[2]!.id];
    const requestsBefore = fake.requests.length;

    const response = await shipBulk(ids);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as BulkShipmentAnswer;
    expect(answer.results.map((result) => [result.orderId, result.outcome])).toEqual([
      [packed[0]!.id, 'shipped'],
      [held.id, 'refused'],
      [packed[1]!.id, 'shipped'],
      [packed[2]!.id, 'shipped'],
    ]);
    expect(answer.results[1]!.message).toMatch(/^Widerruf eingegangen: nicht versendet\./);
    expect(answer.results[1]!.orderNumber).toBe(held.orderNumber);

    // One DHL request with the three shipments; none for the held order.
    const dhlRequests = fake.requests.slice(requestsBefore);
    expect(dhlRequests).toHaveLength(1);
    expect(
      (dhlRequests[0]!.json() as { shipments: { refNo: string }[] }).shipments.map(
        (shipment) => shipment.refNo,
      ),
    ).toEqual(packed.map((order) => `Bestellung ${order.orderNumber}`));

    // Each shipped order: its label's number as tracking number, one ship event, one mail.
    const shipped = answer.results.filter((result) => result.outcome === 'shipped');
    for (const result of shipped) {
      expect(result.labelCreated).toBe(true);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
      expect(row).toMatchObject({ status: 'shipped', trackingNumber: result.shipmentNumber });
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, result.orderId), eq(orderEvents.event, 'ship')));
      expect(events).toHaveLength(1);
      const mails = await t.db
        .select()
        .from(followUps)
        .where(eq(followUps.key, `mail-shipped:${result.orderId}`));
      expect(mails).toHaveLength(1);
    }
    const [heldRow] = await t.db.select().from(orders).where(eq(orders.id, held.id));
    expect(heldRow).toMatchObject({ status: 'packed', shippedAt: null, trackingNumber: null });
    expect(await labelsOf([held.id])).toHaveLength(0);

    // The Änderungsprotokoll names every order, found under the held one's number too.
    const log = await t.app.inject({
      url: `/api/admin/audit-log?orderNumber=${held.orderNumber}`,
      headers: auth,
    });
    expect((log.json().entries as { sentence: string }[]).map((entry) => entry.sentence)).toEqual([
      `Bestellungen ${packed.map((order) => order.orderNumber).join(', ')} gemeinsam als ` +
        `versendet markiert, Etiketten als ein PDF, nicht versendet: ${held.orderNumber}`,
    ]);

    // One PDF: three pages, the labels in the order chosen.
    expect(answer.labelsPdfPath).toBe(
      `/api/admin/shipping-labels/pdf?orders=${packed.map((order) => order.id).join(',')}`,
    );
    const pdf = await download(answer.labelsPdfPath!);
    expect(await countPdfPages(pdf)).toBe(3);
    expect(numbersOnPages(pdf)).toEqual(shipped.map((result) => result.shipmentNumber));

    // Sent again: nothing new at DHL, nothing shipped twice, the same PDF.
    const again = (await shipBulk(ids)).json() as BulkShipmentAnswer;
    expect(fake.requests.length - requestsBefore).toBe(1);
    expect(again.results.map((result) => result.outcome)).toEqual([
      'already-shipped',
      'refused',
      'already-shipped',
      'already-shipped',
    ]);
    expect(
      again.results.filter((r) => r.outcome === 'already-shipped').map((r) => r.shipmentNumber),
    ).toEqual(shipped.map((result) => result.shipmentNumber));
    expect(await labelsOf(ids)).toHaveLength(3);
    for (const order of packed) {
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, 'ship')));
      expect(events).toHaveLength(1);
    }
    expect(again.labelsPdfPath).toBe(answer.labelsPdfPath);
  });

  it('reuses a label made on the order page and never makes a second one', async () => {
    const labelled = await packedOrder();
    const fresh = await packedOrder();
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${labelled.id}/labels`,
      headers: auth,
      payload: { kind: 'outbound', product: 'paket' },
    });
    expect(made.statusCode).toBe(201);
    const requestsBefore = fake.requests.length;

    const answer = (await shipBulk([labelled.id, fresh.id])).json() as BulkShipmentAnswer;
    expect(answer.results.map((result) => [result.outcome, result.labelCreated])).toEqual([
      ['shipped', false],
      ['shipped', true],
    ]);
    expect(answer.results[0]!.shipmentNumber).toBe(made.json().shipmentNumber);
    expect(answer.results[0]!.message).toMatch(/^Mit vorhandenem Label als versendet markiert/);
    const sent = fake.requests.slice(requestsBefore).map((request) => request.json());
    expect(sent).toHaveLength(1);
    expect((sent[0] as { shipments: unknown[] }).shipments).toHaveLength(1);
    expect(await labelsOf([labelled.id])).toHaveLength(1);
  });

  it('ships the others when DHL refuses one, and that one keeps no label', async () => {
    const good = await packedOrder();
    const bad = await packedOrder();
    fake.refuseReference(`Bestellung ${bad.orderNumber}`);
    const answer = (await shipBulk([good.id, bad.id])).json() as BulkShipmentAnswer;
    expect(answer.results.map((result) => result.outcome)).toEqual(['shipped', 'refused']);
    expect(answer.results[1]!.message).toBe(
      'DHL hat das Label abgelehnt: Straße des Empfängers ist ungültig (DHL: Die Adresse ist nicht zustellbar).',
    );
    expect(await labelsOf([bad.id])).toHaveLength(0);
    expect(answer.labelsPdfPath).toBe(`/api/admin/shipping-labels/pdf?orders=${good.id}`);
  });

  it('ships nothing when DHL is down, and everything when it is sent again', async () => {
    const orderIds = [(await packedOrder()).id, (await packedOrder()).id];
    fake.failNext(1);
    const down = (await shipBulk(orderIds)).json() as BulkShipmentAnswer;
    expect(down.results.map((result) => result.outcome)).toEqual(['refused', 'refused']);
    expect(down.results[0]!.message).toBe(
      'DHL ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
    expect(down.labelsPdfPath).toBeNull();
    // The claims went with the failure: the next try makes the labels at once.
    expect(await labelsOf(orderIds)).toHaveLength(0);
    const later = (await shipBulk(orderIds)).json() as BulkShipmentAnswer;
    expect(later.results.map((result) => result.outcome)).toEqual(['shipped', 'shipped']);
  });

  it('refuses without a label an order with items not packed, unpaid, or not sent by DHL', async () => {
    const unpacked = await packedOrder({ status: 'paid', packedAt: null });
    const unpaid = await packedOrder({ status: 'open', paidAt: null, packedAt: null });
    const pickup = await insertOrder(t.db, { status: 'paid', paidAt: new Date() });
    const answer = (
      await shipBulk([unpacked.id, unpaid.id, pickup.id])
    ).json() as BulkShipmentAnswer;
    expect(answer.results.map((result) => [result.outcome, result.message])).toEqual([
      [
        'refused',
        '1 Artikel ist noch nicht gepackt: nicht versendet. Packe sie oder versende die Bestellung einzeln auf der Bestellseite.',
      ],
      ['refused', expect.any(String)],
      ['refused', 'Versandlabels gibt es nur für Bestellungen mit Versand per DHL.'],
    ]);
    expect(await labelsOf([unpacked.id, unpaid.id, pickup.id])).toHaveLength(0);
    expect(answer.labelsPdfPath).toBeNull();
  });

  it('answers 400 for an empty or doubled selection and 404 for a PDF without labels', async () => {
    expect((await shipBulk([])).statusCode).toBe(400);
    const order = await packedOrder();
    const doubled = await shipBulk([order.id, order.id]);
    expect(doubled.statusCode).toBe(400);
    const none = await t.app.inject({
      url: `/api/admin/shipping-labels/pdf?orders=${order.id}`,
      headers: auth,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Zu diesen Bestellungen gibt es keine gültigen DHL-Labels.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-shipments',
      payload: { orderIds: [order.id] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('shipping several orders in simulator mode', () => {
  let sim: TestApp;
  beforeAll(async () => {
    sim = await createTestApp({ clock });
  });
  afterAll(() => sim.close());

  it('makes test labels and one PDF of them', async () => {
    const simAuth = await signInAsAdmin(sim);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const order = await insertOrder(sim.db, {
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'paypal',
        status: 'packed',
        paidAt: new Date('2026-11-27T10:00:00Z'),
        street: 'Hauptstraße 5a',
        postalCode: '10115',
        city: 'Berlin',
      });
      ids.push(order.id);
    }
    const response = await sim.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-shipments',
      headers: simAuth,
      payload: { orderIds: ids, product: 'kleinpaket' },
    });
    await sim.settled();
    const answer = response.json() as BulkShipmentAnswer;
    expect(answer.results.map((result) => result.outcome)).toEqual(['shipped', 'shipped']);
    expect(answer.results[0]!.shipmentNumber).toMatch(/^TEST\d{16}$/);
    const pdf = await sim.app.inject({ url: answer.labelsPdfPath!, headers: simAuth });
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="DHL-Labels-2026-11-28.pdf"',
    );
    expect(await countPdfPages(pdf.rawPayload)).toBe(2);
  });
});
