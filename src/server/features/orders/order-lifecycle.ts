import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { isReservedByOther } from '../../../domain/reservation.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import {
  couponRedemptions,
  orderItems,
  orders,
  paymentAttempts,
  products,
  voucherTransactions,
  vouchers,
} from '../../db/schema.ts';
import { spendVoucher } from './orders.service.ts';

// Order state changes after placement (decision 008): an unpaid online order is cancelled when
// its payment is abandoned, and revived if its payment arrives late while its items are free.

/** Net amount each voucher has given to this order (redeemed minus released), by voucher id. */
async function voucherAmountsOf(tx: DatabaseOrTransaction, orderId: string) {
  const rows = await tx
    .select({
      voucherId: voucherTransactions.voucherId,
      spentCents: sql<number>`-sum(${voucherTransactions.amountCents})`.mapWith(Number),
    })
    .from(voucherTransactions)
    .where(eq(voucherTransactions.orderId, orderId))
    .groupBy(voucherTransactions.voucherId)
    .orderBy(asc(voucherTransactions.voucherId));
  return rows.filter((row) => row.spentCents > 0);
}

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
      .select({ status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.status !== 'open' || order.paidAt !== null) return false;

    await tx
      .update(orders)
      .set({ status: 'cancelled', canceledAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
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
  for (const voucher of await voucherAmountsOf(tx, orderId)) {
    await tx
      .update(vouchers)
      .set({
        remainingValueCents: sql`${vouchers.remainingValueCents} + ${voucher.spentCents}`,
        updatedAt: now,
      })
      .where(eq(vouchers.id, voucher.voucherId));
    await tx.insert(voucherTransactions).values({
      voucherId: voucher.voucherId,
      orderId,
      amountCents: voucher.spentCents,
      kind: 'release',
      createdAt: now,
    });
  }
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
 * free, inside the caller's transaction (the order row must be locked). Returns whether it could.
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

  const released = await tx
    .select({
      voucherId: voucherTransactions.voucherId,
      // Every redemption of one voucher for one order is the same amount (the order's totals
      // never change); a cancelled order has given it all back, so the net sum is 0 then.
      amountCents:
        sql<number>`-max(${voucherTransactions.amountCents}) filter (where ${voucherTransactions.kind} = 'redeem')`.mapWith(
          Number,
        ),
      netCents: sql<number>`sum(${voucherTransactions.amountCents})`.mapWith(Number),
    })
    .from(voucherTransactions)
    .where(eq(voucherTransactions.orderId, order.id))
    .groupBy(voucherTransactions.voucherId)
    .orderBy(asc(voucherTransactions.voucherId));
  const toRespend = released.filter((row) => row.amountCents > 0 && row.netCents === 0);
  if (toRespend.length > 0) {
    const balances = await tx
      .select({ id: vouchers.id, remainingValueCents: vouchers.remainingValueCents })
      .from(vouchers)
      .where(
        inArray(
          vouchers.id,
          toRespend.map((row) => row.voucherId),
        ),
      )
      .orderBy(asc(vouchers.id))
      .for('update');
    const enough = toRespend.every(
      (row) =>
        (balances.find((balance) => balance.id === row.voucherId)?.remainingValueCents ?? 0) >=
        row.amountCents,
    );
    if (!enough) return false;
  }

  await tx.update(orderItems).set({ releasedAt: null }).where(eq(orderItems.orderId, order.id));
  await tx
    .update(products)
    .set({ status: 'sold', soldAt: now, reservedBy: null, reservedUntil: null, updatedAt: now })
    .where(inArray(products.id, ids));
  for (const row of toRespend) {
    await spendVoucher(tx, row.voucherId, order.id, row.amountCents, now);
  }
  if (order.couponId !== null) {
    await tx
      .insert(couponRedemptions)
      .values({ couponId: order.couponId, orderId: order.id, email: order.email });
  }
  await tx
    .update(orders)
    .set({ status: 'open', canceledAt: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  return true;
}
