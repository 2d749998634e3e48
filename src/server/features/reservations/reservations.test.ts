import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema } from '../../../domain/api/cart.ts';
import { products, shopVersion } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let current = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RESERVATION_MINUTES: '15' } });
});
afterAll(() => t.close());

function reserve(clientId: string, productIds: string[]) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/reservation',
    headers: { userid: clientId },
    payload: { productIds },
  });
}

function checkCart(productIds: string[], clientId?: string) {
  return t.app.inject({
    url: `/api/products/checkcart?productids=${productIds.join(',')}`,
    headers: clientId ? { userid: clientId } : {},
  });
}

/** The shop's version, which every statement changing products bumps (decision 048). */
async function shopVersionNow(): Promise<number> {
  const [row] = await t.db.select({ version: shopVersion.version }).from(shopVersion);
  return row?.version ?? 0;
}

describe('PUT/GET/DELETE /api/reservation', () => {
  it('reserves for the configured time, renews, releases dropped items and cancels', async () => {
    const me = randomUUID();
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);

    const first = await reserve(me, [a.id, b.id]);
    expect(first.statusCode).toBe(200);
    expect(reservationSchema.parse(first.json())).toEqual({
      productIds: [a.id, b.id],
      reservedUntil: '2026-11-22T10:15:00.000Z',
    });

    // Another visitor sees the items reserved (dimmed, 'Bereits reserviert'), without the holder.
    const other = (await checkCart([a.id], randomUUID())).json();
    expect(other.soldProducts[0]).toMatchObject({
      reservedUntil: '2026-11-22T10:15:00.000Z',
      reservedBy: null,
    });

    // A later checkout step renews the hold; b left the cart and is released.
    current = new Date('2026-11-22T10:10:00Z');
    const renewed = await reserve(me, [a.id]);
    expect(renewed.json()).toEqual({
      productIds: [a.id],
      reservedUntil: '2026-11-22T10:25:00.000Z',
    });
    const [bRow] = await t.db.select().from(products).where(eq(products.id, b.id));
    expect(bRow?.reservedBy).toBeNull();

    const held = await t.app.inject({ url: '/api/reservation', headers: { userid: me } });
    expect(held.json()).toEqual({ productIds: [a.id], reservedUntil: '2026-11-22T10:25:00.000Z' });

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/reservation',
      headers: { userid: me },
    });
    expect(cancel.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/reservation', headers: { userid: me } });
    expect(after.json()).toEqual({ productIds: [], reservedUntil: null });
    current = new Date('2026-11-22T10:00:00Z');
  });

  it('refuses all items when one is held by someone else, naming it', async () => {
    const free = await insertProduct(t.db);
    const taken = await insertProduct(t.db, { name: 'Schlafsack Sterne' });
    expect((await reserve(randomUUID(), [taken.id])).statusCode).toBe(200);

    const me = randomUUID();
    const response = await reserve(me, [free.id, taken.id]);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Diese Artikel sind leider nicht mehr verfügbar: Schlafsack Sterne (Nr. ${taken.itemNumber}). Bitte prüfe deinen Warenkorb.`,
    );
    const [freeRow] = await t.db.select().from(products).where(eq(products.id, free.id));
    expect(freeRow?.reservedBy).toBeNull();
  });

  it('refuses a cart with an item that no longer exists, and keeps what the client held', async () => {
    const held = await insertProduct(t.db);
    const me = randomUUID();
    expect((await reserve(me, [held.id])).statusCode).toBe(200);

    const response = await reserve(me, [held.id, randomUUID()]);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Diese Artikel sind leider nicht mehr verfügbar: ein entfernter Artikel. Bitte prüfe deinen Warenkorb.',
    );
    const [row] = await t.db.select().from(products).where(eq(products.id, held.id));
    expect(row?.reservedBy).toBe(me);
  });

  it('frees an item by itself when the reservation expires', async () => {
    const item = await insertProduct(t.db);
    const holder = randomUUID();
    expect((await reserve(holder, [item.id])).statusCode).toBe(200);
    const someoneElse = randomUUID();
    expect((await reserve(someoneElse, [item.id])).statusCode).toBe(409);

    current = new Date('2026-11-22T10:15:00Z'); // the very instant the hold lapses
    const check = (await checkCart([item.id], someoneElse)).json();
    expect(check.products.map((p: { _id: string }) => p._id)).toEqual([item.id]);
    expect(check.products[0].reservedUntil).toBeNull();
    expect((await reserve(someoneElse, [item.id])).statusCode).toBe(200);
    const holderView = await t.app.inject({ url: '/api/reservation', headers: { userid: holder } });
    expect(holderView.json().productIds).toEqual([]);
    current = new Date('2026-11-22T10:00:00Z');
  });

  it('refuses sold items and requires the client id', async () => {
    const sold = await insertProduct(t.db, { status: 'sold' });
    expect((await reserve(randomUUID(), [sold.id])).statusCode).toBe(409);
    const noId = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      payload: { productIds: [sold.id] },
    });
    expect(noId.statusCode).toBe(400);
  });

  it('takes the new cart and lets go of the rest with one bump of the shop version', async () => {
    const me = randomUUID();
    const [a, b, c] = [
      await insertProduct(t.db),
      await insertProduct(t.db),
      await insertProduct(t.db),
    ];
    expect((await reserve(me, [a.id, b.id])).statusCode).toBe(200);
    const before = await shopVersionNow();

    expect((await reserve(me, [b.id, c.id])).statusCode).toBe(200);

    expect(await shopVersionNow()).toBe(before + 1);
    const rows = await t.db
      .select({ id: products.id, reservedBy: products.reservedBy, until: products.reservedUntil })
      .from(products)
      .where(inArray(products.id, [a.id, b.id, c.id]));
    const until = new Date(current.getTime() + 15 * 60_000);
    expect(new Map(rows.map((row) => [row.id, row]))).toEqual(
      new Map([
        [a.id, { id: a.id, reservedBy: null, until: null }],
        [b.id, { id: b.id, reservedBy: me, until }],
        [c.id, { id: c.id, reservedBy: me, until }],
      ]),
    );
  });

  it('never deadlocks when a client lets go of an item another client asks for', async () => {
    // A client who holds one item and changes her cart to another releases the first; a second
    // client asks for both at once. Every lock is taken in id order, so neither waits for the
    // other in a circle: each answer is 200 or 409, never an error of the database.
    const pairs = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const [low, high] = [await insertProduct(t.db), await insertProduct(t.db)].sort((x, y) =>
          x.id.localeCompare(y.id),
        );
        const holder = randomUUID();
        expect((await reserve(holder, [low!.id])).statusCode).toBe(200);
        return { low: low!, high: high!, holder };
      }),
    );
    const answers = await Promise.all(
      pairs.flatMap(({ low, high, holder }) => [
        reserve(holder, [high.id]),
        reserve(randomUUID(), [low.id, high.id]),
      ]),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
  });

  it('refuses an item another client holds at once, without queueing for its lock', async () => {
    // On a Friday a wanted item gets twenty attempts; once it is taken, the later ones must not
    // queue behind whoever holds its row (the buyer placing her order) to be told no (decision 103).
    const item = await insertProduct(t.db, { name: 'Tonie Löwe' });
    expect((await reserve(randomUUID(), [item.id])).statusCode).toBe(200);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from products where id = $1 for update', [item.id]);
      const refused = await Promise.race([
        reserve(randomUUID(), [item.id]),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
      ]);
      expect(refused === 'waited' ? refused : refused.statusCode).toBe(409);
      if (refused !== 'waited') {
        expect(refused.json().message).toContain(`Tonie Löwe (Nr. ${item.itemNumber})`);
      }
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });

  it("waits for a free item's lock and then judges the row as the lock holder left it", async () => {
    const item = await insertProduct(t.db);
    const first = randomUUID();
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      // Another transaction has the free item locked and is about to take it for `first`.
      await other.query('begin');
      await other.query('select id from products where id = $1 for update', [item.id]);
      const waiting = reserve(randomUUID(), [item.id]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.query(
        `update products set reserved_by = $2, reserved_until = now() + interval '15 minutes'
          where id = $1`,
        [item.id, first],
      );
      await other.query('commit');
      expect((await waiting).statusCode).toBe(409);
    } finally {
      await other.end();
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
    expect(row?.reservedBy).toBe(first);
  });

  it('gives one item to exactly one of 50 clients racing for it', async () => {
    const item = await insertProduct(t.db);
    const clients = Array.from({ length: 50 }, () => randomUUID());

    const responses = await Promise.all(clients.map((client) => reserve(client, [item.id])));

    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
    const winner = clients[responses.findIndex((response) => response.statusCode === 200)];
    expect(row?.reservedBy).toBe(winner);
  });
});
