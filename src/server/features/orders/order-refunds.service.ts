import { and, eq, inArray } from 'drizzle-orm';
import { formatEuro } from '../../../domain/money.ts';
import {
  claimRefund,
  listDueRefunds,
  markRefundPaidOut,
  recordRefundFailure,
  recordRefundSent,
  type RefundRow,
  type RefundTarget,
} from '../../aggregates/refund-ledger.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts, refunds } from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { refundSentMail } from '../../lib/mail/order-return-mail.ts';
import { ProviderError } from '../../lib/payments/http-json.ts';
import type { PaymentGateways } from '../../lib/payments/payment-gateway.ts';

// Sending refunds (decision 034). A refund is queued with the return that causes it
// (aggregates/order-returns.ts); this sends it through the provider that took the money, right
// after the return and then every minute from the job, until the provider accepts it or refuses.
// The refund's id is the idempotency key: a send whose answer was lost is sent again with the
// same key, and the provider refunds once.

export type RefundDeps = {
  db: Database;
  gateways: PaymentGateways;
  mailer: Mailer;
  shop: MailShop;
  now: Date;
  log: { error: (object: object, message: string) => void };
};

/** A refusal: retrying the same request changes nothing (not a timeout or a rate limit). */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function describe(error: unknown): string {
  if (error instanceof ProviderError) {
    return `${error.message}: ${JSON.stringify(error.body ?? null).slice(0, 300)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Sends the due provider refunds (of one order, or all); returns how many the provider took. */
export async function sendDueRefunds(deps: RefundDeps, orderId?: string): Promise<number> {
  let sent = 0;
  for (const refund of await listDueRefunds(deps.db, deps.now, orderId)) {
    if (await sendRefund(deps, refund)) sent += 1;
  }
  return sent;
}

async function sendRefund(deps: RefundDeps, refund: RefundRow): Promise<boolean> {
  if (!(await claimRefund(deps.db, refund.id, deps.now))) return false;
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, refund.paymentAttemptId ?? ''));
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!attempt || !order) throw new Error(`refund ${refund.id} lost its payment or order`);
  try {
    if (!attempt.captureReference) throw new Error('the payment has no capture to refund');
    const result = await deps.gateways.byName(attempt.provider).refundPayment({
      reference: attempt.reference,
      captureReference: attempt.captureReference,
      amountCents: refund.amountCents,
      idempotencyKey: refund.id,
      description: `Erstattung Bestellung ${order.orderNumber}`,
    });
    await recordRefundSent(deps.db, refund.id, result.refundReference, deps.now);
    if (refund.returnId === null) {
      // A payment nobody wanted (a second one, or one after the items were gone) went back whole.
      await deps.db
        .update(paymentAttempts)
        .set({ status: 'refunded', refundReference: result.refundReference, updatedAt: deps.now })
        .where(eq(paymentAttempts.id, attempt.id));
    }
  } catch (error) {
    const status = await recordRefundFailure(
      deps.db,
      refund,
      describe(error),
      isRefusal(error),
      deps.now,
    );
    deps.log.error({ err: error, refundId: refund.id, status }, 'refund not sent');
    if (status === 'failed') {
      await deps.db
        .update(orders)
        .set({
          attentionReason: `Erstattung von ${formatEuro(refund.amountCents)} vom Zahlungsanbieter abgelehnt oder nicht erreichbar: bitte prüfen.`,
          updatedAt: deps.now,
        })
        .where(eq(orders.id, order.id));
    }
    return false;
  }
  await mailRefund(deps, order, refund, false);
  return true;
}

async function mailRefund(
  deps: Pick<RefundDeps, 'mailer' | 'shop' | 'log'>,
  order: typeof orders.$inferSelect,
  refund: Pick<RefundRow, 'id' | 'amountCents'>,
  manual: boolean,
): Promise<void> {
  try {
    await deps.mailer.send(
      refundSentMail(order, { amountCents: refund.amountCents, manual }, deps.shop),
    );
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'refund mail failed');
  }
}

/**
 * The owner paid a refund out herself. When none of the order's refunds is still open, the
 * order's flag is cleared. The customer is told.
 */
export async function payOutRefund(
  deps: Pick<RefundDeps, 'db' | 'mailer' | 'shop' | 'now' | 'log'>,
  target: RefundTarget,
): Promise<RefundRow> {
  const refund = await markRefundPaidOut(deps.db, target, deps.now);
  const open = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(eq(refunds.orderId, refund.orderId), inArray(refunds.status, ['pending', 'failed'])),
    );
  if (open.length === 0) {
    await deps.db
      .update(orders)
      .set({ attentionReason: null, updatedAt: deps.now })
      .where(eq(orders.id, refund.orderId));
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (order) await mailRefund(deps, order, refund, true);
  return refund;
}
