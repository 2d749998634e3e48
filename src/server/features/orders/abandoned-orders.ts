import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { canApplyOrderEvent } from '../../../domain/order-status.ts';
import { releaseOrder } from '../../aggregates/order-holdings.ts';
import { changeOrderStatus } from '../../aggregates/order-state.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, paymentAttempts } from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { paymentTimeoutMail } from '../../lib/mail/order-status-mail.ts';

// An unpaid online order is cancelled when its payment is abandoned (decision 009); a late
// payment may revive it (order-payments.service.ts, aggregates/order-holdings.ts).

/**
 * Cancels an open, unpaid order: items back on sale, vouchers refilled (ledger 'release'), the
 * coupon use forgotten, the customer's mail owed (sendPaymentTimeoutMails). Returns false when the order is not open or is paid (nothing changes).
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
    // The mail is owed in the same transaction: it cannot be forgotten, and sending it (later,
    // sendPaymentTimeoutMails) can never undo the cancellation.
    await changeOrderStatus(
      tx,
      order,
      'payment-abandoned',
      { canceledAt: now, paymentTimeoutMailDueAt: now },
      now,
    );
    await releaseOrder(tx, orderId, now);
    return true;
  });
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

export type PaymentTimeoutMailDeps = {
  db: Database;
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
  now: Date;
  log: { error: (object: object, message: string) => void };
};

/**
 * Tells the customer of an order the payment timeout cancelled. Claimed with
 * payment_timeout_mail_sent_at, so it goes out once even when two processes race; a failed
 * send gives the claim back for the next run and leaves the cancellation as it is. An order
 * a late payment revived (paid again) gets no such mail.
 */
export async function sendPaymentTimeoutMail(
  deps: PaymentTimeoutMailDeps,
  orderId: string,
): Promise<boolean> {
  const [order] = await deps.db
    .update(orders)
    .set({ paymentTimeoutMailSentAt: deps.now })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.paymentTimeoutMailDueAt),
        isNull(orders.paymentTimeoutMailSentAt),
        eq(orders.status, 'cancelled'),
        isNull(orders.paidAt),
      ),
    )
    .returning();
  if (!order) return false;
  try {
    const items = await deps.db
      .select({
        category: orderItems.category,
        name: orderItems.name,
        itemNumber: orderItems.itemNumber,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    await deps.mailer.send(
      paymentTimeoutMail(
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          firstName: order.firstName,
          email: order.email,
          createdAt: order.createdAt,
          paymentMethod: order.paymentMethod,
          vouchersTotalCents: order.vouchersTotalCents,
          items,
        },
        deps.shop,
        deps.siteUrl,
      ),
    );
    return true;
  } catch (error) {
    await deps.db
      .update(orders)
      .set({ paymentTimeoutMailSentAt: null })
      .where(eq(orders.id, orderId));
    throw error;
  }
}

/**
 * Sends every payment-timeout mail that is owed: just cancelled, or not sent before (the mail
 * server was down). A mail that fails is logged and tried again by the next run. Returns how
 * many went out.
 */
export async function sendPaymentTimeoutMails(deps: PaymentTimeoutMailDeps): Promise<number> {
  const owed = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentTimeoutMailDueAt),
        isNull(orders.paymentTimeoutMailSentAt),
        eq(orders.status, 'cancelled'),
        isNull(orders.paidAt),
      ),
    )
    .orderBy(orders.paymentTimeoutMailDueAt)
    .limit(50);
  let sent = 0;
  for (const order of owed) {
    try {
      if (await sendPaymentTimeoutMail(deps, order.id)) sent += 1;
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'payment timeout mail failed');
    }
  }
  return sent;
}
