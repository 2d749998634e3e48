import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { insertProduct } from '../test/fixtures.ts';
import { LISTING_RECOUNT_AFTER_MS } from '../features/products/listing-count-cache.ts';
import { createSecondApp, createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestWebDist } from '../test/test-web-dist.ts';

// Anonymous pages from memory (decision 048): two processes on one database each keep the pages
// they rendered, and a change made anywhere is on the next page of both.

// The real time, moved on by `later` where a test must see what happens seconds later. It
// starts five seconds past a full minute: every kept page ends at the minute (decision 069), and
// on a busy machine the real clock sometimes crossed it in the middle of a test.
let ahead = 5_000 - (Date.now() % 60_000);
const clock = { now: () => new Date(Date.now() + ahead) };
let t: TestApp;
let second: FastifyInstance;
let dist: Awaited<ReturnType<typeof createTestWebDist>>;

beforeAll(async () => {
  // A stand-in for the web app's rendering that marks each render, so a page from memory is
  // told apart from a page rendered anew.
  dist = await createTestWebDist({
    renderer: `let renders = 0;
    export function createPageRenderer() {
      return async () => '<main data-render="' + (++renders) + '"></main>';
    }\n`,
  });
  t = await createTestApp({ webDist: dist.webDist, clock });
  second = await createSecondApp(t, { webDist: dist.webDist, clock });
});
afterAll(async () => {
  await second.close();
  await t.close();
  await dist.remove();
});

const page = async (app: FastifyInstance, url: string) => (await app.inject({ url })).body;
const render = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];

it('serves a page from memory until something it shows changes, on both processes', async () => {
  const item = await insertProduct(t.db, { name: 'Regenjacke Sonnengelb' });
  const url = `/product/${item.itemNumber}`;
  const first = [await page(t.app, url), await page(second, url)];
  for (const html of first) expect(html).toContain('Regenjacke Sonnengelb');
  // Asked again: the same render, from memory.
  expect(render(await page(t.app, url))).toBe(render(first[0]!));
  expect(render(await page(second, url))).toBe(render(first[1]!));

  // Changed through one process's database connection: both show it on their next request.
  await t.db
    .update(products)
    .set({ name: 'Regenjacke Himmelblau' })
    .where(eq(products.id, item.id));
  for (const app of [t.app, second]) {
    const html = await page(app, url);
    expect(html).toContain('Regenjacke Himmelblau');
    expect(html).not.toContain('Sonnengelb');
  }
});

it('keeps pages of different queries apart', async () => {
  const a = await page(t.app, '/shop/kleidung?groesse=86');
  const b = await page(t.app, '/shop/kleidung?groesse=92');
  expect(render(a)).not.toBe(render(b));
  expect(render(await page(t.app, '/shop/kleidung?groesse=86'))).toBe(render(a));
});

it('sends a kept page compressed as the browser accepts it, quickly first, then strongly', async () => {
  const item = await insertProduct(t.db, { name: 'Strickjacke Moosgrün' });
  const url = `/product/${item.itemNumber}`;
  const plain = await t.app.inject({ url });
  const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  // Asked for again once they lasted a few seconds, the quick first bytes are replaced by
  // quality 11's, made meanwhile off the event loop.
  ahead += 6_000;
  await expect
    .poll(async () => {
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(plain.body);
      return again.rawPayload.length;
    })
    .toBeLessThan(br.rawPayload.length);
  const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
});

it("keeps item B's page when item A is reserved, and draws A's page and a listing showing A again (decision 066)", async () => {
  const a = await insertProduct(t.db, { name: 'Winterstiefel Braun', size: 30 });
  const b = await insertProduct(t.db, { name: 'Sandalen Rot', size: 31 });
  const urls = [`/product/${a.itemNumber}`, `/product/${b.itemNumber}`, '/shop/kleidung'];
  const before = new Map<string, string | undefined>();
  for (const app of [t.app, second]) {
    for (const url of urls) before.set(`${app === second}${url}`, render(await page(app, url)));
  }
  const reserved = await t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: '6c1c3f0e-3d7a-4c55-9f1e-0a6f5e2b7d11' },
    payload: { productIds: [a.id] },
  });
  expect(reserved.statusCode).toBe(200);
  for (const app of [t.app, second]) {
    const again = (url: string) => before.get(`${app === second}${url}`);
    const productA = await page(app, urls[0]!);
    expect(render(productA)).not.toBe(again(urls[0]!));
    expect(productA).toContain('"reservedUntil":"');
    expect(render(await page(app, urls[1]!))).toBe(again(urls[1]!));
    expect(render(await page(app, urls[2]!))).not.toBe(again(urls[2]!));
  }
});

it('lets a CDN keep a shop page under the tags of what it shows, never a checkout or admin page', async () => {
  const item = await insertProduct(t.db, { name: 'Badeanzug Blau', size: 92 });
  const product = await t.app.inject({ url: `/product/${item.itemNumber}` });
  expect(product.headers['cache-tag']).toBe(`shop,item-${item.id}`);
  expect(product.headers['cache-control']).toMatch(
    /^public, max-age=0, must-revalidate, s-maxage=\d+$/,
  );
  expect(product.headers.vary).toBe('accept-encoding');
  // The listing's count, read by a test before, is behind the new item and read again a second
  // after it was read (decision 098); an answer ending within a second no CDN may keep.
  ahead += LISTING_RECOUNT_AFTER_MS;
  const listingPage = await t.app.inject({ url: '/shop/kleidung' });
  expect(String(listingPage.headers['cache-tag']).split(',')).toEqual(
    expect.arrayContaining(['shop', 'listing', `item-${item.id}`]),
  );
  for (const url of ['/admin/artikel', '/bestellung/lieferung', '/warenkorb']) {
    const personal = await t.app.inject({ url });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    expect(personal.headers['cache-tag']).toBeUndefined();
  }
});
