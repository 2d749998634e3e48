import { sql, type SQL } from 'drizzle-orm';
import type { Report, ReportQuery } from '../../../domain/api/reports.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';

// Reports sum the same rows the bookkeeping export lists, so the two agree to the cent.
// Days, weeks and months are Berlin calendar periods.

/** Orders that count as sales: paid, neither cancelled nor returned, created in [from, to]. */
function countedOrders(query: Pick<ReportQuery, 'from' | 'to'>): SQL {
  return sql`o.paid_at is not null
    and o.status not in ('cancelled', 'returned')
    and o.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}
    and o.created_at < ((${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`;
}

type Row = Record<string, unknown>;
const int = (value: unknown) => Number(value ?? 0);
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const euros = (value: unknown) => centsToEuros(Number(value ?? 0));

async function rows(db: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return result.rows as Row[];
}

export async function buildReport(db: DatabaseOrTransaction, query: ReportQuery): Promise<Report> {
  const where = countedOrders(query);
  const revenue = sql`sum(o.value_to_pay_cents + o.vouchers_total_cents)`;
  const unit = sql.raw(`'${query.groupBy}'`);
  const [totals, periods, payments, deliveries, categories, sellers, coupons] = await Promise.all([
    rows(
      db,
      sql`select count(*) as orders, ${revenue} as revenue,
            sum(o.coupon_discount_cents) as coupons, sum(o.vouchers_total_cents) as vouchers,
            sum(o.delivery_cost_cents) as delivery,
            (select count(*) from order_items i join orders o on o.id = i.order_id
              where i.released_at is null and ${where}) as items
          from orders o where ${where}`,
    ),
    rows(
      db,
      sql`select to_char(date_trunc(${unit}, o.created_at at time zone ${SHOP_TIME_ZONE_SQL}), 'YYYY-MM-DD') as key,
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
          where i.released_at is null and ${where} group by 1 order by 3 desc`,
    ),
    rows(
      db,
      sql`select coalesce(i.seller_number::text, 'ohne') as key, count(*) as items,
            sum(i.sale_price_cents) as value
          from order_items i join orders o on o.id = i.order_id
          where i.released_at is null and ${where} group by 1 order by 3 desc`,
    ),
    rows(
      db,
      sql`select o.coupon_code as key, count(*) as orders, sum(o.coupon_discount_cents) as discount
          from orders o where ${where} and o.coupon_code is not null group by 1 order by 2 desc`,
    ),
  ]);
  const total = totals[0] ?? {};
  const orderCount = int(total.orders);
  const revenueCents = int(total.revenue);
  return {
    from: query.from,
    to: query.to,
    totals: {
      orders: orderCount,
      revenue: euros(revenueCents),
      averageOrderValue: euros(orderCount ? Math.round(revenueCents / orderCount) : 0),
      itemsSold: int(total.items),
      couponDiscounts: euros(total.coupons),
      vouchersRedeemed: euros(total.vouchers),
      deliveryCharged: euros(total.delivery),
    },
    periods: periods.map((row) => ({
      key: String(row.key),
      orders: int(row.orders),
      revenue: euros(row.revenue),
      averageOrderValue: euros(Math.round(int(row.revenue) / Math.max(1, int(row.orders)))),
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

/** One line per counted order, for the bookkeeping export. Amounts in cents. */
export async function listBookkeepingLines(
  db: DatabaseOrTransaction,
  query: Pick<ReportQuery, 'from' | 'to'>,
) {
  const lines = await rows(
    db,
    sql`select o.order_number, o.created_at, o.paid_at, o.first_name, o.last_name,
          o.payment_method, o.delivery_method, o.subtotal_cents, o.coupon_code,
          o.coupon_discount_cents, o.delivery_cost_cents, o.total_cents, o.vouchers_total_cents,
          o.value_to_pay_cents
        from orders o where ${countedOrders(query)} order by o.order_number`,
  );
  return lines.map((line) => ({
    orderNumber: int(line.order_number),
    createdAt: date(line.created_at),
    paidAt: date(line.paid_at),
    customer: `${String(line.first_name)} ${String(line.last_name)}`,
    paymentMethod: String(line.payment_method),
    deliveryMethod: String(line.delivery_method),
    subtotalCents: int(line.subtotal_cents),
    couponCode: line.coupon_code === null ? '' : String(line.coupon_code),
    couponDiscountCents: int(line.coupon_discount_cents),
    deliveryCostCents: int(line.delivery_cost_cents),
    totalCents: int(line.total_cents),
    vouchersCents: int(line.vouchers_total_cents),
    paidCents: int(line.value_to_pay_cents),
  }));
}
