import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { PRIOR_PRICE_WINDOW_DAYS } from '../../../domain/lowest-prior-price.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

// Hours, not days: `timestamptz - interval 'n days'` follows the session's time zone across a
// change of summer time; the domain rule counts 30 × 24 hours.
const windowHours = sql.raw(`interval '${PRIOR_PRICE_WINDOW_DAYS * 24} hours'`);

/**
 * The lowest price of the 30 days before an item's current reduction (PAngV § 11), in cents, as
 * domain/lowest-prior-price.ts defines it: the reduction started when the newest history entry
 * took effect, every entry applies until the next one (ties in id order), and the lowest of those
 * that applied inside the window wins; null without an earlier price. Correlated to `products`
 * by name: drizzle leaves columns of a one-table select unqualified, which would bind
 * `id` to the history's own column inside the subquery.
 */
const lowestPriorPriceCents = sql<number | null>`(
  select min(h.price_cents)
  from (
    select price_cents,
      valid_from,
      lead(valid_from) over (order by valid_from, id) as valid_until,
      max(valid_from) over () as reduction_start
    from product_price_history
    where product_price_history.product_id = products.id
  ) h
  where greatest(h.valid_from, h.reduction_start - ${windowHours})
    < least(coalesce(h.valid_until, 'infinity'), h.reduction_start)
)`;

export type ReductionFields = { id: string; sale: boolean; discount: number };
export type WithLowestPriorPrice<T> = T & { lowestPriorPriceCents: number | null };

/**
 * Adds `lowestPriorPriceCents` to product rows: for reduced items in one query over the price
 * history index, null for the rest. A query of its own rather than a column of the listing
 * query: PostgreSQL would compute a column for every row an OFFSET skips, too.
 */
export async function withLowestPriorPrices<T extends ReductionFields>(
  db: DatabaseOrTransaction,
  rows: readonly T[],
): Promise<WithLowestPriorPrice<T>[]> {
  const reducedIds = rows.filter((row) => row.sale && row.discount > 0).map((row) => row.id);
  const lowest = new Map<string, number | null>();
  if (reducedIds.length > 0) {
    const found = await db
      .select({ id: products.id, cents: lowestPriorPriceCents })
      .from(products)
      .where(
        and(inArray(products.id, reducedIds), eq(products.sale, true), gt(products.discount, 0)),
      );
    for (const row of found) lowest.set(row.id, row.cents);
  }
  return rows.map((row) => ({ ...row, lowestPriorPriceCents: lowest.get(row.id) ?? null }));
}
