import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { canTakeStatusStep } from '../../../domain/order-status.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';

// An unpaid online order is cancelled when its payment is abandoned (decision 009): its
// 'payment-abandoned' event gives the items and vouchers back and leaves the customer's mail to
// a follow-up; a late payment may revive it (order-payments.service.ts).

/**
 * Cancels an open, unpaid order. Returns false when the order is not open or is paid (nothing
 * changes).
 */
async function cancelUnpaidOrder(db: Database, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paidAt !== null || !canTakeStatusStep(order.status, 'payment-abandoned')) {
      return false;
    }
    await applyOrderEvent(tx, order, 'payment-abandoned', {}, now);
    return true;
  });
}

/**
 * Cancels every online order whose payment was due by `now`; returns how many. An order whose
 * payment the provider has accepted but not yet confirmed (pending) is kept: the money is coming.
 */
export async function cancelAbandonedOrders(
  deps: { db: Database; followUps: FollowUpRunner },
  now: Date,
): Promise<number> {
  const due = await deps.db
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
    if (await cancelUnpaidOrder(deps.db, order.id, now)) cancelled += 1;
  }
  if (cancelled > 0) deps.followUps.wake('payment-abandoned');
  return cancelled;
}
