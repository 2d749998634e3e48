// npm run bench: drives the real server over HTTP with a catalogue grown to 20,000 products and
// prints requests per second and latency percentiles per call. Everything runs on this machine:
// an embedded PostgreSQL in a temporary folder, the built server as its own process, autocannon
// as the load generator in this process.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { freePort } from '../src/server/test/processes.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** 20,000 plausible products in one statement: sizes, seasons, brands, some on sale, some sold. */
async function growCatalogue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    insert into brands (name) select 'Marke ' || g from generate_series(1, 40) g;
    insert into sellers (number, name) select 100 + g, 'Verkäuferin ' || g from generate_series(1, 30) g;
    insert into products (category, name, brand_id, size, size_hat, price_cents, sale, discount,
                          condition, season, images, seller_number, storage_location, status, created_at)
    select
      (array['Kleidung','Kleidung','Kleidung','Schlafsack','Accessoires'])[1 + g % 5],
      'Artikel ' || g,
      1 + g % 40,
      case when g % 5 = 4 then null else (array[50,56,62,68,74,80,86,92,98,104,110,116,122,128,134,140,146,152])[1 + g % 18] end,
      case when g % 5 = 4 then array[44 + g % 8] else '{}'::integer[] end,
      250 + (g * 37) % 3650,
      g % 7 = 0,
      case when g % 7 = 0 then 30 else 0 end,
      (array['Sehr gut','Gut','Geliebt'])[1 + g % 3],
      (array['Sommer','-','Übergang','Winter'])[1 + g % 4],
      '[{"id":"0123456789abcdef0123456789abcdef","width":800,"height":800}]'::jsonb,
      101 + g % 30,
      'Kiste ' || (g % 60),
      case when g % 10 = 0 then 'sold' else 'active' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${PRODUCTS}) g;
  `);
  // A live shop's autovacuum has long set the visibility map, which lets counts read the index
  // alone; a freshly filled table has none yet. VACUUM cannot run inside the statement above.
  await client.query('vacuum analyze');
  await client.end();
}

type Call = { name: string; path: string | (() => string) };

async function measure(baseUrl: string, call: Call) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: typeof call.path === 'string' ? call.path : call.path(),
        }),
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    call: call.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures,
  };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const database = await startEmbeddedDatabase({ dataDir, port: await freePort() });
  const port = await freePort();
  let server: ReturnType<typeof spawn> | null = null;
  try {
    await applyMigrations(database.url);
    process.stdout.write(`Growing the catalogue to ${PRODUCTS} products…\n`);
    await growCatalogue(database.url);

    server = spawn('node', ['dist/server/main.js'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYMENT_MODE: 'simulator',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 120) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: string; item_number: number }>(
      "select id, item_number from products where status = 'active' order by random() limit 500",
    );
    await client.end();
    const pick = () => rows[Math.floor(Math.random() * rows.length)]!;

    const calls: Call[] = [
      { name: 'listing (Kleidung, newest)', path: '/api/products?category=Kleidung' },
      {
        name: 'listing (size 86, Winter, by price)',
        path: '/api/products?category=Kleidung&sizes=86&seasons=Winter&sort=price-asc',
      },
      { name: 'listing page 40', path: '/api/products?category=Kleidung&page=40' },
      { name: 'filter values', path: '/api/products/filters?category=Kleidung' },
      { name: 'product page', path: () => `/api/products/${pick().item_number}` },
      { name: 'new in shop', path: '/api/products/newbees' },
      {
        name: 'cart check (5 items)',
        path: () =>
          `/api/products/checkcart?productids=${Array.from({ length: 5 }, () => pick().id).join(',')}`,
      },
    ];
    const results = [];
    for (const call of calls) results.push(await measure(baseUrl, call));
    process.stdout.write(
      `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per call, ${os.cpus().length} cores\n`,
    );
    console.table(results);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
