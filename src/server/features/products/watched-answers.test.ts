import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/schema.ts';
import { LISTENER_NAME, listenForShopChanges } from '../../lib/shop-state-watch.ts';
import { upsertAdminUser } from '../auth/users.service.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// Two processes on one database, each told of every change by PostgreSQL (decision 052): they
// answer from memory without a query per request, and a change made through either process is
// on the next answer of both, asked over HTTP as a browser would.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: { app: FastifyInstance; url: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 2; index += 1) {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: '/tmp/no-data' }),
      db: database.db,
      webDist: '/tmp/no-web-build',
      listenForShopChanges: () => listenForShopChanges(database.url),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    processes.push({ app, url: `http://127.0.0.1:${address.port}` });
  }
});
afterAll(async () => {
  for (const { app } of processes) await app.close();
  await database.close();
});

const [first, second] = [() => processes[0]!, () => processes[1]!];

async function listing(process: { url: string }, size: number) {
  const response = await fetch(`${process.url}/api/products?category=Kleidung&sizes=${size}`, {
    signal: AbortSignal.timeout(3000),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    products: { name: string; price: number; reservedUntil: string | null }[];
  };
}

/** Both processes answer from memory: they listen and have read the state since. */
async function bothFromMemory(): Promise<void> {
  await vi.waitFor(
    () => {
      for (const { app } of processes) expect(app.shopStateFromMemory()).toBe(true);
    },
    { timeout: 5000, interval: 10 },
  );
}

/**
 * Waits until a process has been told of the change that made `state` (its notification): the
 * window decision 052 allows. On a loaded machine the notification can come a few milliseconds
 * after the writer's reply, so the next request must not race it.
 */
async function toldOf(process: { app: FastifyInstance }, state: { version: number }) {
  await vi.waitFor(
    async () =>
      expect((await process.app.shopState()).version).toBeGreaterThanOrEqual(state.version),
    { timeout: 2000, interval: 1 },
  );
}

it('answers from memory, without a query per request', async () => {
  await insertProduct(database.db, { name: 'Cordhose Tannengrün', size: 122 });
  await bothFromMemory();
  await listing(first(), 122);
  // While the shop's version cannot be read at all, the kept answer still comes: nothing read it.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table shop_version in access exclusive mode`);
    for (let request = 0; request < 20; request += 1) {
      expect((await listing(first(), 122)).products[0]!.name).toBe('Cordhose Tannengrün');
    }
  });
  expect(first().app.shopStateFromMemory()).toBe(true);
});

it("puts a change made through either process on both processes' next answer", async () => {
  const item = await insertProduct(database.db, { name: 'Regenjacke Gelb', size: 128 });
  await bothFromMemory();
  for (let round = 0; round < 10; round += 1) {
    const [writer, reader] = round % 2 === 0 ? [first(), second()] : [second(), first()];
    const holder = randomUUID();
    const reserved = await fetch(`${writer.url}/api/reservation`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', userid: holder },
      body: JSON.stringify({ productIds: [item.id] }),
    });
    expect(reserved.status).toBe(200);
    // The writer's own next answer is exact; the other process's once it has been told.
    expect((await listing(writer, 128)).products[0]!.reservedUntil).not.toBeNull();
    await toldOf(reader, await writer.app.shopState());
    expect((await listing(reader, 128)).products[0]!.reservedUntil).not.toBeNull();
    const released = await fetch(`${writer.url}/api/reservation`, {
      method: 'DELETE',
      headers: { userid: holder },
    });
    expect(released.status).toBeLessThan(300);
    expect((await listing(writer, 128)).products[0]!.reservedUntil).toBeNull();
    await toldOf(reader, await writer.app.shopState());
    expect((await listing(reader, 128)).products[0]!.reservedUntil).toBeNull();
  }
});

it("puts an owner's new item and new price, saved through one process, on the other's next answer", async () => {
  await upsertAdminUser(database.db, {
    email: 'inhaberin@example.de',
    password: 'admin password 1',
  });
  const signIn = await fetch(`${first().url}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'inhaberin@example.de', password: 'admin password 1' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const admin = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  await bothFromMemory();
  expect((await listing(second(), 146)).products).toEqual([]);

  const item = { category: 'Kleidung', name: 'Daunenweste Oliv', brand: null, size: 146 };
  const created = await fetch(`${first().url}/api/admin/products`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ ...item, price: 12, condition: 'Gut', season: 'Winter' }),
  });
  expect(created.status).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await toldOf(second(), await first().app.shopState());
  expect((await listing(second(), 146)).products.map(({ name }) => name)).toEqual([
    'Daunenweste Oliv',
  ]);

  const saved = await fetch(`${first().url}/api/admin/products/${id}`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ ...item, price: 9.5, condition: 'Gut', season: 'Winter' }),
  });
  expect(saved.status).toBe(200);
  await toldOf(second(), await first().app.shopState());
  for (const process of [second(), first()]) {
    expect((await listing(process, 146)).products[0]!.price).toBe(9.5);
  }
});

it('puts a change made outside the app (a job, another tool) on the next answer once told', async () => {
  const item = await insertProduct(database.db, { name: 'Fleecejacke Blau', size: 134 });
  await bothFromMemory();
  expect((await listing(second(), 134)).products[0]!.name).toBe('Fleecejacke Blau');
  await database.db
    .update(products)
    .set({ name: 'Fleecejacke Marine' })
    .where(eq(products.id, item.id));
  await vi.waitFor(async () => {
    expect((await listing(second(), 134)).products[0]!.name).toBe('Fleecejacke Marine');
  });
});

it('reads the state per request while its listening connection is gone, and listens again', async () => {
  const item = await insertProduct(database.db, { name: 'Schneehose Rot', size: 140 });
  await bothFromMemory();
  expect((await listing(first(), 140)).products[0]!.name).toBe('Schneehose Rot');
  await database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`,
  );
  await vi.waitFor(() => expect(first().app.shopStateFromMemory()).toBe(false));
  // Nobody tells the process of this change: it reads the state itself, so it still sees it.
  await database.db
    .update(products)
    .set({ name: 'Schneehose Karminrot' })
    .where(eq(products.id, item.id));
  expect((await listing(first(), 140)).products[0]!.name).toBe('Schneehose Karminrot');
  // A second later it listens again, and answers from memory.
  await bothFromMemory();
});
