import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { canApplyOrderEvent } from '../../../domain/order-status.ts';
import { releaseOrder } from '../../aggregates/order-holdings.ts';
import { changeOrderStatus } from '../../aggregates/order-state.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';

// An unpaid online order is cancelled when its payment is abandoned (decision 009); a late
// payment may revive it (order-payments.service.ts, aggregates/order-holdings.ts).

/**
 * Cancels an open, unpaid order: items back on sale, vouchers refilled (ledger 'release'), the
 * coupon use forgotten. Returns false when the order is not open or is paid (nothing changes).
 */
export async function cancelUnpaidOrder(
  db: Database,
  orderId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.paidAt !== null || !canApplyOrderEvent(order.status, 'payment-abandoned')) {
      return false;
    }
    await changeOrderStatus(tx, order, 'payment-abandoned', { canceledAt: now }, now);
    await releaseOrder(tx, orderId, now);
    return true;
  });
}

/**
 * Cancels every online order whose payment was due by `now`; returns how many. An order whose
 * payment the provider has accepted but not yet confirmed (pending) is kept: the money is coming.
 */
export async function cancelAbandonedOrders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'open'),
        isNull(orders.paidAt),
        lte(orders.paymentDueAt, now),
        sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.status} = 'pending')`,
      ),
    );
  let cancelled = 0;
  for (const order of due) {
    if (await cancelUnpaidOrder(db, order.id, now)) cancelled += 1;
  }
  return cancelled;
}
