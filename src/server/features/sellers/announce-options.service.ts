import { sql } from 'drizzle-orm';
import type { AnnounceOptions } from '../../../domain/api/seller-bags.ts';
import { CATEGORIES, type Category } from '../../../domain/catalog.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';

/** How long a process keeps the form's offer before it counts the types again. */
export const ANNOUNCE_OPTIONS_KEPT_MS = 10 * 60_000;

/** The most common item types of each category the form offers; she may type any other. */
const TYPES_PER_CATEGORY = 60;

/**
 * The shop's item types by category (the names its items carry, most common first) and its
 * brands: what the announce form offers, so her items compare with the shop's sales.
 */
export async function announceOptions(
  db: DatabaseOrTransaction,
): Promise<Omit<AnnounceOptions, 'minItemEuros'>> {
  const [typeRows, brandRows] = await Promise.all([
    db.execute<{ category: Category; name: string }>(sql`
      select category, name from (
        select category, min(trim(name)) as name,
          row_number() over (partition by category order by count(*) desc, min(trim(name))) as rank
        from products where status not in ('announced', 'rejected')
        group by category, lower(trim(name))
      ) ranked where rank <= ${TYPES_PER_CATEGORY}
      order by category, name`),
    db.execute<{ name: string }>(sql`select name from brands order by lower(name) limit 1000`),
  ]);
  const types = Object.fromEntries(CATEGORIES.map((category) => [category, [] as string[]]));
  for (const row of typeRows.rows) types[row.category]?.push(row.name);
  return {
    types: types as AnnounceOptions['types'],
    brands: brandRows.rows.map((row) => row.name),
  };
}
