import { sql, type SQL } from 'drizzle-orm';
import type { Report, ReportQuery } from '../../../domain/api/reports.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { groupSeries } from '../../../domain/report-series.ts';
import {
  COUNTED_ORDER,
  ORDER_REVENUE,
  placedBetween,
  salesTotals,
  SOLD_LINE,
} from '../../aggregates/sales.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';

// Reports are analytics of orders, read through the one definition of a sale
// (aggregates/sales.ts), which the dashboard and the sellers' statements read too: an order counts
// in the period it was placed, as long as it is paid and neither cancelled nor returned, so a
// later return takes it out of an old month, and a partial return lowers its revenue and takes
// its items out. The bookkeeping exports (features/invoices, decision 033) book issued documents
// on their own days instead and never change; the two agree to the cent only while nothing in
// the period is cancelled or returned. Days, weeks and months are Berlin calendar periods.

/** Orders that count as sales, created in [from, to]. */
function countedOrders(query: Pick<ReportQuery, 'from' | 'to'>): SQL {
  return sql`${COUNTED_ORDER} and ${placedBetween(query.from, query.to)}`;
}

type Row = Record<string, unknown>;
const int = (value: unknown) => Number(value ?? 0);
const euros = (value: unknown) => centsToEuros(Number(value ?? 0));

async function rows(db: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return result.rows as Row[];
}

export async function buildReport(db: DatabaseOrTransaction, query: ReportQuery): Promise<Report> {
  const where = countedOrders(query);
  // What the customer finally paid: less what came back in partial returns (decision 034).
  const revenue = sql`sum(${ORDER_REVENUE})`;
  const soldIn = sql`${SOLD_LINE} and ${placedBetween(query.from, query.to)}`;
  const [total, days, payments, deliveries, categories, sellers, coupons] = await Promise.all([
    salesTotals(db, query),
    rows(
      db,
      sql`select to_char(o.created_at at time zone ${SHOP_TIME_ZONE_SQL}, 'YYYY-MM-DD') as day,
            count(*) as orders, ${revenue} as revenue
          from orders o where ${where} group by 1 order by 1`,
    ),
    rows(
      db,
      sql`select o.payment_method as key, count(*) as orders, ${revenue} as revenue
          from orders o where ${where} group by 1 order by 3 desc`,
    ),
    rows(
      db,
      sql`select o.delivery_method as key, count(*) as orders, ${revenue} as revenue
          from orders o where ${where} group by 1 order by 3 desc`,
    ),
    rows(
      db,
      sql`select i.category as key, count(*) as items, sum(i.sale_price_cents) as value
          from order_items i join orders o on o.id = i.order_id
          where ${soldIn} group by 1 order by 3 desc`,
    ),
    rows(
      db,
      sql`select coalesce(i.seller_number::text, 'ohne') as key, min(s.name) as name,
            count(*) as items, sum(i.sale_price_cents) as value
          from order_items i join orders o on o.id = i.order_id
            left join sellers s on s.number = i.seller_number
          where ${soldIn} group by 1 order by 4 desc`,
    ),
    rows(
      db,
      sql`select o.coupon_code as key, count(*) as orders, sum(o.coupon_discount_cents) as discount
          from orders o where ${where} and o.coupon_code is not null group by 1 order by 2 desc`,
    ),
  ]);
  // Berlin days from the database, grouped here by the one rule the tests pin (report-series).
  const series = groupSeries(
    days.map((row) => ({
      day: String(row.day),
      orders: int(row.orders),
      revenueCents: int(row.revenue),
    })),
    query.from,
    query.to,
    query.groupBy,
  );
  const { orders: orderCount, revenueCents } = total;
  return {
    from: query.from,
    to: query.to,
    totals: {
      orders: orderCount,
      revenue: euros(revenueCents),
      averageOrderValue: euros(orderCount ? Math.round(revenueCents / orderCount) : 0),
      itemsSold: total.itemsSold,
      couponDiscounts: euros(total.couponDiscountCents),
      vouchersRedeemed: euros(total.vouchersRedeemedCents),
      deliveryCharged: euros(total.deliveryChargedCents),
    },
    periods: series
      .filter((point) => point.orders > 0)
      .map((point) => ({
        key: point.start,
        orders: point.orders,
        revenue: euros(point.revenueCents),
        averageOrderValue: euros(Math.round(point.revenueCents / point.orders)),
      })),
    series: series.map((point) => ({
      start: point.start,
      label: point.label,
      orders: point.orders,
      revenue: euros(point.revenueCents),
    })),
    byPaymentMethod: payments.map((row) => ({
      key: String(row.key),
      orders: int(row.orders),
      revenue: euros(row.revenue),
    })),
    byDeliveryMethod: deliveries.map((row) => ({
      key: String(row.key),
      orders: int(row.orders),
      revenue: euros(row.revenue),
    })),
    byCategory: categories.map((row) => ({
      key: String(row.key),
      items: int(row.items),
      itemValue: euros(row.value),
    })),
    bySeller: sellers.map((row) => ({
      key: String(row.key),
      name: row.name === null || row.name === undefined ? null : String(row.name),
      items: int(row.items),
      itemValue: euros(row.value),
    })),
    coupons: coupons.map((row) => ({
      key: String(row.key),
      orders: int(row.orders),
      discount: euros(row.discount),
    })),
  };
}
