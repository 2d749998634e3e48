import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order-status.ts';
import { returnAmounts, type ReturnAmounts } from '../../domain/return-amounts.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { orderItems, orderReturnLines, orderReturns, orders, products } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { forgetCouponUse } from './coupon-usage.ts';
import { queueRefund, type QueuedRefund } from './refund-ledger.ts';
import { releaseVoucherValue } from './voucher-ledger.ts';

// Returns of paid orders (decision 034): some or all of an order's items come back, cancelled
// before shipping or returned after a withdrawal. A return is the effect of the order's
// 'items-returned' event (order-events.ts, decision 054), in the event's transaction: its lines
// and amounts are recorded, the items go back on sale or off it, the voucher share goes back onto
// the vouchers, the money share is queued as a refund. The event then cancels or returns the
// order when the last item is back, and leaves the cancellation invoice, the mail and the refund
// to its follow-ups.

export type ReturnedLine = { orderItemId: number; resellable: boolean };

export type RecordedReturn = {
  returnId: string;
  kind: 'cancellation' | 'return';
  amounts: ReturnAmounts;
  refund: QueuedRefund | null;
  /** The items as the customer reads them, e.g. 'Kleid (Nr. 1234)'. */
  itemLabels: string[];
  /** The last item of the order is back. */
  allBack: boolean;
};

type OrderRow = typeof orders.$inferSelect;

export const RETURN_MESSAGES = {
  notPaid: 'Nur bezahlte Bestellungen können storniert oder zurückgenommen werden.',
  noLines: 'Bitte wähle mindestens einen Artikel aus.',
  notInOrder: 'Dieser Artikel gehört nicht zu dieser Bestellung.',
  alreadyBack: 'Dieser Artikel wurde bereits zurückgenommen.',
  notReturnable: (status: OrderStatus) =>
    `Eine Bestellung im Status „${ORDER_STATUS_LABELS[status]}“ kann nicht zurückgenommen werden.`,
} as const;

/** The lines of an order that came back in earlier returns. */
export async function returnedLineIds(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<number[]> {
  const rows = await tx
    .select({ id: orderReturnLines.orderItemId })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(eq(orderReturns.orderId, orderId));
  return rows.map((row) => row.id);
}

/**
 * Records a return of `lines` of a paid order, inside the caller's transaction, which holds the
 * order row's lock (`order` was read under it). Paid or packed orders are cancelled line by line;
 * shipped or withdrawn ones take goods back.
 */
export async function recordReturn(
  tx: DatabaseOrTransaction,
  order: OrderRow,
  lines: readonly ReturnedLine[],
  now: Date,
): Promise<RecordedReturn> {
  if (order.paidAt === null) throw new HttpError(409, RETURN_MESSAGES.notPaid);
  const kind = returnKindOf(order.status);
  if (!kind) throw new HttpError(409, RETURN_MESSAGES.notReturnable(order.status));
  if (lines.length === 0) throw new HttpError(400, RETURN_MESSAGES.noLines);

  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      salePriceCents: orderItems.salePriceCents,
      name: orderItems.name,
      category: orderItems.category,
      itemNumber: orderItems.itemNumber,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const earlier = await returnedLineIds(tx, order.id);
  const ids = lines.map((line) => line.orderItemId);
  for (const id of ids) {
    if (!items.some((item) => item.id === id)) throw new HttpError(400, RETURN_MESSAGES.notInOrder);
    if (earlier.includes(id)) throw new HttpError(409, RETURN_MESSAGES.alreadyBack);
  }
  if (new Set(ids).size !== ids.length) throw new HttpError(400, RETURN_MESSAGES.alreadyBack);

  const amounts = returnAmounts({ ...order, lines: items }, earlier, ids);
  const [created] = await tx
    .insert(orderReturns)
    .values({ orderId: order.id, kind, ...amounts, createdAt: now })
    .returning({ id: orderReturns.id });
  if (!created) throw new Error('return not inserted');
  await tx
    .insert(orderReturnLines)
    .values(lines.map((line) => ({ returnId: created.id, ...line })));

  await giveItemsBack(tx, items, lines, now);
  await releaseVoucherValue(tx, order.id, amounts.voucherCents, now);
  const refund = await queueRefund(
    tx,
    { orderId: order.id, returnId: created.id, amountCents: amounts.moneyCents },
    now,
  );

  const allBack = earlier.length + ids.length === items.length;
  if (allBack) await forgetCouponUse(tx, order.id);
  const itemLabels = items.filter((item) => ids.includes(item.id)).map(orderLineLabel);
  return { returnId: created.id, kind, amounts, refund, itemLabels, allBack };
}

/** An order line as the customer reads it: 'Kleid (Nr. 1234)', its category when unnamed. */
export function orderLineLabel(line: { name: string; category: string; itemNumber: number }) {
  return `${line.name.trim() === '' ? line.category : line.name} (Art.-Nr. ${line.itemNumber})`;
}

/** Paid or packed: a cancellation before shipping; shipped or withdrawn: goods that came back. */
export function returnKindOf(status: OrderStatus): 'cancellation' | 'return' | null {
  if (status === 'paid' || status === 'packed') return 'cancellation';
  if (status === 'shipped' || status === 'withdrawn') return 'return';
  return null;
}

/** The lines leave the order; resellable items go back on sale, the others off it. */
async function giveItemsBack(
  tx: DatabaseOrTransaction,
  items: { id: number; productId: string }[],
  lines: readonly ReturnedLine[],
  now: Date,
): Promise<void> {
  const productOf = (line: ReturnedLine) =>
    items.find((item) => item.id === line.orderItemId)?.productId ?? '';
  await tx
    .update(orderItems)
    .set({ releasedAt: now })
    .where(
      inArray(
        orderItems.id,
        lines.map((line) => line.orderItemId),
      ),
    );
  // Lock in id order, as reservations and orders do, so they never deadlock.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, lines.map(productOf)))
    .orderBy(asc(products.id))
    .for('update');
  for (const resellable of [true, false]) {
    const productIds = lines.filter((line) => line.resellable === resellable).map(productOf);
    if (productIds.length === 0) continue;
    await tx
      .update(products)
      .set(
        resellable
          ? { status: 'active', soldAt: null, isPacked: false, updatedAt: now }
          : { status: 'inactive', isPacked: false, updatedAt: now },
      )
      .where(and(inArray(products.id, productIds), eq(products.status, 'sold')));
  }
}
