import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../domain/api/audit-log.ts';
import { orderSchema } from '../../../domain/api/orders.ts';
import { payInSimulator } from '../../test/pay-in-simulator.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// A day in the shop through the admin API, then the Änderungsprotokoll read back as sentences
// and filtered by order, item, seller and day (decision 059). The second day starts at midnight
// in Berlin, an hour before midnight UTC, so a filter on the UTC date would fail here.

let current = new Date('2026-11-22T09:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  auth = await signInAsAdmin(t, 'chefin@example.de');
});
afterAll(() => t.close());

async function admin(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: auth, payload });
  await t.settled();
  return response;
}

async function placePaidOrder(productIds: string[]) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      userData: {
        firstName: 'Erika',
        lastName: 'Muster',
        emailAddress: 'erika@example.de',
        street: 'Hauptstraße 3',
        postalCode: '12345',
        city: 'Musterstadt',
      },
      productIds,
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
    },
  });
  expect(placed.statusCode).toBe(201);
  const order = orderSchema.parse(placed.json());
  const confirmed = await payInSimulator(t.app, order._id);
  expect(confirmed.statusCode).toBe(200);
  await t.settled();
  return order;
}

/**
 * The sentences of the log, newest first. A row's outcome is written after its answer has gone,
 * so this waits until no row is still in progress.
 */
async function sentences(query: string): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const response = await t.app.inject({ url: `/api/admin/audit-log?${query}`, headers: auth });
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as AuditLogEntry[];
    if (entries.every((entry) => entry.statusCode !== 102) || attempt === 50) {
      return entries.map((entry) => entry.sentence);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const kleid = {
  category: 'Kleidung',
  name: 'Kleid',
  brand: 'H&M',
  size: 98,
  price: 9,
  condition: 'Gut',
  season: 'Sommer',
  sellerNumber: 12,
  storageLocation: 'Kiste 1',
};

it('writes a day of admin changes as German sentences, filtered by order, item, seller and day', async () => {
  // Day one (22.11.2026 in Berlin).
  expect((await admin('POST', '/api/seller', { number: 12, name: 'Anna' })).statusCode).toBe(201);
  const created = await admin('POST', '/api/admin/products', kleid);
  expect(created.statusCode).toBe(201);
  const item = created.json() as { _id: string; itemNumber: number };
  current = new Date('2026-11-22T10:00:00Z');
  const edited = await admin('PUT', `/api/admin/products/${item._id}`, { ...kleid, price: 8.5 });
  expect(edited.statusCode).toBe(200);

  const jacke = await insertProduct(t.db, { name: 'Jacke', priceCents: 2000, sellerNumber: 12 });
  const order = await placePaidOrder([item._id, jacke!.id]);
  current = new Date('2026-11-22T15:00:00Z');
  const returned = await admin('POST', `/api/admin/orders/${order._id}/returns`, {
    items: [{ productId: jacke!.id, resellable: true }],
  });
  expect(returned.statusCode).toBe(200);
  const ship = { action: 'ship', trackingNumber: '00340434161234567890', confirmUnpacked: true };
  current = new Date('2026-11-22T22:30:00Z'); // 23:30 in Berlin
  expect((await admin('POST', `/api/admin/orders/${order._id}/actions`, ship)).statusCode).toBe(
    200,
  );
  current = new Date('2026-11-22T22:40:00Z');
  const shippedTwice = await admin('POST', `/api/admin/orders/${order._id}/actions`, ship);
  expect(shippedTwice.statusCode).toBe(409);

  // Day two: 00:30 in Berlin, still the 22nd in UTC.
  current = new Date('2026-11-22T23:30:00Z');
  const renamed = await admin('PUT', '/api/seller/12', { name: 'Anna Berger' });
  expect(renamed.statusCode).toBe(200);
  const foreign = await admin('PUT', '/api/seller/77', { name: 'Niemand' });
  expect(foreign.statusCode).toBe(404);
  const notThere = foreign.json().message as string;

  const n = order.orderNumber;
  const i = item.itemNumber;
  const jackeNumber = jacke!.itemNumber;
  const shipped = `Bestellung ${n} als versendet markiert, Sendungsnummer 00340434161234567890, obwohl nicht alles gepackt war`;
  const refused = `abgelehnt: Bestellung ${n} als versendet markieren, Sendungsnummer 00340434161234567890, obwohl nicht alles gepackt war – ${shippedTwice.json().message as string}`;
  const returnSentence = `Rücknahme zu Bestellung ${n} erfasst, Artikel ${jackeNumber}`;
  const itemCreated = `Artikel ${i} „Kleid H&M Gr. 98“ angelegt, Preis 9,00\u00a0€, Verkäufer 12`;
  const itemEdited = `Artikel ${i} „Kleid H&M Gr. 98“ gespeichert, Preis 8,50\u00a0€, Verkäufer 12`;

  expect(await sentences('')).toEqual([
    `abgelehnt: Verkäufer 77 (Niemand) speichern – ${notThere}`,
    'Verkäufer 12 (Anna Berger) gespeichert',
    refused,
    shipped,
    returnSentence,
    itemEdited,
    itemCreated,
    'Verkäufer 12 (Anna) angelegt',
  ]);
  expect(await sentences(`orderNumber=${n}`)).toEqual([refused, shipped, returnSentence]);
  expect(await sentences(`itemNumber=${i}`)).toEqual([itemEdited, itemCreated]);
  expect(await sentences(`itemNumber=${jackeNumber}`)).toEqual([returnSentence]);
  expect(await sentences('sellerNumber=12')).toEqual([
    'Verkäufer 12 (Anna Berger) gespeichert',
    returnSentence,
    itemEdited,
    itemCreated,
    'Verkäufer 12 (Anna) angelegt',
  ]);
  expect(await sentences('day=2026-11-23')).toEqual([
    `abgelehnt: Verkäufer 77 (Niemand) speichern – ${notThere}`,
    'Verkäufer 12 (Anna Berger) gespeichert',
  ]);
  expect(await sentences('day=2026-11-22&orderNumber=' + n)).toEqual([
    refused,
    shipped,
    returnSentence,
  ]);
  expect(await sentences('day=2026-11-21')).toEqual([]);
  expect(await sentences('orderNumber=99999')).toEqual([]);
});

it('refuses a filter it cannot read', async () => {
  for (const query of ['day=22.11.2026', 'orderNumber=abc', 'itemNumber=-1', 'sellerNumber=0']) {
    const response = await t.app.inject({ url: `/api/admin/audit-log?${query}`, headers: auth });
    expect(response.statusCode, query).toBe(400);
  }
});
