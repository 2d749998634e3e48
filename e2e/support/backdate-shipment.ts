import { sql } from 'drizzle-orm';
import { openCliDatabase } from '../../src/server/cli/cli-database.ts';
import { loadConfigOrExit } from '../../src/server/config.ts';

// Journeys only: moves an order's shipment back by some days, as if the clock had passed the
// withdrawal period (the server under test runs on the real clock).
// npx tsx e2e/support/backdate-shipment.ts <order id> <days>

const [orderId, days] = process.argv.slice(2);
const connection = await openCliDatabase(loadConfigOrExit());
try {
  await connection.db.execute(
    sql`update orders set shipped_at = shipped_at - make_interval(days => ${Number(days)})
      where id = ${orderId ?? ''} and shipped_at is not null`,
  );
} finally {
  await connection.close();
}
