import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { canApplyOrderEvent } from '../../../domain/order-status.ts';
import { isReservedByOther } from '../../../domain/reservation.ts';
import { changeOrderStatus } from '../../aggregates/order-state.ts';
import { releaseOrderVouchers, respendOrderVouchers } from '../../aggregates/voucher-ledger.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import {
  couponRedemptions,
  orderItems,
  orders,
  paymentAttempts,
  products,
} from '../../db/schema.ts';

// Order state changes after placement (decision 009): an unpaid online order is cancelled when
// its payment is abandoned, and revived if its payment arrives late while its items are free.

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
 * Gives back what an order holds, inside the caller's transaction (the order row locked): its
 * items go back on sale, its vouchers are refilled (ledger 'release'), its coupon use is
 * forgotten. Used when an order is cancelled, whoever cancels it.
 */
export async function releaseOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
  now: Date,
): Promise<void> {
  const lines = await tx
    .update(orderItems)
    .set({ releasedAt: now })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt)))
    .returning({ productId: orderItems.productId });
  if (lines.length > 0) {
    // Lock in id order, as reservations and orders do, so the three never deadlock.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    await tx
      .update(products)
      .set({ status: 'active', soldAt: null, updatedAt: now })
      .where(
        and(
          inArray(
            products.id,
            lines.map((line) => line.productId),
          ),
          eq(products.status, 'sold'),
        ),
      );
  }
  await releaseOrderVouchers(tx, orderId, now);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
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

/**
 * A payment arrived for a cancelled order: takes the items and vouchers back if all are still
 * free, inside the caller's transaction (the order row must be locked). Returns whether it could;
 * the caller then applies 'payment-revived'.
 */
export async function reviveCancelledOrder(
  tx: DatabaseOrTransaction,
  order: { id: string; clientId: string | null; couponId: number | null; email: string },
  now: Date,
): Promise<boolean> {
  const lines = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const ids = lines.map((line) => line.productId);
  const items = await tx
    .select({
      id: products.id,
      status: products.status,
      reservedUntil: products.reservedUntil,
      reservedBy: products.reservedBy,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const allFree =
    items.length === ids.length &&
    items.every(
      (item) => item.status === 'active' && !isReservedByOther(item, order.clientId, now),
    );
  if (!allFree) return false;

  if (!(await respendOrderVouchers(tx, order.id, now))) return false;

  await tx.update(orderItems).set({ releasedAt: null }).where(eq(orderItems.orderId, order.id));
  await tx
    .update(products)
    .set({ status: 'sold', soldAt: now, reservedBy: null, reservedUntil: null, updatedAt: now })
    .where(inArray(products.id, ids));
  if (order.couponId !== null) {
    await tx
      .insert(couponRedemptions)
      .values({ couponId: order.couponId, orderId: order.id, email: order.email });
  }
  return true;
}
