import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { SHOP_TIME_ZONE_SQL } from '../db/shop-time-zone.ts';

// What counts as sold, defined once (issue 31, decision 054). The dashboard, the reports, the
// owner's seller statement and the seller's own page all read their figures through this file,
// so they cannot disagree. It writes nothing: it is the one reading of what the order
// aggregates wrote.
//
// - An order counts when it is paid (money confirmed, or by hand, or by vouchers) and neither
//   cancelled nor returned; it counts in the Berlin day it was placed.
// - What it brought in is what the customer paid, money and vouchers, less what went back for
//   items taken back since (returns, decision 034).
// - An item is sold when its line is in such an order and has not come back. An item in an order
//   still waiting for its payment is held, not sold.

/** A counted order, as `o` (orders). */
export const COUNTED_ORDER: SQL = sql`o.paid_at is not null and o.status not in ('cancelled', 'returned')`;

/** A sold line, as `i` (order_items) of a counted order `o`. */
export const SOLD_LINE: SQL = sql`${COUNTED_ORDER} and i.released_at is null`;

/** What a counted order `o` brought in, in cents: paid less what went back since. */
export const ORDER_REVENUE: SQL = sql`(o.value_to_pay_cents + o.vouchers_total_cents
  - coalesce((select sum(r.total_cents) from order_returns r where r.order_id = o.id), 0))`;

/** Orders `o` placed from the Berlin day `from` through the day `to` (YYYY-MM-DD). */
export function placedBetween(from: string, to: string): SQL {
  return sql`o.created_at >= (${from}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}
    and o.created_at < ((${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`;
}

export type SalesTotals = {
  orders: number;
  revenueCents: number;
  itemsSold: number;
  couponDiscountCents: number;
  vouchersRedeemedCents: number;
  deliveryChargedCents: number;
};

