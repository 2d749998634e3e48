import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { canApplyOrderEvent } from '../../../domain/order-status.ts';
import { queueRefund } from '../../aggregates/refund-ledger.ts';
import { changeOrderStatus } from '../../aggregates/order-state.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type {
  CreatedPayment,
  PaymentGatewayName,
  PaymentGateways,
} from '../../lib/payments/payment-gateway.ts';
import { reviveCancelledOrder } from '../../aggregates/order-holdings.ts';
import { needsOnlinePayment } from '../../../domain/payment-rules.ts';

export type PaymentDeps = { db: Database; gateways: PaymentGateways; siteUrl: string; now: Date };

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

/** Records confirmed money for an attempt: pays, revives, or refunds and flags (see above). */
async function recordCapture(
  deps: Pick<PaymentDeps, 'db' | 'gateways' | 'now'>,
  attempt: AttemptRow,
  captureReference: string,
): Promise<ConfirmOutcome> {
  const gateway = deps.gateways.byName(attempt.provider);
  const orderId = attempt.orderId;
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
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
    const paid = {
      paidAt: deps.now,
      paymentProvider: gateway.name,
      paymentReference: captureReference,
      paymentDueAt: null,
    };
    const flag = (reason: string) =>
      tx
        .update(orders)
        .set({ attentionReason: reason, updatedAt: deps.now })
        .where(eq(orders.id, orderId));

    // Money nobody ordered is given back whole: queued here, in the same transaction, so it
    // cannot be forgotten; sent by the caller and, should that fail, by the job (decision 034).
    const refundWhole = () =>
      queueRefund(
        tx,
        {
          orderId,
          returnId: null,
          amountCents: attempt.amountCents,
          paymentAttemptId: attempt.id,
        },
        deps.now,
      );
    if (order.paidAt !== null) {
      await flag(`Doppelte Zahlung ${captureReference} erhalten, wird erstattet.`);
      await refundWhole();
      return 'refunded';
    }
    if (canApplyOrderEvent(order.status, 'payment-captured')) {
      await changeOrderStatus(tx, order, 'payment-captured', paid, deps.now);
      return 'paid';
    }
    if (
      canApplyOrderEvent(order.status, 'payment-revived') &&
      (await reviveCancelledOrder(tx, order, deps.now))
    ) {
      await changeOrderStatus(
        tx,
        order,
        'payment-revived',
        {
          ...paid,
          canceledAt: null,
          attentionReason: 'Zahlung kam nach der Stornierung; Bestellung wiederhergestellt.',
        },
        deps.now,
      );
      return 'revived';
    }
    await flag(
      'Zahlung kam nach der Stornierung, Artikel oder Wertgutscheine nicht mehr frei: wird erstattet.',
    );
    await refundWhole();
    return 'refunded';
  });
  return outcome;
}
