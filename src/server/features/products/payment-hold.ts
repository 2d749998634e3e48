import { sql } from 'drizzle-orm';
import type { PaymentHold } from '../../../domain/free-again.ts';
import { orderItems, orders, paymentAttempts, products } from '../../db/schema.ts';

// Placing an order marks its items sold at once (decision 008), also when an online payment is
// still to come. Until the money is in, such an item is reserved, not sold (decision 061): it
// comes back when the payment is abandoned. Its live order line (one at most, by a unique index)
// says so: the order is open, unpaid and has a payment due time (online orders only; payment
// clears the due time). Items for sale never have one, so the subqueries run for sold items only.

const liveUnpaidOrderOfItem = sql`from ${orderItems}
  join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.productId} = ${products.id} and ${orderItems.releasedAt} is null
    and ${orders.status} = 'open' and ${orders.paidAt} is null
    and ${orders.paymentDueAt} is not null`;

/** Columns that tell a sold item held for its order's payment (select them with products). */
export const paymentHoldColumns = {
  paymentDueAt: sql<Date | null>`case when ${products.status} = 'sold' then
    (select ${orders.paymentDueAt} ${liveUnpaidOrderOfItem}) end`.mapWith(orders.paymentDueAt),
  paymentPending: sql<boolean>`case when ${products.status} = 'sold' then exists
    (select 1 ${liveUnpaidOrderOfItem} and exists (select 1 from ${paymentAttempts}
      where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.status} = 'pending'))
    else false end`.mapWith(Boolean),
};

/** What a row with the payment-hold columns says: held for a payment, or not. */
export function paymentHoldOf(row: {
  paymentDueAt?: Date | null;
  paymentPending?: boolean;
}): PaymentHold | null {
  if (row.paymentDueAt === undefined || row.paymentDueAt === null) return null;
  return { paymentDueAt: row.paymentDueAt, paymentPending: row.paymentPending ?? false };
}

/** Sold for good: paid, or an order that needs no payment step (cash at pickup, vouchers). */
export function isSoldForGood(row: {
  status: string;
  paymentDueAt?: Date | null;
  paymentPending?: boolean;
}): boolean {
  return row.status === 'sold' && paymentHoldOf(row) === null;
}
