import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { paymentAttempts, refunds } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

// The refund ledger (decision 034): the only writer of refunds. A refund is queued in the
// transaction that records a return; the job sends provider refunds with the refund's id as the
// idempotency key, so a retry after a lost answer never pays twice; the owner marks manual ones
// (cash, bank transfer) as paid out.

/** After this many failed sends a refund waits for a person. */
export const MAX_REFUND_ATTEMPTS = 6;

/** Minutes before the next try after the n-th failure: 1, 5, 15, 60, 180. */
const RETRY_MINUTES = [1, 5, 15, 60, 180];

export type RefundRow = typeof refunds.$inferSelect;

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
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: refunds.id, way: refunds.way });
  return row ?? null;
}

export type QueuedRefund = { id: string; way: RefundRow['way'] };

/** Provider refunds due to be sent (of one order, or all), oldest first. */
export async function listDueRefunds(
  db: DatabaseOrTransaction,
  now: Date,
  orderId?: string,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.way, 'provider'),
        lte(refunds.nextAttemptAt, now),
        orderId ? eq(refunds.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(50);
}

/**
 * Takes a due refund for one send: counts the attempt and moves its next try past the time a
 * send may take, so a second process (or the next minute's job) does not send it at the same
 * time. False when someone else took it first.
 */
export async function claimRefund(
  db: DatabaseOrTransaction,
  refundId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + 10 * 60_000),
    })
    .where(
      and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, now)),
    )
    .returning({ id: refunds.id });
  return claimed.length > 0;
}

/** The provider confirmed the refund. */
export async function recordRefundSent(
  db: DatabaseOrTransaction,
  refundId: string,
  providerReference: string,
  now: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'succeeded', providerReference, lastError: null, completedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/**
 * A send failed. A refusal (`final`) or the last allowed attempt makes it 'failed' for a person
 * to look at; otherwise it is tried again later. Returns the refund's new status.
 */
export async function recordRefundFailure(
  db: DatabaseOrTransaction,
  refund: Pick<RefundRow, 'id' | 'attempts'>,
  error: string,
  final: boolean,
  now: Date,
): Promise<'pending' | 'failed'> {
  const attempts = refund.attempts + 1;
  const givesUp = final || attempts >= MAX_REFUND_ATTEMPTS;
  const minutes = RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)] ?? 180;
  await db
    .update(refunds)
    .set({
      status: givesUp ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + minutes * 60_000),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
  return givesUp ? 'failed' : 'pending';
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

/** A failed provider refund is sent again now, with the same idempotency key. */
export async function retryRefund(
  db: DatabaseOrTransaction,
  target: RefundTarget,
  now: Date,
): Promise<RefundRow> {
  const refundId = await existingRefund(db, target);
  const [row] = await db
    .update(refunds)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed'), eq(refunds.way, 'provider')))
    .returning();
  if (!row) throw new HttpError(409, REFUND_MESSAGES.notRetryable);
  return row;
}

/**
 * The owner paid the money out herself: cash, a bank transfer, or in the provider's dashboard
 * after the provider refused. Only for refunds not (or no longer) on their way through the job.
 */
export async function markRefundPaidOut(
  db: DatabaseOrTransaction,
  target: RefundTarget,
  now: Date,
): Promise<RefundRow> {
  const refundId = await existingRefund(db, target);
  const [row] = await db
    .update(refunds)
    .set({ status: 'succeeded', completedAt: now, lastError: null })
    .where(
      and(
        eq(refunds.id, refundId),
        sql`(${refunds.status} = 'failed' or (${refunds.status} = 'pending' and ${refunds.way} = 'manual'))`,
      ),
    )
    .returning();
  if (!row) throw new HttpError(409, REFUND_MESSAGES.notPayable);
  return row;
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

export const REFUND_MESSAGES = {
  notFound: 'Diese Erstattung gibt es bei dieser Bestellung nicht.',
  notRetryable:
    'Nur eine fehlgeschlagene Erstattung über den Zahlungsanbieter kann erneut gesendet werden.',
  notPayable:
    'Diese Erstattung ist bereits erledigt oder wird gerade über den Zahlungsanbieter gesendet.',
} as const;
