import { sql } from 'drizzle-orm';
import { openCliDatabase } from '../../src/server/cli/cli-database.ts';
import { loadConfigOrExit } from '../../src/server/config.ts';

// Journeys only: moves an item's first listing (and its price history) back by some days, as if
// it had been online that long, and gives its seller a stored choice for unsold items, as a
// seller who signed up herself has one (the server under test runs on the real clock).
// npx tsx e2e/support/backdate-listing.ts <product id> <days> <pickup|donate|keep>

const [productId, days, choice] = process.argv.slice(2);
const connection = await openCliDatabase(loadConfigOrExit());
try {
  await connection.db.execute(
    sql`update products set listed_at = listed_at - make_interval(days => ${Number(days)}),
        created_at = created_at - make_interval(days => ${Number(days)})
      where id = ${productId ?? ''}`,
  );
  await connection.db.execute(
    sql`update product_price_history set valid_from = valid_from - make_interval(days => ${Number(days)})
      where product_id = ${productId ?? ''}`,
  );
  await connection.db.execute(
    sql`update sellers set unsold_choice = ${choice ?? 'pickup'}
      where number = (select seller_number from products where id = ${productId ?? ''})`,
  );
} finally {
  await connection.close();
}
