import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DatevPayout } from '../../domain/bookkeeping/datev-extf.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { sellerPayouts, sellers } from '../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../db/shop-time-zone.ts';

/**
 * The payouts of SEPA runs made in a period of Berlin days, for the bookkeeping export
 * (decision 072). Payouts the owner recorded by hand went by cash or by her own transfer: she
 * books those herself, as before.
 */
export async function listPayoutBookings(
  db: DatabaseOrTransaction,
  period: { from: string; to: string },
): Promise<DatevPayout[]> {
  const rows = await db
    .select({
      reference: sellerPayouts.endToEndId,
      paidAt: sellerPayouts.createdAt,
      amountCents: sellerPayouts.amountCents,
      sellerNumber: sellerPayouts.sellerNumber,
      sellerName: sellers.name,
    })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .where(
      and(
        isNotNull(sellerPayouts.runId),
        gte(
          sellerPayouts.createdAt,
          sql`(${period.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}`,
        ),
        lt(
          sellerPayouts.createdAt,
          sql`((${period.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`,
        ),
      ),
    )
    .orderBy(asc(sellerPayouts.id));
  return rows.map((row) => ({ ...row, reference: row.reference ?? '' }));
}
