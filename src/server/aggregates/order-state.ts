import { and, eq } from 'drizzle-orm';
import {
  nextOrderStatus,
  statusOfNewOrder,
  type OrderEvent,
  type OrderStatus,
} from '../../domain/order-status.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

// The only writer of orders.status (decision 031). A new order gets its first status here; every
// later change is one event of the table in domain/order-status.ts, applied to a row the caller
// has locked. order-state.test.ts searches the code for any other writer.

type OrderRow = typeof orders.$inferInsert;

/** What an event may set besides the status; the status itself is the table's to decide. */
export type OrderChanges = Omit<Partial<OrderRow>, 'id' | 'status' | 'updatedAt'>;

export type NewOrder = Omit<OrderRow, 'id' | 'status'> & { valueToPayCents: number };

/** Inserts a placed order with the status it starts in (paid when nothing is left to pay). */
export async function insertOrder(
  tx: DatabaseOrTransaction,
  values: NewOrder,
): Promise<{ id: string; status: OrderStatus }> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, status: statusOfNewOrder(values.valueToPayCents) })
    .returning({ id: orders.id, status: orders.status });
  if (!order) throw new Error('order not inserted');
  return order;
}

/**
 * Applies one event to an order whose row the caller has locked (`select … for update`), with the
 * fields the event sets. A transition the table forbids is refused with 409 and the table's
 * German message; nothing is written then.
 */
export async function changeOrderStatus(
  tx: DatabaseOrTransaction,
  order: { id: string; status: OrderStatus },
  event: OrderEvent,
  changes: OrderChanges,
  now: Date,
): Promise<OrderStatus> {
  const transition = nextOrderStatus(order.status, event);
  if (!transition.ok) throw new HttpError(409, transition.message);
  const updated = await tx
    .update(orders)
    .set({ ...changes, status: transition.status, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  // Only a caller that forgot the row lock can get here: another writer moved the order first.
  if (updated.length === 0) {
    throw new Error(`order ${order.id} is no longer '${order.status}'; lock the row first`);
  }
  return transition.status;
}
