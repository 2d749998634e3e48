import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DatevPayout } from '../../domain/bookkeeping/datev-extf.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { payoutRuns, sellerPayouts, sellers } from '../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../db/shop-time-zone.ts';

type Period = { from: string; to: string };

function withinPeriod(column: SQL, period: Period) {
  return and(
    gte(column, sql`(${period.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}`),
    lt(column, sql`((${period.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`),
  );
}

/**
 * The payouts of SEPA runs made in a period of Berlin days, for the bookkeeping exports
 * (decision 072). Payouts the owner recorded by hand went by cash or by her own transfer: she
 * books those herself, as before. A run cancelled later (decision 077) stays booked on its day
 * and is reversed on the day it was cancelled, so an exported month never changes.
 */
export async function listPayoutBookings(
  db: DatabaseOrTransaction,
  period: Period,
): Promise<DatevPayout[]> {
  const columns = {
    reference: sellerPayouts.endToEndId,
    amountCents: sellerPayouts.amountCents,
    sellerNumber: sellerPayouts.sellerNumber,
    sellerName: sellers.name,
    id: sellerPayouts.id,
  };
  const paid = await db
    .select({ ...columns, paidAt: sellerPayouts.createdAt })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .where(
      and(isNotNull(sellerPayouts.runId), withinPeriod(sql`${sellerPayouts.createdAt}`, period)),
    );
  const reversed = await db
    .select({ ...columns, cancelledAt: payoutRuns.cancelledAt })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .innerJoin(payoutRuns, eq(payoutRuns.id, sellerPayouts.runId))
    .where(
      and(isNotNull(payoutRuns.cancelledAt), withinPeriod(sql`${payoutRuns.cancelledAt}`, period)),
    )
    .orderBy(asc(sellerPayouts.id));
  const lines = [
    ...paid.map((row) => ({ ...row, reversal: false })),
    ...reversed.map(({ cancelledAt, ...row }) => ({
      ...row,
      paidAt: cancelledAt!,
      reversal: true,
    })),
  ].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.id - b.id);
  return lines.map(({ id: _id, ...row }) => ({ ...row, reference: row.reference ?? '' }));
}
