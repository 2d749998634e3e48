import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import type { OrderEventName } from '../../../domain/order-events.ts';
import { canTakeStatusStep } from '../../../domain/order-status.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import type { Database } from '../../db/client.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type {
  CreatedPayment,
  PaymentGatewayName,
  PaymentGateways,
} from '../../lib/payments/payment-gateway.ts';
import { reviveCancelledOrder } from '../../aggregates/order-holdings.ts';
import { needsOnlinePayment } from '../../../domain/payment-rules.ts';

export type PaymentDeps = {
  db: Database;
  gateways: PaymentGateways;
  siteUrl: string;
  now: Date;
  followUps: FollowUpRunner;
};

/** Starts paying an open order with the provider of its payment method (decision 009). */
export async function startPayment(
  deps: PaymentDeps,
  orderId: string,
): Promise<CreatedPayment & { paymentId: string; provider: PaymentGatewayName }> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.status === 'cancelled') throw new HttpError(409, ORDER_MESSAGES.canceled);
  if (order.paidAt !== null) throw new HttpError(409, ORDER_MESSAGES.alreadyPaid);
  if (!needsOnlinePayment(order.paymentMethod, order.valueToPayCents)) {
    throw new HttpError(409, ORDER_MESSAGES.nothingToPay);
  }
  const gateway = deps.gateways.forMethod(order.paymentMethod);
  const paymentId = crypto.randomUUID();
  const base = deps.siteUrl.replace(/\/$/, '');
  const created = await gateway.createPayment({
    paymentId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    method: order.paymentMethod,
    amountCents: order.valueToPayCents,
    email: order.email,
    payerName: `${order.firstName} ${order.lastName}`,
    returnUrl: `${base}/bestellung/${order.id}?paymentId=${paymentId}`,
    cancelUrl: `${base}/bestellung/${order.id}?paymentId=${paymentId}&abgebrochen=1`,
  });
  await deps.db.insert(paymentAttempts).values({
    id: paymentId,
    orderId: order.id,
    provider: gateway.name,
    paymentMethod: order.paymentMethod,
    amountCents: order.valueToPayCents,
    reference: created.reference,
    createdAt: deps.now,
    updatedAt: deps.now,
  });
  return { ...created, paymentId, provider: gateway.name };
}

export type ConfirmOutcome = 'paid' | 'already-paid' | 'revived' | 'refunded' | 'pending';

type AttemptRow = typeof paymentAttempts.$inferSelect;

/**
 * Confirms a payment with its provider and records it. `isPaid` is set only from the provider's
 * capture. A capture for a cancelled order is a late payment: the order is revived when its items
 * and vouchers are still free, otherwise the money is refunded and the order flagged for the admin.
 * A second capture for an already paid order (double payment) is refunded and flagged, too.
 * A capture the provider has accepted but not confirmed yet (SEPA, giropay, a fraud check) is
 * 'pending': the reconciliation job asks again until it is decided.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  orderId: string,
  input: { paymentId: string; authorizationToken: string | null },
): Promise<ConfirmOutcome> {
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, input.paymentId), eq(paymentAttempts.orderId, orderId)));
  if (!attempt) throw new HttpError(404, ORDER_MESSAGES.paymentNotFound);
  if (attempt.status === 'captured') return 'already-paid';
  if (attempt.status === 'refunded') return 'refunded';
  if (attempt.status === 'pending') return 'pending';
  const [order] = await deps.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);

  const gateway = deps.gateways.byName(attempt.provider);
  const capture = await gateway.capturePayment({
    reference: attempt.reference,
    authorizationToken: input.authorizationToken,
    amountCents: attempt.amountCents,
    orderNumber: order.orderNumber,
    paymentId: attempt.id,
  });
  if (capture.ok) return recordCapture(deps, attempt, capture.captureReference);
  if (capture.pending) {
    await deps.db
      .update(paymentAttempts)
      .set({
        status: 'pending',
        captureReference: capture.pendingReference ?? null,
        updatedAt: deps.now,
      })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'created')));
    return 'pending';
  }
  await deps.db
    .update(paymentAttempts)
    .set({ status: 'failed', updatedAt: deps.now })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'created')));
  throw new HttpError(402, ORDER_MESSAGES.paymentDeclined);
}

/**
 * Asks the providers about every pending payment and records those now decided. Run by the job;
 * returns how many were settled (captured or failed).
 */
export async function reconcilePendingPayments(
  deps: Omit<PaymentDeps, 'siteUrl'>,
): Promise<number> {
  const pending = await deps.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'pending'))
    .limit(100);
  let settled = 0;
  for (const attempt of pending) {
    const gateway = deps.gateways.byName(attempt.provider);
    const status = await gateway.getPaymentStatus({
      reference: attempt.reference,
      pendingReference: attempt.captureReference,
      amountCents: attempt.amountCents,
    });
    if (status.ok) {
      await recordCapture(deps, attempt, status.captureReference);
      settled += 1;
    } else if (!status.pending) {
      await deps.db
        .update(paymentAttempts)
        .set({ status: 'failed', updatedAt: deps.now })
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')));
      settled += 1;
    }
  }
  return settled;
}

const EVENT_OF_OUTCOME: Partial<Record<ConfirmOutcome, OrderEventName>> = {
  paid: 'payment-captured',
  revived: 'payment-revived',
  refunded: 'payment-refused',
};

/**
 * Records confirmed money for an attempt: the order's 'payment-captured' event, its
 * 'payment-revived' after a cancellation, or 'payment-refused' (the money goes back whole and the
 * owner is told). The invoice, the confirmation and a refund follow after the commit.
 */
async function recordCapture(
  deps: Pick<PaymentDeps, 'db' | 'gateways' | 'now' | 'followUps'>,
  attempt: AttemptRow,
  captureReference: string,
): Promise<ConfirmOutcome> {
  const gateway = deps.gateways.byName(attempt.provider);
  const orderId = attempt.orderId;
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error('order vanished');
    const claimed = await tx
      .update(paymentAttempts)
      .set({ status: 'captured', captureReference, updatedAt: deps.now })
      .where(
        and(
          eq(paymentAttempts.id, attempt.id),
          inArray(paymentAttempts.status, ['created', 'pending']),
        ),
      )
      .returning({ id: paymentAttempts.id });
    if (claimed.length === 0) return 'already-paid';
    const paid = { provider: gateway.name, reference: captureReference };
    const refused = (reason: 'paid' | 'late') =>
      applyOrderEvent(
        tx,
        order,
        'payment-refused',
        { paymentAttemptId: attempt.id, amountCents: attempt.amountCents, reason },
        deps.now,
      );
    if (order.paidAt !== null) {
      await refused('paid');
      return 'refunded';
    }
    if (canTakeStatusStep(order.status, 'payment-captured')) {
      await applyOrderEvent(tx, order, 'payment-captured', paid, deps.now);
      return 'paid';
    }
    if (
      canTakeStatusStep(order.status, 'payment-revived') &&
      (await reviveCancelledOrder(tx, order, deps.now))
    ) {
      await applyOrderEvent(tx, order, 'payment-revived', paid, deps.now);
      return 'revived';
    }
    await refused('late');
    return 'refunded';
  });
  const event = EVENT_OF_OUTCOME[outcome];
  if (event) deps.followUps.wake(event);
  return outcome;
}
