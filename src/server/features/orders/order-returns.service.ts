import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToEuros, formatEuro } from '../../../domain/money.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import {
  invoicingOf,
  issueReturnCancellation,
  type InvoicingDeps,
} from '../../aggregates/invoice-register.ts';
import {
  recordReturn,
  RETURN_MESSAGES,
  returnedLineIds,
  returnKindOf,
  type RecordedReturn,
  type ReturnedLine,
} from '../../aggregates/order-returns.ts';
import { listOrderRefunds } from '../../aggregates/refund-ledger.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { invoices, orderItems, orderReturnLines, orderReturns, orders } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { orderReturnMail } from '../../lib/mail/order-return-mail.ts';
import { sendDueRefunds, type RefundDeps } from './order-refunds.service.ts';

// Taking back part or all of a paid order (decision 034): the admin picks the items that came
// back (or are cancelled before shipping) on the order page; the return is recorded in one
// transaction (aggregates/order-returns.ts), then its cancellation invoice is issued, the customer
// is told what she gets back, and the refund is sent.

type OrderRow = typeof orders.$inferSelect;

export type ReturnDeps = RefundDeps & { invoicing: InvoicingDeps };

/** What recording a return and its aftermath need, from the app, at this moment. */
export function returnDepsOf(app: FastifyInstance, log: RefundDeps['log']): ReturnDeps {
  return {
    db: app.db,
    gateways: app.payments,
    mailer: app.mailer,
    shop: app.config.shop,
    invoicing: invoicingOf(app.config),
    now: app.clock.now(),
    log,
  };
}

/**
 * Records a return inside the caller's transaction (order row locked) and, when the money is to
 * be paid out by hand, flags the order so the owner sees it.
 */
export async function takeBack(
  tx: DatabaseOrTransaction,
  order: OrderRow,
  lines: readonly ReturnedLine[],
  now: Date,
): Promise<RecordedReturn> {
  const recorded = await recordReturn(tx, order, lines, now);
  if (recorded.refund?.way === 'manual') {
    await tx
      .update(orders)
      .set({
        attentionReason: `Erstattung von ${formatEuro(recorded.amounts.moneyCents)} bar oder per Überweisung auszahlen.`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  }
  return recorded;
}

/** The admin took back these items of an order (by product id). */
export async function recordOrderReturn(
  db: Database,
  orderId: string,
  items: readonly { productId: string; resellable: boolean }[],
  now: Date,
): Promise<RecordedReturn> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
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
    return takeBack(tx, order, returned, now);
  });
}

/**
 * After a return is recorded: its cancellation invoice, the customer's mail (unless the caller
 * sends its own, as a full cancellation does), then the refund. Each step failing is logged and
 * left to the job; the return itself stands.
 */
export async function completeReturn(
  deps: ReturnDeps,
  orderId: string,
  recorded: RecordedReturn,
  options: { mail: boolean },
): Promise<void> {
  await issueReturnCancellation(deps.db, recorded.returnId, deps.invoicing, deps.now).catch(
    (error: unknown) => deps.log.error({ err: error, orderId }, 'cancellation invoice not issued'),
  );
  if (options.mail) {
    try {
      const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
      const names = await deps.db
        .select({ name: orderItems.name, itemNumber: orderItems.itemNumber })
        .from(orderReturnLines)
        .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
        .where(eq(orderReturnLines.returnId, recorded.returnId))
        .orderBy(asc(orderItems.id));
      if (order) {
        await deps.mailer.send(
          orderReturnMail(
            order,
            {
              kind: recorded.kind,
              itemNames: names.map((line) => `${line.name} (Art.-Nr. ${line.itemNumber})`),
              moneyCents: recorded.amounts.moneyCents,
              voucherCents: recorded.amounts.voucherCents,
              manualRefund: recorded.refund?.way === 'manual',
            },
            deps.shop,
          ),
        );
      }
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'return mail failed');
    }
  }
  // The mail above goes first: "we refund" is read before "we refunded".
  await sendDueRefunds(deps, orderId).catch((error: unknown) =>
    deps.log.error({ err: error, orderId }, 'refund not sent'),
  );
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
      attempts: row.attempts,
      lastError: row.lastError,
      providerReference: row.providerReference,
      createdAt: row.createdAt.toISOString(),
      completedAt: iso(row.completedAt),
    })),
  };
}
