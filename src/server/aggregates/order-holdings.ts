import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isReservedByOther } from '../../domain/reservation.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { orderItems, products } from '../db/schema.ts';
import { forgetCouponUse, recordCouponUse } from './coupon-usage.ts';
import { releaseOrderVouchers, respendOrderVouchers } from './voucher-ledger.ts';

// What a placed order holds (decision 031): its items (sold to it), the value it spent of
// vouchers and its coupon use. An order gives them all back at once when it is cancelled, its
// payment abandoned or its goods returned, and takes them all back, or none, when a late payment
// revives it. The caller holds the order row's lock and changes the status (order-state.ts).

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
  await forgetCouponUse(tx, orderId);
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
    await recordCouponUse(tx, { couponId: order.couponId, orderId: order.id, email: order.email });
  }
  return true;
}

/**
 * An order waiting for its payment was paid: its items, reserved until now, are sold for good
 * (decision 061). No column of theirs changes, so they are touched: the statement bumps the
 * shop's version and every process stops serving the answers that called them reserved
 * (decisions 048, 052).
 */
export async function announceItemsPaid(
  tx: DatabaseOrTransaction,
  orderId: string,
  now: Date,
): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt)));
  if (lines.length === 0) return;
  await tx
    .update(products)
    .set({ updatedAt: now })
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
}
