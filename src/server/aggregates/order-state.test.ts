import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canApplyOrderEvent,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../domain/order-status.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { insertOrder as insertTestOrder } from '../test/fixtures.ts';
import { findTableWrites, serverWritesOf } from '../test/table-writes.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { changeOrderStatus, insertOrder } from './order-state.ts';

// Orders are one aggregate (decision 031): order-state.ts is the only writer of orders.status,
// and it refuses every transition the table of domain/order-status.ts does not name.

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

  it('is order-state.ts alone in the server code', () => {
    const writers = serverWritesOf(serverRoot, ORDER_STATUS);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((writer) => !writer.startsWith('aggregates/order-state.ts:'))).toEqual(
      [],
    );
  });
});

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
      for (const event of ORDER_EVENTS) {
        if (canApplyOrderEvent(status, event)) continue;
        const error = await changeOrderStatus(
          database.db,
          order,
          event,
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
      for (const event of ORDER_EVENTS) {
        if (!canApplyOrderEvent(status, event)) continue;
        const order = await orderIn(status);
        const next = await changeOrderStatus(
          database.db,
          order,
          event,
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
    await changeOrderStatus(database.db, order, 'payment-captured', {}, now);
    await expect(changeOrderStatus(database.db, order, 'cancel', {}, now)).rejects.toThrow(
      /no longer 'open'/,
    );
  });

  it('starts a new order open, or paid when nothing is left to pay', async () => {
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
      status: 'paid',
    });
  });
});
