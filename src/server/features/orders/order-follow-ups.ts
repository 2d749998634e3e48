import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import type { FollowUpKind } from '../../../domain/order-events.ts';
import {
  findInvoice,
  issueInvoice,
  issueReturnCancellation,
  type InvoicingDeps,
} from '../../aggregates/invoice-register.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import { orderLineLabel } from '../../aggregates/order-returns.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
  paymentAttempts,
  refunds,
} from '../../db/schema.ts';
import {
  FinalFollowUpError,
  type FollowUpContext,
  type FollowUpHandler,
  type FollowUpRow,
} from '../../lib/follow-ups.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { MailMessage, Mailer } from '../../lib/mail/mailer.ts';
import { orderConfirmationMail } from '../../lib/mail/order-confirmation-mail.ts';
import { orderReturnMail, refundSentMail } from '../../lib/mail/order-return-mail.ts';
import {
  orderCancelledMail,
  orderShippedMail,
  paymentTimeoutMail,
  readyForPickupMail,
} from '../../lib/mail/order-status-mail.ts';
import { ProviderError } from '../../lib/payments/http-json.ts';
import type { PaymentGateways } from '../../lib/payments/payment-gateway.ts';

// What the follow-ups of an order's events do (decision 054); which event records which
// follow-up is declared in aggregates/order-events.ts. Each handler runs inside the follow-up
// runner's transaction (lib/follow-ups.ts): what it writes commits with "done", and what it
// sends out goes under the follow-up's key, so doing it again after a crash does it once.

export type OrderFollowUpDeps = {
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
  invoicing: InvoicingDeps;
  gateways: PaymentGateways;
  pickup: { name: string; street: string; postalCode: string; city: string; openingHours: string };
};

type OrderRow = typeof orders.$inferSelect;

/** A field of the follow-up's payload, which its event always writes. */
function payloadField(followUp: FollowUpRow, field: string): string {
  const value = followUp.payload[field];
  if (value === undefined) throw new Error(`follow-up ${followUp.key} has no ${field}`);
  return value;
}

async function readOrder(tx: DatabaseOrTransaction, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

const customerOf = (order: OrderRow) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  firstName: order.firstName,
  email: order.email,
});

/** After the last try: the order is flagged, so the owner sees it in her list and dashboard. */
async function flagOrder({ tx, followUp, now }: FollowUpContext, error: unknown): Promise<void> {
  if (followUp.orderId === null) return;
  const order = await lockOrder(tx, followUp.orderId);
  if (!order) return;
  await applyOrderEvent(
    tx,
    order,
    'follow-up-failed',
    { kind: followUp.kind, error: describe(error) },
    now,
  );
}

/** A mail as this follow-up's work: sent under its key (one Message-ID, one outbox file). */
function mailHandler(
  deps: OrderFollowUpDeps,
  compose: (context: FollowUpContext) => Promise<MailMessage | 'skipped'>,
): FollowUpHandler {
  return {
    async run(context) {
      const mail = await compose(context);
      if (mail === 'skipped') return 'skipped';
      await deps.mailer.send({ ...mail, key: context.followUp.key });
    },
    gaveUp: flagOrder,
  };
}

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

/** The refund and its order, the order's row locked first (the order an admin's action takes). */
async function lockRefund(tx: DatabaseOrTransaction, refundId: string) {
  const [unlocked] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!unlocked) throw new Error(`refund ${refundId} vanished`);
  const order = await lockOrder(tx, unlocked.orderId);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!order || !refund) throw new Error(`refund ${refundId} lost its order`);
  return { order, refund };
}

/**
 * The order's items a status mail lists: those not taken back before it, or (a cancellation's
 * mail) those this cancellation took back too.
 */
