import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import type { adminOrderListQuerySchema } from '../../../domain/api/orders-admin.ts';
import {
  availableOrderCommands,
  nextOrderStatus,
  stepsOfOrderCommand,
  unpackedItemsMessage,
  type OrderAction,
  type OrderCommand,
  type OrderStatus,
} from '../../../domain/order-status.ts';
import { changeOrderStatus, type OrderChanges } from '../../aggregates/order-state.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { orderItems, orders, paymentAttempts, withdrawals } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { releaseOrder } from '../../aggregates/order-holdings.ts';
import { returnedLineIds, type RecordedReturn } from '../../aggregates/order-returns.ts';
import { takeBack } from './order-returns.service.ts';

type ListQuery = z.infer<typeof adminOrderListQuerySchema>;

export async function listAdminOrders(db: DatabaseOrTransaction, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.attention === 'true' ? isNotNull(orders.attentionReason) : undefined,
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

export type ActionOutcome = {
  status: OrderStatus;
  /** The return a cancel or return of a paid order recorded (its refund and document follow). */
  recorded: RecordedReturn | null;
};

export interface CommandOptions {
  trackingNumber?: string | undefined;
  /** Ship or hand over although items are not packed. */
  confirmUnpacked: boolean;
}

/** Live items of an order not packed yet (what the unpacked guard counts). */
export async function countUnpackedItems(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.releasedAt),
        eq(orderItems.isPacked, false),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Applies an admin command along the allowed transitions (domain/order-status.ts), its steps in
 * one transaction: 'pay-and-hand-over' is mark-paid then ship, and a refused ship takes the
 * payment back with it. Cancelling an unpaid order gives its items and vouchers back; cancelling
 * or taking back a paid one records a return of every line not back yet (decision 034), which
 * queues the refund.
 */
export async function applyOrderCommand(
  db: Database,
  orderId: string,
  command: OrderCommand,
  options: CommandOptions,
  now: Date,
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    let outcome: ActionOutcome = { status: order.status, recorded: null };
    for (const action of stepsOfOrderCommand(command)) {
      outcome = await applyAction(tx, { ...order, status: outcome.status }, action, options, now);
    }
    return outcome;
  });
}

type OrderRow = typeof orders.$inferSelect;

async function applyAction(
  tx: DatabaseOrTransaction,
  order: OrderRow,
  action: OrderAction,
  options: CommandOptions,
  now: Date,
): Promise<ActionOutcome> {
  const orderId = order.id;
  const transition = nextOrderStatus(order.status, action);
  if (!transition.ok) throw new HttpError(409, transition.message);

  if ((action === 'cancel' || action === 'return') && order.paidAt) {
    const back = await returnedLineIds(tx, orderId);
    const lines = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const recorded = await takeBack(
      tx,
      order,
      lines
        .filter((line) => !back.includes(line.id))
        .map((line) => ({ orderItemId: line.id, resellable: true })),
      now,
    );
    return { status: recorded.status, recorded };
  }

  const changes: OrderChanges = {};
  switch (action) {
    case 'mark-paid':
      changes.paidAt = now;
      break;
    case 'ship': {
      // A DHL label already filled the number (decision 040); a number typed in replaces it.
      const trackingNumber = options.trackingNumber ?? order.trackingNumber;
      if (order.deliveryMethod === 'liefernDHL' && !trackingNumber) {
        throw new HttpError(400, 'Bitte gib die Sendungsnummer an.');
      }
      // An item left on the shelf is a parcel without it: she confirms that on purpose.
      const unpacked = await countUnpackedItems(tx, orderId);
      if (unpacked > 0 && !options.confirmUnpacked) {
        throw new HttpError(409, unpackedItemsMessage(unpacked));
      }
      changes.shippedAt = now;
      changes.trackingNumber = trackingNumber ?? null;
      break;
    }
    case 'cancel':
      changes.canceledAt = now;
      await releaseOrder(tx, orderId, now);
      break;
    case 'return':
    case 'withdraw':
      break;
  }
  let status = await changeOrderStatus(tx, order, action, changes, now);
  // A cash order packed before pickup is packed and now paid.
  if (action === 'mark-paid' && order.packedAt) {
    status = await changeOrderStatus(tx, { id: orderId, status }, 'packed', {}, now);
  }
  return { status, recorded: null };
}

/** The admin has handled what the order was flagged for (e.g. refunded the money). */
export async function clearAttention(db: DatabaseOrTransaction, orderId: string, now: Date) {
  const updated = await db
    .update(orders)
    .set({ attentionReason: null, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new HttpError(404, ORDER_MESSAGES.notFound);
}

export { availableOrderCommands };
