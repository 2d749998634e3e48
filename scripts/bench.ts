// npm run bench: drives the real server (production mode) over HTTP with a catalogue grown to
// 20,000 products and prints requests per second and latency percentiles per call: pages and API
// calls, each without and with `Accept-Encoding: br`, each beside a bare Fastify hello-world
// measured just before it (scripts/bench-hello.mjs), and as a share of it. Everything runs on
// this machine: an embedded PostgreSQL in a temporary folder, the built shop and the bare Fastify
// as processes of their own, autocannon as the load generator in this process.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { growCatalogue } from '../src/server/seed/grow-catalogue.ts';
import { freePort } from '../src/server/test/processes.ts';
import { spawnBuiltShop, waitUntilAnswering } from './lib/built-shop.ts';
import { TYPED_SEARCHES } from './lib/typed-searches.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only the calls whose name matches (e.g. BENCH_CALLS='listing|product'); unset: all. */
const ONLY = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS, 'i') : null;

/** 20,000 products worded like the shop's own, so searches find what a parent would type. */
async function fillCatalogue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await growCatalogue(client, PRODUCTS);
  // The search's words are read by a job every minute; the benchmark reads them once, now.
  await client.query('refresh materialized view search_words');
  // A live shop's autovacuum has long set the visibility map, which lets counts read the index
  // alone; a freshly filled table has none yet. VACUUM cannot run inside a transaction.
  await client.query('vacuum analyze');
  await client.end();
}

/** What the search field asks while a parent types (decision 062): half-typed words. */
const TYPED_PREFIXES = ['ja', 'jacke 9', 'h&m k', 'schlaf', 'mü', 'rote j', 'mini ro', 'k', 's'];

type Call = { name: string; path: string | (() => string) };

type Encoding = 'none' | 'br';

async function measure(baseUrl: string, call: Call, encoding: Encoding) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    // A browser asks for compressed answers; a program may not.
    headers: encoding === 'br' ? { 'accept-encoding': 'br' } : {},
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
  return {
    reqPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * How long after a commit another process learns of it (decision 052): a change of an item,
 * committed by one connection, and the notification arriving at a listening one.
 */
async function notificationDelay(databaseUrl: string) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const writer = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), writer.connect()]);
  await listener.query('LISTEN shop_changed');
  const delays: number[] = [];
  try {
    for (let change = 0; change < 200; change += 1) {
      const told = new Promise<number>((resolve) =>
        listener.once('notification', () => resolve(performance.now())),
      );
      const committedAt = await writer
        .query('update brands set name = name where id = (select min(id) from brands)')
        .then(() => performance.now());
      delays.push(Math.max(0, (await told) - committedAt));
    }
  } finally {
    await Promise.all([listener.end(), writer.end()]);
  }
  delays.sort((a, b) => a - b);
  const at = (share: number) =>
    delays[Math.min(delays.length - 1, Math.floor(share * delays.length))]!;
  return { samples: delays.length, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const database = await startEmbeddedDatabase({ dataDir, port: await freePort() });
  const port = await freePort();
  let server: ReturnType<typeof spawn> | null = null;
  let hello: ReturnType<typeof spawn> | null = null;
  try {
    await applyMigrations(database.url);
    process.stdout.write(`Growing the catalogue to ${PRODUCTS} products…\n`);
    await fillCatalogue(database.url);

    server = spawnBuiltShop({ databaseUrl: database.url, dataDir, port });
    const baseUrl = `http://127.0.0.1:${port}`;
    const helloPort = await freePort();
    hello = spawn('node', ['scripts/bench-hello.mjs'], {
      env: { ...process.env, PORT: String(helloPort), NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const helloUrl = `http://127.0.0.1:${helloPort}`;
    await Promise.all([waitUntilAnswering(`${baseUrl}/readyz`), waitUntilAnswering(helloUrl)]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: string; item_number: number }>(
      "select id, item_number from products where status = 'active' order by random() limit 500",
    );
    await client.end();
    const pick = () => rows[Math.floor(Math.random() * rows.length)]!;

    const calls: Call[] = [
      { name: 'home page (HTML)', path: '/' },
      { name: 'listing page (HTML)', path: '/shop/kleidung' },
      { name: 'product page (HTML)', path: () => `/product/${pick().item_number}` },
      { name: 'search page (HTML)', path: '/suche?q=jacke%2098' },
      { name: 'listing (Kleidung, newest)', path: '/api/products?category=Kleidung' },
      {
        name: 'listing (size 86, Winter, by price)',
        path: '/api/products?category=Kleidung&sizes=86&seasons=Winter&sort=price-asc',
      },
      { name: 'listing page 40', path: '/api/products?category=Kleidung&page=40' },
      { name: 'filter values', path: '/api/products/filters?category=Kleidung' },
      { name: 'product (API)', path: () => `/api/products/${pick().item_number}` },
      { name: 'new in shop', path: '/api/products/newbees' },
      {
        name: 'search (12 typed searches, typos included)',
        path: () =>
          `/api/search?q=${encodeURIComponent(TYPED_SEARCHES[Math.floor(Math.random() * TYPED_SEARCHES.length)]!)}`,
      },
      { name: 'search "jacke" (one item in ten)', path: '/api/search?q=jacke' },
      {
        name: 'search suggestions (9 typed prefixes)',
        path: () =>
          `/api/search/suggestions?q=${encodeURIComponent(TYPED_PREFIXES[Math.floor(Math.random() * TYPED_PREFIXES.length)]!)}`,
      },
      {
        name: 'cart check (5 items)',
        path: () =>
          `/api/products/checkcart?productids=${Array.from({ length: 5 }, () => pick().id).join(',')}`,
      },
    ];
    // Each call is measured right after the bare Fastify, alternating, so a busier or quieter
    // moment of the machine moves both: the share is the figure that can be compared.
    const results = [];
    for (const call of calls.filter(({ name }) => ONLY === null || ONLY.test(name))) {
      for (const encoding of ['none', 'br'] as const) {
        const yardstick = await measure(helloUrl, { name: 'hello', path: '/' }, encoding);
        const measured = await measure(baseUrl, call, encoding);
        results.push({
          call: call.name,
          'accept-encoding': encoding === 'br' ? 'br' : '–',
          'req/s': measured.reqPerSecond,
          'p50 ms': measured.p50,
          'p99 ms': measured.p99,
          'hello req/s': yardstick.reqPerSecond,
          'share of hello': `${((100 * measured.reqPerSecond) / yardstick.reqPerSecond).toFixed(1)} %`,
          failures: measured.failures,
        });
      }
    }
    process.stdout.write(
      `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per call, ${os.cpus().length} cores, production mode\n`,
    );
    console.table(results);
    const delay = await notificationDelay(database.url);
    process.stdout.write(
      `A change reaches another process (commit to notification, ${delay.samples} changes): p50 ${delay.p50.toFixed(2)} ms, p99 ${delay.p99.toFixed(2)} ms\n`,
    );
  } finally {
    server?.kill('SIGTERM');
    hello?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
