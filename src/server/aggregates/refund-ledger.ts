import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { paymentAttempts, refunds } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

// The refund ledger (decision 034): the only writer of refunds. A refund is queued in the
// transaction of the event that owes it (items taken back, a payment nobody ordered); sending it
// is that event's follow-up 'send-refund' (decision 054), with the refund's id as the provider's
// idempotency key, so a retry after a lost answer never pays twice. Its outcome is recorded here
// by the events 'refund-succeeded' and 'refund-failed'; the owner marks manual ones (cash, bank
// transfer) as paid out.

/**
 * Queues money going back inside the caller's transaction: the money part of a return, through
 * the provider that captured the order's payment or, without one (cash, marked paid by hand), for
 * the owner to pay out; or (no return, `paymentAttemptId` given) a whole payment nobody ordered.
 * Returns the queued refund (its id and way), or null when there is no money to give back.
 */
export async function queueRefund(
  tx: DatabaseOrTransaction,
  refund: {
    orderId: string;
    returnId: string | null;
    amountCents: number;
    paymentAttemptId?: string;
  },
  now: Date,
): Promise<QueuedRefund | null> {
  if (refund.amountCents <= 0) return null;
  const [captured] = refund.paymentAttemptId
    ? [{ id: refund.paymentAttemptId }]
    : await tx
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(
          and(eq(paymentAttempts.orderId, refund.orderId), eq(paymentAttempts.status, 'captured')),
        )
        .orderBy(desc(paymentAttempts.updatedAt))
        .limit(1);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      returnId: refund.returnId,
      amountCents: refund.amountCents,
      way: captured ? 'provider' : 'manual',
      paymentAttemptId: captured?.id ?? null,
      createdAt: now,
    })
    .returning({ id: refunds.id, way: refunds.way });
  return row ?? null;
}

export type RefundRow = typeof refunds.$inferSelect;

export type QueuedRefund = { id: string; way: RefundRow['way'] };

/** The provider (or the owner) paid the refund out. */
export async function markRefundSucceeded(
  tx: DatabaseOrTransaction,
  refundId: string,
  providerReference: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'succeeded', providerReference, lastError: null, completedAt: now })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['pending', 'failed'])));
}

/** Sending the refund gave up (refused, or the provider stayed unreachable): a person decides. */
export async function markRefundFailed(
  tx: DatabaseOrTransaction,
  refundId: string,
  error: string,
): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/** A refund as the admin names it: by its order and its id. */
export type RefundTarget = { orderId: string; refundId: string };

async function existingRefund(db: DatabaseOrTransaction, target: RefundTarget): Promise<string> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.id, target.refundId), eq(refunds.orderId, target.orderId)));
  if (!row) throw new HttpError(404, REFUND_MESSAGES.notFound);
  return row.id;
}

/** A failed provider refund goes back to pending; its follow-up sends it again. */
export async function reopenRefund(
  tx: DatabaseOrTransaction,
  target: RefundTarget,
): Promise<RefundRow> {
  const refundId = await existingRefund(tx, target);
  const [row] = await tx
    .update(refunds)
    .set({ status: 'pending', lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed'), eq(refunds.way, 'provider')))
    .returning();
  if (!row) throw new HttpError(409, REFUND_MESSAGES.notRetryable);
  return row;
}

/**
 * A refund the owner may mark as paid out herself: cash, a bank transfer, or one she made in the
 * provider's dashboard after the provider refused. Not one still on its way through the provider.
 */
export async function payableRefund(
  tx: DatabaseOrTransaction,
  target: RefundTarget,
): Promise<RefundRow> {
  const refundId = await existingRefund(tx, target);
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  const payable =
    row !== undefined &&
    (row.status === 'failed' || (row.status === 'pending' && row.way === 'manual'));
  if (!payable) throw new HttpError(409, REFUND_MESSAGES.notPayable);
  return row;
}

/** The refunds of an order not settled yet (pending or failed). */
export async function countOpenRefunds(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<number> {
  const rows = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'failed'])));
  return rows.length;
}

/** An order's refunds, oldest first. */
export async function listOrderRefunds(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
}

const REFUND_MESSAGES = {
  notFound: 'Diese Erstattung gibt es bei dieser Bestellung nicht.',
  notRetryable:
    'Nur eine fehlgeschlagene Erstattung über den Zahlungsanbieter kann erneut gesendet werden.',
  notPayable:
    'Diese Erstattung ist bereits erledigt oder wird gerade über den Zahlungsanbieter gesendet.',
} as const;
