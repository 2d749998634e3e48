import { asc, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import { RETURN_MESSAGES, returnedLineIds, returnKindOf } from '../../aggregates/order-returns.ts';
import { listOrderRefunds } from '../../aggregates/refund-ledger.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import {
  followUps,
  invoices,
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
} from '../../db/schema.ts';
import { followUpKey, type FollowUpRunner } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';

// Taking back part or all of a paid order (decision 034): the admin picks the items that came
// back (or are cancelled before shipping) on the order page. That is the order's
// 'items-returned' event (aggregates/order-events.ts): the return, the refund and the vouchers in
// one transaction, the cancellation invoice, the customer's mail and the refund as follow-ups.

type OrderRow = typeof orders.$inferSelect;

/** The admin took back these items of an order (by product id). */
export async function returnOrderItems(
  deps: { db: Database; followUps: FollowUpRunner },
  orderId: string,
  items: readonly { productId: string; resellable: boolean }[],
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const lines = await tx
      .select({ id: orderItems.id, productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const returned = items.map((item) => {
      const line = lines.find((candidate) => candidate.productId === item.productId);
      if (!line) throw new HttpError(400, RETURN_MESSAGES.notInOrder);
      return { orderItemId: line.id, resellable: item.resellable };
    });
    await applyOrderEvent(tx, order, 'items-returned', { lines: returned }, now);
  });
  deps.followUps.wake('items-returned');
}

/** Every line of a paid order that has not come back yet, to be taken back whole. */
export async function linesNotBack(tx: DatabaseOrTransaction, orderId: string) {
  const back = await returnedLineIds(tx, orderId);
  const lines = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return lines
    .filter((line) => !back.includes(line.id))
    .map((line) => ({ orderItemId: line.id, resellable: true }));
}

/** An order's returns and refunds and what may still come back, for the admin's order page. */
export async function readOrderReturns(db: DatabaseOrTransaction, order: OrderRow) {
  const rows = await db
    .select({ part: orderReturns, documentNumber: invoices.number })
    .from(orderReturns)
    .leftJoin(invoices, eq(invoices.id, orderReturns.documentId))
    .where(eq(orderReturns.orderId, order.id))
    .orderBy(asc(orderReturns.createdAt));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            returnId: orderReturnLines.returnId,
            productId: orderItems.productId,
            name: orderItems.name,
            resellable: orderReturnLines.resellable,
          })
          .from(orderReturnLines)
          .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
          .where(
            inArray(
              orderReturnLines.returnId,
              rows.map((row) => row.part.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  const back = await returnedLineIds(db, order.id);
  const returnable =
    order.paidAt !== null && returnKindOf(order.status) !== null
      ? await db
          .select({ id: orderItems.id, productId: orderItems.productId })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id))
      : [];
  const refundRows = await listOrderRefunds(db, order.id);
  // How often a provider refund was sent, and why it failed: its follow-up knows.
  const sends =
    refundRows.length === 0
      ? []
      : await db
          .select()
          .from(followUps)
          .where(
            inArray(
              followUps.key,
              refundRows.map((row) => followUpKey('send-refund', row.id)),
            ),
          );
  const sendOf = (refundId: string) =>
    sends.find((send) => send.key === followUpKey('send-refund', refundId));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    returnableProductIds: returnable
      .filter((line) => !back.includes(line.id))
      .map((line) => line.productId),
    returns: rows.map(({ part, documentNumber }) => ({
      id: part.id,
      kind: part.kind,
      createdAt: part.createdAt.toISOString(),
      items: lines
        .filter((line) => line.returnId === part.id)
        .map(({ productId, name, resellable }) => ({ productId, name, resellable })),
      total: centsToEuros(part.totalCents),
      money: centsToEuros(part.moneyCents),
      vouchers: centsToEuros(part.voucherCents),
      documentNumber,
    })),
    refunds: refundRows.map((row) => ({
      id: row.id,
      way: row.way,
      status: row.status,
      amount: centsToEuros(row.amountCents),
      attempts: sendOf(row.id)?.attempts ?? 0,
      lastError: row.lastError ?? sendOf(row.id)?.lastError ?? null,
      providerReference: row.providerReference,
      createdAt: row.createdAt.toISOString(),
      completedAt: iso(row.completedAt),
    })),
  };
}
