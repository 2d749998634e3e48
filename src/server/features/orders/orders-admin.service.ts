import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import type { adminOrderListQuerySchema } from '../../../domain/api/orders-admin.ts';
import type { OrderEventName } from '../../../domain/order-events.ts';
import {
  availableOrderActions,
  isHeldByWithdrawal,
  stepsOfOrderCommand,
  type OrderAction,
  type OrderCommand,
} from '../../../domain/order-status.ts';
import {
  applyOrderEvent,
  lockOrder,
  type OrderEventPayloads,
} from '../../aggregates/order-events.ts';
import { statusAfterSteps } from '../../aggregates/order-state.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { orders, paymentAttempts, withdrawals } from '../../db/schema.ts';
import { listOrderFollowUps, retryFollowUps, type FollowUpRunner } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';
import { linesNotBack } from './order-returns.service.ts';

type ListQuery = z.infer<typeof adminOrderListQuerySchema>;

export async function listAdminOrders(db: DatabaseOrTransaction, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.attention === 'true' ? isNotNull(orders.attentionReason) : undefined,
    query.held === 'true'
      ? and(
          isNotNull(orders.withdrawalReceivedAt),
          inArray(orders.status, ['open', 'paid', 'packed']),
        )
      : undefined,
  ];
  if (query.search) {
    const number = Number(query.search);
    const pattern = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(
      or(
        Number.isInteger(number) ? eq(orders.orderNumber, number) : undefined,
        ilike(orders.email, pattern),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        // Written out: drizzle leaves columns of a one-table select unqualified, which inside a
        // subquery would name the subquery's own table.
        itemCount:
          sql<number>`(select count(*) from order_items i where i.order_id = "orders"."id")`.mapWith(
            Number,
          ),
        withdrawals:
          sql<number>`(select count(*) from withdrawals w where w.order_id = "orders"."id")`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function getAdminOrderExtras(db: DatabaseOrTransaction, orderId: string) {
  const [withdrawalRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.orderId, orderId))
      .orderBy(asc(withdrawals.createdAt)),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(asc(paymentAttempts.createdAt)),
  ]);
  return { withdrawalRows, paymentRows };
}

export interface CommandOptions {
  trackingNumber?: string | undefined;
  /** Ship or hand over although items are not packed. */
  confirmUnpacked: boolean;
  /** Ship or hand over although a withdrawal holds the order (the customer took it back). */
  overrideWithdrawal: boolean;
}

/**
 * Runs an admin command as the order's events, in one transaction (domain/order-status.ts has
 * the commands, aggregates/order-events.ts what each event does): 'pay-and-hand-over' is
 * mark-paid then ship, and a refused ship takes the payment back with it. Cancelling or taking
 * back a paid order takes back every line not back yet ('items-returned'), which queues the
 * refund; cancelling an unpaid one gives its items and vouchers back ('cancel'); recording a
 * withdrawal is 'withdrawal-received'. The follow-ups (invoice, mails, refund) run after the
 * commit.
 */
export async function runOrderCommand(
  deps: { db: Database; followUps: FollowUpRunner },
  orderId: string,
  command: OrderCommand,
  options: CommandOptions,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    let order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    for (const action of stepsOfOrderCommand(command)) {
      order = await applyAction(tx, order, action, options, now);
    }
  });
  deps.followUps.wake(command);
}

type OrderRow = typeof orders.$inferSelect;

async function applyAction(
  tx: DatabaseOrTransaction,
  order: OrderRow,
  action: OrderAction,
  options: CommandOptions,
  now: Date,
): Promise<OrderRow> {
  const apply = async <N extends OrderEventName>(name: N, payload: OrderEventPayloads[N]) =>
    (await applyOrderEvent(tx, order, name, payload, now)).order;
  switch (action) {
    case 'mark-paid':
      return apply('mark-paid', {});
    case 'ship':
      return apply('ship', {
        trackingNumber: options.trackingNumber ?? null,
        confirmUnpacked: options.confirmUnpacked,
        overrideWithdrawal: options.overrideWithdrawal,
      });
    case 'withdraw': {
      // The owner records it once; the table names where it fits (domain/order-status.ts).
      if (isHeldByWithdrawal(order)) throw new HttpError(409, ORDER_MESSAGES.withdrawalRecorded);
      if (!availableOrderActions({ ...order, heldByWithdrawal: false }).includes('withdraw')) {
        statusAfterSteps(order.status, ['withdraw']);
      }
      return apply('withdrawal-received', { withdrawalId: null });
    }
    case 'cancel':
    case 'return': {
      // The table's refusal, in its words, before anything is taken back.
      statusAfterSteps(order.status, [action]);
      if (order.paidAt === null) return apply('cancel', {});
      return apply('items-returned', { lines: await linesNotBack(tx, order.id) });
    }
  }
}

/**
 * The owner tries a failed follow-up of the order again (an invoice, a mail): back in the queue
 * now, and the order's flag about it goes ('follow-up-retried'). A refund has its own retry.
 */
export async function retryOrderFollowUp(
  deps: { db: Database; followUps: FollowUpRunner },
  orderId: string,
  followUpId: number,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const [followUp] = (await listOrderFollowUps(tx, orderId)).filter(
      (row) => row.id === followUpId,
    );
    if (!followUp) throw new HttpError(404, FOLLOW_UP_MESSAGES.notFound);
    if (followUp.kind === 'send-refund') throw new HttpError(409, FOLLOW_UP_MESSAGES.refund);
    if (followUp.status !== 'failed') throw new HttpError(409, FOLLOW_UP_MESSAGES.notFailed);
    await retryFollowUps(tx, { ids: [followUp.id] }, now);
    await applyOrderEvent(tx, order, 'follow-up-retried', { kind: followUp.kind }, now);
  });
  deps.followUps.wake('follow-up-retried');
}

const FOLLOW_UP_MESSAGES = {
  notFound: 'Diesen Schritt gibt es bei dieser Bestellung nicht.',
  refund: 'Eine Erstattung wird über „Erneut senden“ bei der Erstattung wiederholt.',
  notFailed: 'Nur ein fehlgeschlagener Schritt kann wiederholt werden.',
} as const;

/** The admin has handled what the order was flagged for (e.g. refunded the money). */
export async function clearAttention(db: DatabaseOrTransaction, orderId: string, now: Date) {
  const updated = await db
    .update(orders)
    .set({ attentionReason: null, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new HttpError(404, ORDER_MESSAGES.notFound);
}
