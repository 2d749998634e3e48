import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  coupons,
  orderEvents,
  orderItems,
  orders,
  products,
  voucherTransactions,
  vouchers,
} from '../../db/schema.ts';
import type { OrderDetails } from './orders.mapper.ts';

/**
 * An order with its lines, the vouchers it spent, its coupon and the entries of its timeline;
 * null when there is none.
 */
export async function getOrderDetails(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<OrderDetails | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [items, voucherRows, couponRows, entries] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        itemNumber: orderItems.itemNumber,
        category: orderItems.category,
        name: orderItems.name,
        brand: orderItems.brand,
        size: orderItems.size,
        sizeHat: orderItems.sizeHat,
        condition: orderItems.condition,
        sellerNumber: orderItems.sellerNumber,
        priceCents: orderItems.priceCents,
        sale: orderItems.sale,
        discount: orderItems.discount,
        salePriceCents: orderItems.salePriceCents,
        isPacked: orderItems.isPacked,
        releasedAt: orderItems.releasedAt,
        images: products.images,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        code: vouchers.code,
        number: vouchers.number,
        // What the order spends of the voucher; the same for every redemption of this order.
        amountCents:
          sql<number>`-max(${voucherTransactions.amountCents}) filter (where ${voucherTransactions.kind} = 'redeem')`.mapWith(
            Number,
          ),
      })
      .from(voucherTransactions)
      .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
      .where(eq(voucherTransactions.orderId, orderId))
      .groupBy(vouchers.id, vouchers.code, vouchers.number)
      .orderBy(sql`min(${voucherTransactions.id})`),
    order.couponId === null
      ? Promise.resolve([])
      : db.select().from(coupons).where(eq(coupons.id, order.couponId)),
    db
      .select({
        entry: orderEvents.entry,
        data: orderEvents.data,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), isNotNull(orderEvents.entry)))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return { order, items, vouchers: voucherRows, coupon: couponRows[0] ?? null, entries };
}
