import { sql } from 'drizzle-orm';
import { openCliDatabase } from '../../src/server/cli/cli-database.ts';
import { loadConfigOrExit } from '../../src/server/config.ts';
import { middayInBerlin } from '../../src/server/test/fixtures.ts';

// Journeys only: moves an item's first listing (and its price history) back to midday of the
// Berlin day some days ago, as if it had been online that many calendar days, and gives its
// seller a stored choice for unsold items, as a seller who signed up herself has one (the server
// under test runs on the real clock). Midday, not "now minus so many days": the shop counts an
// item's days by the Berlin calendar, and late in the evening 61 × 24 hours back across a change
// of summer time is the day after, 60 days online.
// npx tsx e2e/support/backdate-listing.ts <product id> <days> <pickup|donate|keep>

const [productId, days, choice] = process.argv.slice(2);
const listedAt = middayInBerlin(-Number(days)).toISOString();
const connection = await openCliDatabase(loadConfigOrExit());
try {
  // Everything of the item moves by the same interval as its listing.
  const shift = sql`(select listed_at - ${listedAt}::timestamptz from products
    where id = ${productId ?? ''})`;
  await connection.db.execute(
    sql`update product_price_history set valid_from = valid_from - ${shift}
      where product_id = ${productId ?? ''}`,
  );
  await connection.db.execute(
    sql`update products set created_at = created_at - ${shift}, listed_at = ${listedAt}::timestamptz
      where id = ${productId ?? ''}`,
  );
  await connection.db.execute(
    sql`update sellers set unsold_choice = ${choice ?? 'pickup'}
      where number = (select seller_number from products where id = ${productId ?? ''})`,
  );
} finally {
  await connection.close();
}
