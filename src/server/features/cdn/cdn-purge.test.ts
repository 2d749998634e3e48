import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { startFakeCloudflare, type FakeCloudflare } from '../../test/fake-cloudflare.ts';

// A CDN in front of the shop (issue 33, decision 066): public answers name their tags, and a
// change purges exactly the tags of what it touched, through Cloudflare's purge-by-tag API (a
// local fake that speaks it and keeps a purge log).

let cloudflare: FakeCloudflare;
// The real time, set five seconds past a full minute: an answer in its minute's last second
// may not be kept by a CDN at all (`no-cache`, no tags), which a test run there once met.
const ahead = 5_000 - (Date.now() % 60_000);
const clock = { now: () => new Date(Date.now() + ahead) };
let t: TestApp;
let admin: Record<string, string>;
let second: FastifyInstance;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare();
  t = await createTestApp({
    clock,
    env: {
      CDN_PURGE: 'cloudflare',
      CLOUDFLARE_API_URL: cloudflare.apiUrl,
      CLOUDFLARE_ZONE_ID: cloudflare.zoneId,
      CLOUDFLARE_API_TOKEN: cloudflare.apiToken,
    },
  });
  admin = { ...(await signInAsAdmin(t)), 'content-type': 'application/json' };
  // A second process on the same database, purging too.
  second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      RATE_LIMITS: 'off',
      CDN_PURGE: 'cloudflare',
      CLOUDFLARE_API_URL: cloudflare.apiUrl,
      CLOUDFLARE_ZONE_ID: cloudflare.zoneId,
      CLOUDFLARE_API_TOKEN: cloudflare.apiToken,
    }),
    db: t.db,
    clock,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
  await cloudflare.close();
});

const item = { category: 'Kleidung', name: 'Daunenweste Oliv', brand: null, size: 146 };

async function newItem(price: number): Promise<{ id: string; itemNumber: number }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin,
    payload: { ...item, price, condition: 'Gut', season: 'Winter' },
  });
  expect(created.statusCode).toBe(201);
  const { _id: id, itemNumber } = created.json<{ _id: string; itemNumber: number }>();
  return { id, itemNumber };
}

/** The tags purged from now on, once every recorded change has been purged. */
async function purgedAfter(change: () => Promise<void>): Promise<string[]> {
  await allPurged();
  const before = cloudflare.purges.length;
  await change();
  await allPurged();
  return [...new Set(cloudflare.purges.slice(before).flat())].sort();
}

async function allPurged() {
  await vi.waitFor(
    async () => {
      const left = await t.db.execute<{ count: number }>(
        sql`select count(*)::int as count from shop_changes where not purged`,
      );
      expect(left.rows[0]!.count).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}

it("purges exactly the item's tags and the listings' when the owner changes a price", async () => {
  const { id } = await newItem(12);
  const tags = await purgedAfter(async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin,
      payload: { ...item, price: 9.5, condition: 'Gut', season: 'Winter' },
    });
    expect(saved.statusCode).toBe(200);
  });
  expect(tags).toEqual([`item-${id}`, 'listing'].sort());
});

it("purges only the item's tags when a parent reserves it", async () => {
  const { id } = await newItem(7);
  const tags = await purgedAfter(async () => {
    const reserved = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [id] },
    });
    expect(reserved.statusCode).toBe(200);
  });
  expect(tags).toEqual([`item-${id}`]);
});

it('names the same tags in the answers a CDN keeps, and keeps a holder’s own answer private', async () => {
  const { id, itemNumber } = await newItem(5);
  const product = await t.app.inject({ method: 'GET', url: `/api/products/${itemNumber}` });
  expect(product.headers['cache-tag']).toBe(`shop,item-${id}`);
  expect(product.headers['surrogate-key']).toBe(`shop item-${id}`);
  expect(product.headers['cache-control']).toMatch(
    /^public, max-age=0, must-revalidate, s-maxage=\d+$/,
  );
  expect(product.headers.vary).toBe('accept-encoding, userid');

  const listing = await t.app.inject({ method: 'GET', url: '/api/products?sizes=146' });
  expect(String(listing.headers['cache-tag']).split(',')).toEqual(
    expect.arrayContaining(['shop', 'listing', `item-${id}`]),
  );

  const holder = randomUUID();
  await t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: holder },
    payload: { productIds: [id] },
  });
  const own = await t.app.inject({
    method: 'GET',
    url: `/api/products/${itemNumber}`,
    headers: { userid: holder },
  });
  expect(own.json<{ reservedBy: string | null }>().reservedBy).toBe(holder);
  expect(own.headers['cache-control']).toBe('private, no-store');
  expect(own.headers['cache-tag']).toBeUndefined();
  // Everyone else's answer is the anonymous one, which a CDN may keep (apart, by Vary: userid).
  const others = await t.app.inject({ method: 'GET', url: `/api/products/${itemNumber}` });
  expect(others.json<{ reservedBy: string | null }>().reservedBy).toBeNull();
  expect(others.headers['cache-tag']).toBe(`shop,item-${id}`);
});

it('purges again after Cloudflare refused a purge (rate limit)', async () => {
  const { id } = await newItem(3);
  cloudflare.refuseNext(1);
  const tags = await purgedAfter(async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [id] },
    });
  });
  expect(tags).toEqual([`item-${id}`]);
});

it('purges each change once though two processes purge', async () => {
  const items = await Promise.all([newItem(4), newItem(6), newItem(8)]);
  await allPurged();
  const before = cloudflare.purges.length;
  for (const [index, { id }] of items.entries()) {
    const app = index % 2 === 0 ? t.app : second;
    const reserved = await app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [id] },
    });
    expect(reserved.statusCode).toBe(200);
  }
  await allPurged();
  const purged = cloudflare.purges.slice(before).flat().sort();
  expect(purged).toEqual(items.map(({ id }) => `item-${id}`).sort());
});
