import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { listedBeforeForDays, type PriceStep } from '../../../domain/price-steps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

// The price steps by the clock (decision 076). One UPDATE sets every item to the step its days
// online have reached; PostgreSQL then keeps its price, records it in the price history (the
// 30-day lowest price follows) and tags the change for the kept pages and the CDN, exactly as
// when a planned item goes live. The `where` is checked again on each locked row, so two
// processes running it at once step each item once. A step is never taken back: an item's
// price does not rise by the clock, even when the owner changes the steps.

/**
 * Items stepped per statement. Each stepped item writes its price history, and that history its
 * 30-day lowest price, row by row (migrations 0007, 0009): 4,200 items in one statement held
 * their rows for 13 s on the shared machine (decision 076). In batches, an order or reservation
 * waits at most for one batch, and items it holds are skipped and stepped on the next run.
 */
export const STEP_BATCH = 200;

/** Steps the items whose step has begun; the item numbers and the step each one reached. */
export async function applyDuePriceSteps(
  db: DatabaseOrTransaction,
  steps: readonly PriceStep[],
  now: Date,
): Promise<{ itemNumber: number; percent: number }[]> {
  if (steps.length === 0) return [];
  // Deepest first: an item listed before the 90-day cut-off is at least at that step.
  const whens = [...steps]
    .reverse()
    .map(
      (step) =>
        sql`when ${products.listedAt} < ${listedBeforeForDays(step.days, now).toISOString()}::timestamptz then ${step.percent}`,
    );
  const due = sql<number>`(case ${sql.join(whens, sql` `)} else 0 end)`;
  const isDue = and(
    inArray(products.status, ['active', 'inactive']),
    lt(products.listedAt, listedBeforeForDays(steps[0]!.days, now)),
    gt(due, products.priceStepPercent),
  );
  const stepped: { itemNumber: number; percent: number }[] = [];
  for (;;) {
    const batch = db
      .select({ id: products.id })
      .from(products)
      .where(isDue)
      .limit(STEP_BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(products)
      .set({ priceStepPercent: due, updatedAt: now })
      .where(and(inArray(products.id, batch), isDue))
      .returning({ itemNumber: products.itemNumber, percent: products.priceStepPercent });
    stepped.push(...rows);
    if (rows.length < STEP_BATCH) return stepped;
  }
}
