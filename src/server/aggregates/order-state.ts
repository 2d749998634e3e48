import { and, eq } from 'drizzle-orm';
import { nextOrderStatus, type OrderStatus, type StatusStep } from '../../domain/order-status.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

// The only writer of the orders row (decisions 031 and 054). A new order is inserted 'open'
// here; every later change is one event of aggregates/order-events.ts, which moves the status
// only by steps of the table in domain/order-status.ts and writes its fields through
// writeOrderChange, on a row the caller has locked. order-state.test.ts searches the code for
// any other writer.

/** What an event may set besides the status; the status itself is the table's to decide. */
export type OrderChanges = Partial<
  Omit<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'status' | 'updatedAt'>
>;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status'>;

/** Inserts a placed order; it starts 'open' (its events, e.g. 'mark-paid', move it on). */
export async function insertOrder(
  tx: DatabaseOrTransaction,
  values: NewOrder,
): Promise<typeof orders.$inferSelect> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, status: 'open' })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

/** The status after taking `steps` one after another; a step the table forbids is a 409. */
export function statusAfterSteps(current: OrderStatus, steps: readonly StatusStep[]): OrderStatus {
  let status = current;
  for (const step of steps) {
    const transition = nextOrderStatus(status, step);
    if (!transition.ok) throw new HttpError(409, transition.message);
    status = transition.status;
  }
  return status;
}

/**
 * Writes one event's change to an order whose row the caller has locked (`select … for update`):
 * the status after the event's steps and the fields it sets. A step the table forbids is refused
 * with 409 and the table's German message; nothing is written then.
 */
export async function writeOrderChange(
  tx: DatabaseOrTransaction,
  order: { id: string; status: OrderStatus },
  steps: readonly StatusStep[],
  changes: OrderChanges,
  now: Date,
): Promise<OrderStatus> {
  const status = statusAfterSteps(order.status, steps);
  if (steps.length === 0 && Object.keys(changes).length === 0) return status;
  const updated = await tx
    .update(orders)
    .set({ ...changes, status, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  // Only a caller that forgot the row lock can get here: another writer moved the order first.
  if (updated.length === 0) {
    throw new Error(`order ${order.id} is no longer '${order.status}'; lock the row first`);
  }
  return status;
}
