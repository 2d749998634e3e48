import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

// A draft goes live in exactly one statement: `where status = 'draft'` is checked again on the
// locked row, so two processes (or the job and the admin's button) publishing the same draft at
// once publish it once; the second finds it live and leaves it (decision 038).

const goLive = (now: Date) => ({
  status: 'active' as const,
  publishAt: null,
  // "New in shop" and the newest-first listings sort by when the item went live.
  listedAt: now,
  updatedAt: now,
});

/** Publishes the planned drafts whose time has come; the item numbers published by this call. */
export async function publishDueDrafts(db: DatabaseOrTransaction, now: Date): Promise<number[]> {
  const published = await db
    .update(products)
    .set(goLive(now))
    .where(
      and(
        eq(products.status, 'draft'),
        isNotNull(products.publishAt),
        lte(products.publishAt, now),
      ),
    )
    .returning({ itemNumber: products.itemNumber });
  return published.map((row) => row.itemNumber);
}

/** Publishes the chosen drafts now, planned or not; anything else among them is left alone. */
export async function publishDrafts(
  db: DatabaseOrTransaction,
  ids: readonly string[],
  now: Date,
): Promise<{ published: number; skipped: number }> {
  const unique = [...new Set(ids)];
  const published = await db
    .update(products)
    .set(goLive(now))
    .where(and(inArray(products.id, unique), eq(products.status, 'draft')))
    .returning({ id: products.id });
  return { published: published.length, skipped: unique.length - published.length };
}
