import '../lib/supported-node.ts';
import pg from 'pg';
import { loadConfigOrExit } from '../config.ts';
import { applyMigrations } from '../db/migrate.ts';
import { growArchivedCatalogue } from '../seed/grow-archive.ts';
import { openCliDatabaseUrl } from './cli-database.ts';

// npm run catalogue:grow -- 200000
// Adds that many items of a shop with years of sold archive (seed/grow-archive.ts: about 10 % for
// sale, the rest sold in paid orders or offline) to the shop's database, for measuring a large
// catalogue (docs/performance.md, "Ten times the catalogue"). Never on a live shop's data.

const usage = 'Usage: npm run catalogue:grow -- <number of items, e.g. 200000>';

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    process.stderr.write(`${usage}\n`);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const database = await openCliDatabaseUrl(config, { whileShopRuns: 'share' });
  const client = new pg.Client({ connectionString: database.url });
  try {
    await applyMigrations(database.url);
    await client.connect();
    const started = performance.now();
    const grown = await growArchivedCatalogue(client, count);
    const written = performance.now();
    // Counts read the index alone only where the visibility map is set; the search's words are
    // otherwise refreshed by a job within the minute.
    await client.query('vacuum analyze');
    await client.query('refresh materialized view search_words');
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    process.stdout.write(
      `${grown.items} items (${grown.active} for sale, ${grown.sold} sold in ${grown.orders} orders, ` +
        `${grown.priceHistoryRows} prices) written in ${seconds(written - started)} s, ` +
        `vacuumed and searchable after ${seconds(performance.now() - started)} s.\n`,
    );
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