/** The sales of the orders placed in a range of Berlin days (the report's and dashboard's sums). */
export async function salesTotals(
  db: DatabaseOrTransaction,
  range: { from: string; to: string },
): Promise<SalesTotals> {
  const where = sql`${COUNTED_ORDER} and ${placedBetween(range.from, range.to)}`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select count(*) as orders, coalesce(sum(${ORDER_REVENUE}), 0) as revenue,
      coalesce(sum(o.coupon_discount_cents), 0) as coupons,
      coalesce(sum(o.vouchers_total_cents), 0) as vouchers,
      coalesce(sum(o.delivery_cost_cents), 0) as delivery,
      (select count(*) from order_items i join orders o on o.id = i.order_id
        where i.released_at is null and ${where}) as items
    from orders o where ${where}`);
  const row = result.rows[0] ?? {};
  const int = (key: string) => Number(row[key] ?? 0);
  return {
    orders: int('orders'),
    revenueCents: int('revenue'),
    itemsSold: int('items'),
    couponDiscountCents: int('coupons'),
    vouchersRedeemedCents: int('vouchers'),
    deliveryChargedCents: int('delivery'),
  };
}

export type SoldLine = {
  itemNumber: number;
  name: string;
  category: string;
  orderNumber: number;
  paidAt: Date;
  salePriceCents: number;
};

/** Every item of a seller that is sold (see above), in the order it was paid. */
export async function listSellerSales(
  db: DatabaseOrTransaction,
  sellerNumber: number,
): Promise<SoldLine[]> {
  const result = await db.execute<{
    item_number: number;
    name: string;
    category: string;
    order_number: number;
    paid_at: Date | string;
    sale_price_cents: number;
  }>(sql`
    select i.item_number, i.name, i.category, o.order_number, o.paid_at, i.sale_price_cents
    from order_items i join orders o on o.id = i.order_id
    where i.seller_number = ${sellerNumber} and ${SOLD_LINE}
    order by o.paid_at, i.id`);
  return result.rows.map((row) => ({
    itemNumber: Number(row.item_number),
    name: row.name,
    category: row.category,
    orderNumber: Number(row.order_number),
    paidAt: new Date(row.paid_at),
    salePriceCents: Number(row.sale_price_cents),
  }));
}

/** Items of a seller held by an order still waiting for its payment (not sold yet). */
export async function countSellerItemsAwaitingPayment(
  db: DatabaseOrTransaction,
  sellerNumber: number,
): Promise<number> {
  const result = await db.execute<{ count: string }>(sql`
    select count(*) as count from order_items i join orders o on o.id = i.order_id
    where i.seller_number = ${sellerNumber} and i.released_at is null
      and o.paid_at is null and o.status = 'open'`);
  return Number(result.rows[0]?.count ?? 0);
}

export type SellerSaleLine = {
  lineId: number;
  sellerNumber: number;
  itemNumber: number;
  name: string;
  paidAt: Date;
  salePriceCents: number;
  /**
   * Settled: no longer returnable (decision 072). Its order left the shop (shipped or handed
   * over) before `shippedBefore` and carries no withdrawal (status 'withdrawn').
   */
  settled: boolean;
};

type SaleLineRow = {
  id: number;
  seller_number: number;
  item_number: number;
  name: string;
  paid_at: Date | string;
  sale_price_cents: number;
  settled: boolean;
};

const saleLineOf = (row: SaleLineRow): SellerSaleLine => ({
  lineId: Number(row.id),
  sellerNumber: Number(row.seller_number),
  itemNumber: Number(row.item_number),
  name: row.name,
  paidAt: new Date(row.paid_at),
  salePriceCents: Number(row.sale_price_cents),
  settled: row.settled === true,
});

/** Every sold line of every seller (or of one), each marked settled or not, in order paid. */
export async function listSellerSaleLines(
  db: DatabaseOrTransaction,
  shippedBefore: Date,
  sellerNumber?: number,
): Promise<SellerSaleLine[]> {
  const ofSeller =
    sellerNumber === undefined
      ? sql`i.seller_number is not null`
      : sql`i.seller_number = ${sellerNumber}`;
  const result = await db.execute<SaleLineRow>(sql`
    select i.id, i.seller_number, i.item_number, i.name, o.paid_at, i.sale_price_cents,
      coalesce(o.status = 'shipped' and o.shipped_at <= ${shippedBefore}, false) as settled
    from order_items i join orders o on o.id = i.order_id
    where ${ofSeller} and ${SOLD_LINE}
    order by o.paid_at, i.id`);
  return result.rows.map(saleLineOf);
}

/** Order lines by id, whatever became of them (a statement names lines returned since). */
export async function listSaleLinesByIds(
  db: DatabaseOrTransaction,
  ids: readonly number[],
): Promise<SellerSaleLine[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<SaleLineRow>(sql`
    select i.id, i.seller_number, i.item_number, i.name, coalesce(o.paid_at, o.created_at) as paid_at,
      i.sale_price_cents, false as settled
    from order_items i join orders o on o.id = i.order_id
    where i.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by i.id`);
  return result.rows.map(saleLineOf);
}

/** A sold item of one type, as a seller's price suggestion compares it (decision 074). */
export type SoldAlike = {
  name: string;
  brand: string | null;
  brandRating: number | null;
  size: number | null;
  condition: 'Sehr gut' | 'Gut' | 'Geliebt';
  salePriceCents: number;
};

/**
 * Every sold item of a category and type ("Latzhose", any case), newest first, at most `limit`:
 * what a price suggestion rests on. The brand's current rating comes along for the factors.
 */
export async function listSoldAlike(
  db: DatabaseOrTransaction,
  category: string,
  name: string,
  limit = 2000,
): Promise<SoldAlike[]> {
  const result = await db.execute<{
    name: string;
    brand: string | null;
    rating: number | null;
    size: number | null;
    condition: SoldAlike['condition'];
    sale_price_cents: number;
  }>(sql`
    select i.name, i.brand, b.rating, i.size, i.condition, i.sale_price_cents
    from order_items i join orders o on o.id = i.order_id
      left join brands b on lower(b.name) = lower(i.brand)
    where i.category = ${category} and lower(trim(i.name)) = lower(trim(${name})) and ${SOLD_LINE}
    order by o.paid_at desc
    limit ${limit}`);
  return result.rows.map((row) => ({
    name: row.name,
    brand: row.brand,
    brandRating: row.rating === null ? null : Number(row.rating),
    size: row.size === null ? null : Number(row.size),
    condition: row.condition,
    salePriceCents: Number(row.sale_price_cents),
  }));
}
