import { count, desc, eq, sql } from 'drizzle-orm';
import type { SearchWords } from '../../../domain/api/search.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';

// The words of the items for sale (the materialized view search_words, migration 0016): what
// typing mistakes are corrected towards, and what the search field suggests.

const REFRESH_SEARCH_WORDS_QUEUE = 'refresh-search-words';

/** Item types the search field may suggest, most used first. */
const SUGGESTED_ITEM_TYPES = 300;

/**
 * Reads the words anew. CONCURRENTLY: searches go on reading the old words meanwhile (a third
 * of a second at 20,000 items). A new item is found by its own words at once; only a typing
 * mistake in a word no other item had is corrected from the next refresh on.
 */
export async function refreshSearchWords(db: DatabaseOrTransaction): Promise<void> {
  await db.execute(sql`refresh materialized view concurrently search_words`);
}

/** Every minute, and at start (a restored backup has no words read yet). */
export function searchJobs(options: { db: Database }): ScheduledJob[] {
  return [
    {
      queue: REFRESH_SEARCH_WORDS_QUEUE,
      cron: '* * * * *',
      runAtStart: true,
      run: () => refreshSearchWords(options.db),
    },
  ];
}

/** What the search field suggests: brands, item types and sizes of the items for sale. */
export async function listSearchWords(db: DatabaseOrTransaction): Promise<SearchWords> {
  const [brandRows, itemTypes, sizes, hatSizes] = await Promise.all([
    db
      .select({ name: brands.name, items: count() })
      .from(brands)
      .innerJoin(products, eq(products.brandId, brands.id))
      .where(eq(products.status, 'active'))
      .groupBy(brands.name)
      .orderBy(desc(count()), brands.name),
    db.execute<{ name: string; items: number }>(
      sql`select label as name, items from search_words where in_name order by items desc, label limit ${SUGGESTED_ITEM_TYPES}`,
    ),
    db.selectDistinct({ value: products.size }).from(products).where(eq(products.status, 'active')),
    db
      .selectDistinct({ value: sql<number>`unnest(${products.sizeHat})` })
      .from(products)
      .where(eq(products.status, 'active')),
  ]);
  const allSizes = new Set<number>();
  for (const row of [...sizes, ...hatSizes]) if (row.value !== null) allSizes.add(row.value);
  return {
    brands: brandRows,
    itemTypes: itemTypes.rows.map((row) => ({ name: row.name, items: Number(row.items) })),
    sizes: [...allSizes].sort((a, b) => a - b),
  };
}
