import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import {
  canTakeStatusStep,
  STATUS_STEPS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../domain/order-status.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { insertOrder as insertTestOrder } from '../test/fixtures.ts';
import { findTableWrites, serverWritesOf } from '../test/table-writes.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { insertOrder, writeOrderChange } from './order-state.ts';

// Orders are one aggregate (decisions 031 and 054): order-state.ts is the only writer of
// orders.status and of the columns that say what happened to an order, only the order's events
// (order-events.ts) call it, and it refuses every transition the table of
// domain/order-status.ts does not name.

const serverRoot = path.resolve(import.meta.dirname, '..');
const ORDER_STATUS = { table: 'orders', sqlName: 'orders', column: 'status' };
const writesIn = (line: string) => findTableWrites('x.ts', line, ORDER_STATUS);

describe('the one writer of orders.status', () => {
  it('finds writes of the status, and only those', () => {
    const bad = [
      "await tx.update(orders).set({ status: 'paid', updatedAt: now }).where(x);",
      'await db.update(orders).set(changes).where(x);',
      'await db.update(orders).set({ ...changes, paidAt: now });',
      "await tx.insert(orders).values({ status: 'open', email });",
      "await db.execute(sql`update orders set status = 'paid' where id = ${id}`);",
      "await db.execute(sql`UPDATE ${orders} SET status = 'paid'`);",
    ];
    for (const line of bad) expect(writesIn(line), line).toHaveLength(1);
    const harmless = [
      'await tx.update(orders).set({ attentionReason: reason, updatedAt: now }).where(x);',
      "await tx.update(products).set({ status: 'sold' });",
      "await tx.select({ status: orders.status }).from(orders).where(eq(orders.status, 'open'));",
      'await db.execute(sql`select count(*) from orders where status = ${s}`);',
    ];
    for (const line of harmless) expect(writesIn(line), line).toEqual([]);
  });

  it('is order-state.ts alone in the server code, for the status and every column of its life', () => {
    for (const column of [
      'status',
      'paidAt',
      'packedAt',
      'shippedAt',
      'canceledAt',
      'withdrawalReceivedAt',
    ]) {
      const writers = serverWritesOf(serverRoot, { ...ORDER_STATUS, column });
      expect(writers.length, column).toBeGreaterThan(0);
      expect(
        writers.filter((writer) => !writer.startsWith('aggregates/order-state.ts:')),
        column,
      ).toEqual([]);
    }
  });

  it('is called by the order events alone, so "what happens when" has one home', () => {
    const callers = serverSourceFiles(serverRoot).filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        !file.endsWith('order-state.ts') &&
        /\bwriteOrderChange\b/.test(fs.readFileSync(path.join(serverRoot, file), 'utf8')),
    );
    expect(callers).toEqual(['aggregates/order-events.ts']);
  });
});

function serverSourceFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSourceFiles(root, relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('order-state.ts against the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const now = new Date('2026-11-22T10:00:00Z');

  async function orderIn(status: OrderStatus) {
    const order = await insertTestOrder(database.db, { valueToPayCents: 499 });
    // The test puts the row in place by hand, as only a test may.
    await database.db.execute(sql`update orders set status = ${status} where id = ${order.id}`);
    return { id: order.id, status };
  }

  it('refuses every transition the table does not name, and writes nothing then', async () => {
    let refused = 0;
    for (const status of ORDER_STATUSES) {
      const order = await orderIn(status);
      for (const event of STATUS_STEPS) {
        if (canTakeStatusStep(status, event)) continue;
        const error = await writeOrderChange(
          database.db,
          order,
          [event],
          { attentionReason: 'x' },
          now,
        ).catch((caught: unknown) => caught);
        expect(error, `${status} --${event}-->`).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(409);
        refused += 1;
      }
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status, attentionReason: null });
    }
    expect(refused).toBeGreaterThan(40);
  });

  it('applies every allowed transition with its changes', async () => {
    for (const status of ORDER_STATUSES) {
      for (const event of STATUS_STEPS) {
        if (!canTakeStatusStep(status, event)) continue;
        const order = await orderIn(status);
        const next = await writeOrderChange(
          database.db,
          order,
          [event],
          { trackingNumber: event },
          now,
        );
        const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row).toMatchObject({ status: next, trackingNumber: event, updatedAt: now });
      }
    }
  });

  it('refuses to write over a status that changed since the caller read it', async () => {
    const order = await orderIn('open');
    await writeOrderChange(database.db, order, ['payment-captured'], {}, now);
    await expect(writeOrderChange(database.db, order, ['cancel'], {}, now)).rejects.toThrow(
      /no longer 'open'/,
    );
  });

  it('takes several steps as one change, or none when one is refused', async () => {
    const order = await orderIn('open');
    expect(await writeOrderChange(database.db, order, ['mark-paid', 'packed'], {}, now)).toBe(
      'packed',
    );
    const packed = await orderIn('packed');
    const error = await writeOrderChange(database.db, packed, ['ship', 'ship'], {}, now).catch(
      (caught: unknown) => caught,
    );
    expect((error as HttpError).statusCode).toBe(409);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, packed.id));
    expect(row?.status).toBe('packed');
  });

  it('starts every new order open (its events move it on)', async () => {
    const base = {
      email: 'kunde@example.de',
      firstName: 'Erika',
      lastName: 'Muster',
      deliveryMethod: 'abholen' as const,
      paymentMethod: 'cash' as const,
      subtotalCents: 499,
      deliveryCostCents: 0,
      totalCents: 499,
    };
    expect(await insertOrder(database.db, { ...base, valueToPayCents: 499 })).toMatchObject({
      status: 'open',
    });
    expect(await insertOrder(database.db, { ...base, valueToPayCents: 0 })).toMatchObject({
      status: 'open',
    });
  });
});
