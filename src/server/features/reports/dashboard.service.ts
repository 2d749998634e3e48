import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { berlinDateParts } from '../../../domain/calendar.ts';
import { centsToEuros } from '../../../domain/money.ts';
import {
  CURRENT_YEAR_LIMIT_CENTS,
  PREVIOUS_YEAR_LIMIT_CENTS,
  turnoverLevel,
  turnoverNotice,
} from '../../../domain/small-business-limit.ts';
import { salesTotals } from '../../aggregates/sales.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';

/** Today and the current week (Monday to Sunday) as Berlin calendar dates, YYYY-MM-DD. */
export function berlinTodayAndWeekStart(now: Date): { today: string; weekStart: string } {
  const { year, month, day } = berlinDateParts(now);
  const today = new Date(Date.UTC(year, month - 1, day));
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const monday = new Date(today.getTime() - daysSinceMonday * 24 * 60 * 60 * 1000);
  return { today: today.toISOString().slice(0, 10), weekStart: monday.toISOString().slice(0, 10) };
}

/**
 * The owner's overview. Its sums of today and this week are the reports' (the one definition of a
 * sale, aggregates/sales.ts); what waits for her leaves out orders a withdrawal holds, which it
 * counts on their own, with the follow-ups that failed (decision 054), the sign-ups to approve and
 * the announced items to take in.
 */
export async function buildDashboard(db: DatabaseOrTransaction, now: Date) {
  const { today, weekStart } = berlinTodayAndWeekStart(now);
  const startOf = (day: string) =>
    sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}`;
  const [todaySales, weekSales] = await Promise.all([
    salesTotals(db, { from: today, to: today }),
    salesTotals(db, { from: weekStart, to: today }),
  ]);
  const result = await db.execute(sql`
    select
      (select count(*) from orders where packed_at is null and withdrawal_received_at is null
        and (status = 'paid' or (status = 'open' and payment_method = 'cash'))) as to_pack,
      (select count(*) from orders where withdrawal_received_at is not null
        and status in ('open', 'paid', 'packed')) as held,
      (select count(*) from follow_ups where status = 'failed') as failed_follow_ups,
      (select count(*) from orders where status = 'open' and paid_at is null) as unpaid,
      (select count(*) from seller_signups where confirmed_at is not null) as signups,
      (select count(*) from products where status = 'announced') as announced_items,
      (select count(distinct a.bag_id) from announced_items a
        join products p on p.id = a.product_id where p.status = 'announced') as announced_bags,
      (select count(*) from products where status = 'active') as online,
      (select count(*) from products where status = 'active' and reserved_until > ${now}) as reserved,
      (select count(*) from products where created_at >= ${startOf(weekStart)}) as added,
      (select count(*) from withdrawals where created_at >= ${new Date(now.getTime() - 30 * 86_400_000)}) as withdrawals,
      (select count(*) from products where status = 'draft' and publish_at is null) as drafts,
      (select count(*) from products where status = 'draft' and publish_at is not null) as scheduled
  `);
  const upcoming = await listNextPublications(db);
  const turnover = await yearTurnover(db, now);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const int = (key: string) => Number(row[key] ?? 0);
  return {
    today: { orders: todaySales.orders, revenue: centsToEuros(todaySales.revenueCents) },
    week: { orders: weekSales.orders, revenue: centsToEuros(weekSales.revenueCents) },
    ordersToPack: int('to_pack'),
    ordersHeldByWithdrawal: int('held'),
    failedFollowUps: int('failed_follow_ups'),
    unpaidOrders: int('unpaid'),
    signupsWaiting: int('signups'),
    announcedWaiting: { items: int('announced_items'), bags: int('announced_bags') },
    itemsOnline: int('online'),
    reservedNow: int('reserved'),
    itemsAddedThisWeek: int('added'),
    withdrawals: int('withdrawals'),
    drafts: int('drafts'),
    scheduledItems: int('scheduled'),
    nextPublications: upcoming.map((item) => ({
      ...item,
      publishAt: item.publishAt.toISOString(),
    })),
    turnover,
  };
}

/**
 * This and last calendar year's turnover against the small-business limit (decision 077): the
 * reports' revenue (aggregates/sales.ts: what buyers paid, delivery included, returns deducted),
 * which counts every consignment sale in full, as § 3 Abs. 3 UStG does.
 */
async function yearTurnover(db: DatabaseOrTransaction, now: Date) {
  const { today } = berlinTodayAndWeekStart(now);
  const year = Number(today.slice(0, 4));
  const current = await salesTotals(db, { from: `${year}-01-01`, to: today });
  const previous = await salesTotals(db, { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` });
  const level = turnoverLevel({
    currentYearCents: current.revenueCents,
    previousYearCents: previous.revenueCents,
  });
  return {
    year,
    currentYear: centsToEuros(current.revenueCents),
    previousYear: centsToEuros(previous.revenueCents),
    currentYearLimit: centsToEuros(CURRENT_YEAR_LIMIT_CENTS),
    previousYearLimit: centsToEuros(PREVIOUS_YEAR_LIMIT_CENTS),
    level,
    notice: turnoverNotice(level),
  };
}

/** The planned items that go live next ("Geht als Nächstes online"). */
async function listNextPublications(db: DatabaseOrTransaction, limit = 5) {
  const rows = await db
    .select({
      id: products.id,
      itemNumber: products.itemNumber,
      category: products.category,
      name: products.name,
      publishAt: products.publishAt,
    })
    .from(products)
    .where(and(eq(products.status, 'draft'), isNotNull(products.publishAt)))
    .orderBy(asc(products.publishAt), asc(products.itemNumber))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishAt: row.publishAt! }));
}
