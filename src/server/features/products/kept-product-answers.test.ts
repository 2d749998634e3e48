import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { keptAnswerWork } from '../../lib/kept-answers.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createSecondApp, createTestApp, type TestApp } from '../../test/test-app.ts';

// The listing, product and search answers from memory (decision 048): two processes on one
// database, a change made anywhere on the next answer of both, ETags and 304s, and a visitor's
// own reservation still marked as its own.

let current = new Date('2026-11-27T09:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVATION_MINUTES: '15' } });
  second = await createSecondApp(t, { clock, env: { RESERVATION_MINUTES: '15' } });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const listing = '/api/products?category=Kleidung&sizes=110';

it('answers from memory, and a change made anywhere is on the next answer of both processes', async () => {
  const item = await insertProduct(t.db, { name: 'Latzhose Senfgelb', size: 110 });
  for (const app of [t.app, second]) {
    const first = await app.inject({ url: listing });
    expect(first.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Latzhose Senfgelb',
    ]);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    // The same answer again: the same bytes and the same ETag.
    const again = await app.inject({ url: listing });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  }

  await t.db.update(products).set({ priceCents: 799 }).where(eq(products.id, item.id));
  for (const app of [t.app, second]) {
    expect((await app.inject({ url: listing })).json().products[0].price).toBe(7.99);
    const detail = await app.inject({ url: `/api/products/${item.itemNumber}` });
    expect(detail.json().price).toBe(7.99);
  }
});

it('answers 304 to a client that has the answer, and sends it again once it changed', async () => {
  const item = await insertProduct(t.db, { name: 'Strampler Salbei', size: 62 });
  const url = `/api/products/${item.itemNumber}`;
  const first = await t.app.inject({ url });
  const etag = first.headers.etag as string;
  const unchanged = await second.inject({ url, headers: { 'if-none-match': etag } });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe('');

  await t.db.update(products).set({ name: 'Strampler Salbeigrün' }).where(eq(products.id, item.id));
  const changed = await second.inject({ url, headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().name).toBe('Strampler Salbeigrün');
  expect(changed.headers.etag).not.toBe(etag);
});

it('keeps the compressed bytes, as the client accepts them', async () => {
  await insertProduct(t.db, { name: 'Schneeanzug', size: 86 });
  const url = '/api/products?category=Kleidung&sizes=86';
  const plain = await t.app.inject({ url });
  const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
});

it('compresses an answer strongly only once it is asked for again after it lasted a few seconds', async () => {
  current = new Date('2026-11-27T09:00:10Z');
  // Enough items that quality 11 makes a difference (for a few hundred bytes it may not).
  for (const colour of ['Senfgelb', 'Dunkelblau', 'Tannengrün', 'Rostrot', 'Mausgrau', 'Beere'])
    await insertProduct(t.db, { name: `Regenhose ${colour}`, size: 104 });
  const url = '/api/products?category=Kleidung&sizes=104';
  const strongBefore = keptAnswerWork.strongBrotli;
  const strong = () => keptAnswerWork.strongBrotli - strongBefore;
  const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(first.headers['content-encoding']).toBe('br');
  // Asked once: quality 5 only, no quality 11 made for an answer nobody may ask again.
  expect(strong()).toBe(0);
  // Asked again at once: it may change within the second, as a busy Friday's listing does.
  await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(strong()).toBe(0);
  current = new Date('2026-11-27T09:00:15Z');
  await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(strong()).toBe(1);
  const plain = await t.app.inject({ url });
  // Once the spare-time thread made them, the stronger bytes are sent: smaller, the same text.
  await expect
    .poll(async () => {
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(plain.body);
      return again.rawPayload.length;
    })
    .toBeLessThan(first.rawPayload.length);
  expect(strong()).toBe(1);
});

it("marks a reservation as the holder's own only for the holder, and lapses it on time", async () => {
  const item = await insertProduct(t.db, { name: 'Wollmütze Rost', size: 128 });
  const url = '/api/products?category=Kleidung&sizes=128';
  const holder = randomUUID();
  current = new Date('2026-11-27T09:00:30Z');
  const reserved = await t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: holder },
    payload: { productIds: [item.id] },
  });
  expect(reserved.statusCode).toBe(200);

  const other = (await second.inject({ url, headers: { userid: randomUUID() } })).json();
  expect(other.products[0].reservedUntil).toBe('2026-11-27T09:15:30.000Z');
  expect(other.products[0].reservedBy).toBeNull();
  const own = (await second.inject({ url, headers: { userid: holder } })).json();
  expect(own.products[0].reservedBy).toBe(holder);
  // The anonymous answer is still the one kept for everybody else.
  expect((await second.inject({ url })).json().products[0].reservedBy).toBeNull();

  // The reservation lapses without any row changing, within a minute: the next answer knows.
  current = new Date('2026-11-27T09:15:10Z');
  expect((await second.inject({ url })).json().products[0].reservedUntil).not.toBeNull();
  current = new Date('2026-11-27T09:15:30Z');
  for (const app of [t.app, second]) {
    const lapsed = (await app.inject({ url })).json();
    expect(lapsed.products[0].reservedUntil).toBeNull();
  }
});

it('keeps a missing item as missing until it exists', async () => {
  const gone = await t.app.inject({ url: '/api/products/999999' });
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe('Diesen Artikel gibt es nicht (mehr).');
  expect((await t.app.inject({ url: '/api/products/999999' })).statusCode).toBe(404);
  await insertProduct(t.db, { itemNumber: 999999, name: 'Nachzügler' });
  const found = await t.app.inject({ url: '/api/products/999999' });
  expect(found.statusCode).toBe(200);
  expect(found.json().name).toBe('Nachzügler');
});

it('refuses a kept URL with a malformed client id, as the route always did', async () => {
  await insertProduct(t.db, { name: 'Regenhose', size: 98 });
  const url = '/api/products?category=Kleidung&sizes=98';
  expect((await t.app.inject({ url })).statusCode).toBe(200);
  // Kept now: the answer from memory is only for requests the route would have taken.
  const malformed = await t.app.inject({ url, headers: { userid: 'not-a-uuid' } });
  expect(malformed.statusCode).toBe(400);
  const fine = await t.app.inject({ url, headers: { userid: randomUUID() } });
  expect(fine.statusCode).toBe(200);
  expect(fine.headers.etag).toBeDefined();
});
