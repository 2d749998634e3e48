import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { keptAnswerWork } from '../../lib/kept-answers.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createSecondApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestWebDist } from '../../test/test-web-dist.ts';

// At a full minute every kept answer runs out by the clock alone (decision 048). Until it is drawn
// again, the previous answer is sent, with one drawing per answer (decision 069); a change of
// what it shows is still on the very next answer of every process.

let current = new Date('2026-11-27T09:00:10Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let second: FastifyInstance;
let dist: Awaited<ReturnType<typeof createTestWebDist>>;

beforeAll(async () => {
  // A stand-in for the app's rendering: the page carries its first-load answers as JSON.
  dist = await createTestWebDist({
    renderer: `export function createPageRenderer() { return async () => '<main></main>'; }\n`,
  });
  const env = { RESERVATION_MINUTES: '15' };
  t = await createTestApp({ clock, webDist: dist.webDist, env });
  second = await createSecondApp(t, { clock, webDist: dist.webDist, env });
});
afterAll(async () => {
  await second.close();
  await t.close();
  await dist.remove();
});

const at = (iso: string) => {
  current = new Date(iso);
};

/**
 * Renames an item without bumping the shop's version, as the clock alone changes what an answer
 * shows (a sale date, the 30-day lowest price): with the triggers off, as a restore writes.
 */
async function renameUnseen(id: string, name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ name }).where(eq(products.id, id));
  });
}

/**
 * Holds every drawing of a product answer (it reads `brands`; the shop's state does not) until
 * the returned function is called.
 */
async function holdDrawings(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = t.db
    .transaction(async (tx) => {
      await tx.execute(sql`lock table brands in access exclusive mode`);
      locked();
      await released;
      tx.rollback();
    })
    .catch(() => undefined);
  await isLocked;
  return async () => {
    release();
    await holding;
  };
}

const productName = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return { name: response.json().name as string, cacheControl: response.headers['cache-control'] };
};

describe('at a full minute, nothing changed', () => {
  it('sends the previous answer while one drawing of it runs, then the new one', async () => {
    at('2026-11-27T09:00:10Z');
    const item = await insertProduct(t.db, { name: 'Winterjacke Rot', size: 110 });
    const apiUrl = `/api/products/${item.itemNumber}`;
    const pageUrl = `/product/${item.itemNumber}`;
    expect((await productName(t.app, apiUrl)).name).toBe('Winterjacke Rot');
    expect((await t.app.inject({ url: pageUrl })).body).toContain('Winterjacke Rot');
    await renameUnseen(item.id, 'Winterjacke Dunkelrot');
    // Within the minute the kept answer is true by the rules: nothing told of the rename.
    at('2026-11-27T09:00:50Z');
    expect((await productName(t.app, apiUrl)).name).toBe('Winterjacke Rot');

    at('2026-11-27T09:01:00.200Z');
    const releaseDrawings = await holdDrawings();
    const before = keptAnswerWork.computed;
    // The drawing cannot finish while brands is locked, so these are last minute's answer.
    const answers = await Promise.all([1, 2, 3, 4].map(() => productName(t.app, apiUrl)));
    for (const answer of answers) {
      expect(answer.name).toBe('Winterjacke Rot');
      // Past its own end: no shared cache may keep it.
      expect(answer.cacheControl).toBe('no-cache');
    }
    expect(keptAnswerWork.computed - before).toBe(1);
    const stalePage = await t.app.inject({ url: pageUrl });
    expect(stalePage.body).toContain('Winterjacke Rot');
    expect(stalePage.headers['cache-control']).toBe('no-cache');
    expect((await productName(t.app, apiUrl)).name).toBe('Winterjacke Rot');

    await releaseDrawings();
    await vi.waitFor(
      async () => {
        expect((await productName(t.app, apiUrl)).name).toBe('Winterjacke Dunkelrot');
        expect((await t.app.inject({ url: pageUrl })).body).toContain('Winterjacke Dunkelrot');
      },
      // The drawings end once the lock is gone; a busy machine may take a while to run them.
      { timeout: 10_000 },
    );
    const renewed = await productName(t.app, apiUrl);
    expect(renewed.cacheControl).toContain('s-maxage=59');
  });

  it('draws the answer while the request waits once the minute is more than a few seconds old', async () => {
    at('2026-11-27T09:02:10Z');
    const item = await insertProduct(t.db, { name: 'Mütze Grau', size: 52 });
    const apiUrl = `/api/products/${item.itemNumber}`;
    await productName(t.app, apiUrl);
    await renameUnseen(item.id, 'Mütze Anthrazit');
    at('2026-11-27T09:03:06Z');
    expect((await productName(t.app, apiUrl)).name).toBe('Mütze Anthrazit');
  });
});

describe('at a full minute, something changed', () => {
  it('shows a reservation on the next answer of both processes, not last minute’s', async () => {
    at('2026-11-27T09:04:30Z');
    const item = await insertProduct(t.db, { name: 'Schneeanzug Blau', size: 92 });
    const apiUrl = `/api/products/${item.itemNumber}`;
    const listingUrl = '/api/products?category=Kleidung&sizes=92';
    const pageUrl = `/product/${item.itemNumber}`;
    for (const app of [t.app, second]) {
      await app.inject({ url: apiUrl });
      await app.inject({ url: listingUrl });
      await app.inject({ url: pageUrl });
    }

    at('2026-11-27T09:05:00.100Z');
    const reserved = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [item.id] },
    });
    expect(reserved.statusCode).toBe(200);
    for (const app of [t.app, second]) {
      expect((await app.inject({ url: apiUrl })).json().reservedUntil).not.toBeNull();
      const listing = (await app.inject({ url: listingUrl })).json();
      expect(
        listing.products.map((p: { reservedUntil: string | null }) => p.reservedUntil),
      ).toEqual([expect.any(String)]);
      const page = (await app.inject({ url: pageUrl })).body;
      expect(page).toContain('Schneeanzug Blau');
      expect(page).not.toContain('"reservedUntil":null');
    }
  });

  it("shows the owner's new name on the next page of both processes", async () => {
    at('2026-11-27T09:05:30Z');
    const item = await insertProduct(t.db, { name: 'Sandalen Beige', size: 26 });
    const pageUrl = `/product/${item.itemNumber}`;
    for (const app of [t.app, second]) await app.inject({ url: pageUrl });
    at('2026-11-27T09:06:00.300Z');
    await t.db.update(products).set({ name: 'Sandalen Sand' }).where(eq(products.id, item.id));
    for (const app of [t.app, second]) {
      const page = (await app.inject({ url: pageUrl })).body;
      expect(page).toContain('Sandalen Sand');
      expect(page).not.toContain('Sandalen Beige');
    }
  });

  it('frees a reservation that lapses on the minute itself at once', async () => {
    at('2026-11-27T09:07:00.000Z');
    const item = await insertProduct(t.db, { name: 'Gummistiefel Gelb', size: 24 });
    const apiUrl = `/api/products/${item.itemNumber}`;
    const reserved = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [item.id] },
    });
    expect(reserved.statusCode).toBe(200);
    at('2026-11-27T09:21:59Z');
    expect((await t.app.inject({ url: apiUrl })).json().reservedUntil).toBe(
      '2026-11-27T09:22:00.000Z',
    );
    // Its end is a reservation lapsing, not the minute: never sent past it.
    at('2026-11-27T09:22:00.500Z');
    expect((await t.app.inject({ url: apiUrl })).json().reservedUntil).toBeNull();
  });
});