async function mailItemsOf(
  tx: DatabaseOrTransaction,
  orderId: string,
  includingReturnId: string | null = null,
) {
  const takenBack = tx
    .select({ id: orderReturnLines.orderItemId })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        includingReturnId === null ? undefined : ne(orderReturns.id, includingReturnId),
      ),
    );
  return tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), notInArray(orderItems.id, takenBack)))
    .orderBy(asc(orderItems.id));
}

/** Every follow-up of an order's events, by kind. */
export function orderFollowUpHandlers(
  deps: OrderFollowUpDeps,
): Record<
  Exclude<
    FollowUpKind,
    'mail-withdrawal-receipt' | 'mail-payout-statement' | 'mail-seller-pickup' | 'mail-terms-notice'
  >,
  FollowUpHandler
> {
  return {
    'issue-invoice': {
      async run({ tx, followUp, now }) {
        const invoice = await issueInvoice(
          tx,
          payloadField(followUp, 'orderId'),
          deps.invoicing,
          now,
        );
        return invoice ? undefined : 'skipped';
      },
      gaveUp: flagOrder,
    },

    'issue-cancellation': {
      async run({ tx, followUp, now }) {
        const document = await issueReturnCancellation(
          tx,
          payloadField(followUp, 'returnId'),
          deps.invoicing,
          now,
        );
        return document ? undefined : 'skipped';
      },
      gaveUp: flagOrder,
    },

    // The order confirmation, a durable medium with the Widerrufsbelehrung; a paid order's
    // invoice (issued by the follow-up before it) is attached.
    'mail-confirmation': mailHandler(deps, async ({ tx, followUp }) => {
      const order = await readOrder(tx, payloadField(followUp, 'orderId'));
      if (order.status === 'cancelled' && order.paidAt === null) return 'skipped';
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const mail = orderConfirmationMail(
        { ...order, orderId: order.id, items },
        deps.shop,
        deps.siteUrl,
      );
      const invoice = order.paidAt === null ? null : await findInvoice(tx, order.id);
      if (invoice) {
        mail.attachments = [
          { filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' },
        ];
      }
      return mail;
    }),

    'mail-ready-for-pickup': mailHandler(deps, async ({ tx, followUp }) => {
      const order = await readOrder(tx, payloadField(followUp, 'orderId'));
      // Taken out of the parcel again, handed over or cancelled meanwhile: nothing to tell.
      if (order.packedAt === null || order.shippedAt !== null || order.status === 'cancelled') {
        return 'skipped';
      }
      return readyForPickupMail(
        {
          ...customerOf(order),
          valueToPayCents: order.valueToPayCents,
          isPaid: order.paidAt !== null,
          items: await mailItemsOf(tx, order.id),
        },
        deps.pickup,
        deps.shop,
        deps.siteUrl,
      );
    }),

    'mail-shipped': mailHandler(deps, async ({ tx, followUp }) => {
      const order = await readOrder(tx, payloadField(followUp, 'orderId'));
      return orderShippedMail(
        {
          ...customerOf(order),
          trackingNumber: order.trackingNumber,
          items: await mailItemsOf(tx, order.id),
        },
        deps.shop,
        deps.siteUrl,
      );
    }),

    // A whole order cancelled: what comes back of a paid one is the return's.
    'mail-cancelled': mailHandler(deps, async ({ tx, followUp }) => {
      const order = await readOrder(tx, payloadField(followUp, 'orderId'));
      const returnId = followUp.payload.returnId;
      const [part] = returnId
        ? await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId))
        : [];
      return orderCancelledMail(
        {
          ...customerOf(order),
          refundCents: part?.moneyCents ?? 0,
          vouchersUsed: order.vouchersTotalCents > 0,
          items: await mailItemsOf(tx, order.id, part?.id ?? null),
        },
        deps.shop,
        deps.siteUrl,
      );
    }),

    // A late payment revived the order meanwhile: it stands, and this mail would be wrong.
    'mail-payment-timeout': mailHandler(deps, async ({ tx, followUp }) => {
      const order = await readOrder(tx, payloadField(followUp, 'orderId'));
      if (order.status !== 'cancelled' || order.paidAt !== null) return 'skipped';
      const items = await tx
        .select({
          category: orderItems.category,
          name: orderItems.name,
          itemNumber: orderItems.itemNumber,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      return paymentTimeoutMail(
        {
          ...customerOf(order),
          createdAt: order.createdAt,
          paymentMethod: order.paymentMethod,
          vouchersTotalCents: order.vouchersTotalCents,
          items,
        },
        deps.shop,
        deps.siteUrl,
      );
    }),

    'mail-return': mailHandler(deps, async ({ tx, followUp }) => {
      const returnId = payloadField(followUp, 'returnId');
      const [part] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
      if (!part) throw new Error(`return ${returnId} vanished`);
      const order = await readOrder(tx, part.orderId);
      const lines = await tx
        .select({
          name: orderItems.name,
          category: orderItems.category,
          itemNumber: orderItems.itemNumber,
        })
        .from(orderReturnLines)
        .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
        .where(eq(orderReturnLines.returnId, returnId))
        .orderBy(asc(orderItems.id));
      const [refund] = await tx.select().from(refunds).where(eq(refunds.returnId, returnId));
      return orderReturnMail(
        order,
        {
          kind: part.kind,
          itemNames: lines.map(orderLineLabel),
          moneyCents: part.moneyCents,
          voucherCents: part.voucherCents,
          manualRefund: refund?.way === 'manual',
        },
        deps.shop,
        deps.siteUrl,
      );
    }),

    'mail-refund': mailHandler(deps, async ({ tx, followUp }) => {
      const refundId = payloadField(followUp, 'refundId');
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      if (!refund) throw new Error(`refund ${refundId} vanished`);
      const order = await readOrder(tx, refund.orderId);
      return refundSentMail(
        order,
        { amountCents: refund.amountCents, manual: followUp.payload.way === 'manual' },
        deps.shop,
        deps.siteUrl,
      );
    }),

    // Money back through the provider that took it, with the refund's id as the idempotency key:
    // sent again after a lost answer or a crash, the provider refunds once.
    'send-refund': {
      async run({ tx, followUp, now }) {
        const { order, refund } = await lockRefund(tx, payloadField(followUp, 'refundId'));
        if (refund.status === 'succeeded') return 'skipped';
        const [attempt] = await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, refund.paymentAttemptId ?? ''));
        if (!attempt?.captureReference) {
          throw new FinalFollowUpError('the payment has no capture to refund');
        }
        let refundReference: string;
        try {
          ({ refundReference } = await deps.gateways.byName(attempt.provider).refundPayment({
            reference: attempt.reference,
            captureReference: attempt.captureReference,
            amountCents: refund.amountCents,
            idempotencyKey: refund.id,
            description: `Erstattung Bestellung ${order.orderNumber}`,
          }));
        } catch (error) {
          if (isRefusal(error)) throw new FinalFollowUpError(describe(error));
          throw new Error(describe(error), { cause: error });
        }
        if (refund.returnId === null) {
          // A payment nobody wanted (a second one, or one after the items were gone) went back whole.
          await tx
            .update(paymentAttempts)
            .set({ status: 'refunded', refundReference, updatedAt: now })
            .where(eq(paymentAttempts.id, attempt.id));
        }
        await applyOrderEvent(
          tx,
          order,
          'refund-succeeded',
          {
            refundId: refund.id,
            amountCents: refund.amountCents,
            way: 'provider',
            providerReference: refundReference,
          },
          now,
        );
      },
      async gaveUp({ tx, followUp, now }, error) {
        const { order, refund } = await lockRefund(tx, payloadField(followUp, 'refundId'));
        await applyOrderEvent(
          tx,
          order,
          'refund-failed',
          { refundId: refund.id, amountCents: refund.amountCents, error: describe(error) },
          now,
        );
      },
    },
  };
}
