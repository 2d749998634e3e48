// npm run bench:catalogue: the curve of issue 33's "ten times the catalogue". For each size
// (BENCH_SIZES, default 2,000, 20,000 and 200,000 items of a shop with years of sold archive,
// src/server/seed/grow-archive.ts) it grows a fresh embedded PostgreSQL, starts the built shop in
// production mode and measures with autocannon, at BENCH_CONNECTIONS (10) for BENCH_SECONDS (5)
// per call:
//
// - listing, search and product answers, each twice, after BENCH_WARMUP_SECONDS (2) of the same
//   kind of requests unmeasured (0: measured from a process and a database just started):
//   - kept: a few URLs asked again and again, so nearly every answer comes from the process's
//     memory (decisions 048, 052): what a busy minute costs;
//   - cold: every request a URL not asked before (other categories, pages, sizes, words and item
//     numbers, and a running `_` parameter the routes ignore), so every answer is computed: the
//     database's part. The listing counts (30 s) and a search's word lookups stay kept as they
//     are in the shop;
// - the admin's article list and reports, one request at a time as an admin, signed in like the
//   admin app: the first request and the slowest of BENCH_ADMIN_REPEATS (5) more.
//
// Ports: BENCH_PORT and BENCH_DB_PORT if set, otherwise free ones. The results are printed and
// written as JSON to BENCH_OUT (default bench-catalogue.json in the system's temporary folder).
//
// For comparing two builds on the same catalogue (decision 071): BENCH_DATA_DIR keeps each size's
// database in BENCH_DATA_DIR/<items> (grown once, reused by later runs, never deleted;
// `npm run catalogue:grow` with DATA_DIR=BENCH_DATA_DIR/<items> grows one too), BENCH_DIST runs
// another build of the shop (default dist), BENCH_SHARED_BUFFERS_MB sets PostgreSQL's page cache
// (default: the shop's own rule, a quarter of the memory, 128 MB to 1 GB).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { upsertAdminUser } from '../src/server/features/auth/users.service.ts';
import { growArchivedCatalogue } from '../src/server/seed/grow-archive.ts';
import { freePort } from '../src/server/test/processes.ts';
import { spawnBuiltShop, waitUntilAnswering } from './lib/built-shop.ts';
import { coldSizeAndSeasonListing } from './lib/cold-listings.ts';
import { coldSearchWords, pickWith } from './lib/cold-searches.ts';
import { TYPED_SEARCHES } from './lib/typed-searches.ts';

const SIZES = (process.env.BENCH_SIZES ?? '2000,20000,200000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN_REPEATS = Number(process.env.BENCH_ADMIN_REPEATS ?? 5);
/** Only the calls whose name matches (e.g. BENCH_CALLS='search|admin'); unset: all. */
const ONLY = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS, 'i') : null;
const OUT = process.env.BENCH_OUT ?? path.join(os.tmpdir(), 'bench-catalogue.json');
const KEPT_DATA = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
const DIST = process.env.BENCH_DIST;
const SHARED_BUFFERS_MB = process.env.BENCH_SHARED_BUFFERS_MB
  ? Number(process.env.BENCH_SHARED_BUFFERS_MB)
  : undefined;

const CATEGORIES = ['Kleidung', 'Schlafsack', 'Accessoires', 'Tonies'];

const pickFrom = <T>(values: readonly T[]): T => pickWith(Math.random, values);
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

let unique = 0;
/** A running parameter the routes ignore: every cold request is a URL not asked before. */
const fresh = () => `_=${(unique += 1)}`;

type PublicCall = { name: string; kept: () => string; cold: () => string };

interface Catalogue {
  activeNumbers: number[];
  clothingPages: number;
  someItemNumber: number;
  sellerNumber: number;
  adminPages: number;
}

function publicCalls(catalogue: Catalogue): PublicCall[] {
  const keptItems = catalogue.activeNumbers.slice(0, 20);
  const deepest = Math.max(20, catalogue.clothingPages);
  return [
    {
      name: 'listing (category, newest)',
      kept: () => '/api/products?category=Kleidung',
      cold: () => `/api/products?category=${pickFrom(CATEGORIES)}&page=${between(1, 5)}&${fresh()}`,
    },
    {
      name: 'listing (size, season, sort)',
      kept: () => '/api/products?category=Kleidung&sizes=86&seasons=Winter&sort=price-asc',
      cold: () => `/api/products?${coldSizeAndSeasonListing(Math.random)}&${fresh()}`,
    },
    {
      name: 'listing (deep page)',
      kept: () => '/api/products?category=Kleidung&page=40',
      cold: () => `/api/products?category=Kleidung&page=${between(20, deepest)}&${fresh()}`,
    },
    {
      name: 'search (typed words, typos)',
      kept: () => `/api/search?q=${encodeURIComponent(pickFrom(TYPED_SEARCHES))}`,
      cold: () => `/api/search?q=${encodeURIComponent(coldSearchWords(Math.random))}&${fresh()}`,
    },
    {
      name: 'product (API)',
      kept: () => `/api/products/${pickFrom(keptItems)}`,
      cold: () => `/api/products/${pickFrom(catalogue.activeNumbers)}?${fresh()}`,
    },
  ];
}

function adminCalls(catalogue: Catalogue): { name: string; path: string }[] {
  const list = '/api/products/admin?withInactive=true&pageSize=50';
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'article list, first page', path: `${list}&page=1` },
    { name: 'article list, search "jacke"', path: `${list}&search=jacke&page=1` },
    {
      name: 'article list, search an item number',
      path: `${list}&search=${catalogue.someItemNumber}&page=1`,
    },
    { name: 'article list, sold clothing', path: `${list}&status=sold&category=Kleidung&page=1` },
    { name: 'article list, for sale', path: `${list}&status=active&page=1` },
    { name: 'article list, one seller', path: `${list}&sellerNumber=${catalogue.sellerNumber}` },
    { name: 'article list, brand Reima', path: `${list}&brand=Reima&page=1` },
    {
      name: 'article list, middle page',
      path: `${list}&page=${Math.max(1, Math.floor(catalogue.adminPages / 2))}`,
    },
    { name: 'article list, last page', path: `${list}&page=${catalogue.adminPages}` },
    { name: 'orders, first page', path: '/api/admin/orders?page=1' },
    { name: 'orders, search a name', path: '/api/admin/orders?search=Weber' },
    { name: 'dashboard', path: '/api/admin/dashboard' },
    { name: 'report, 30 days by day', path: `/api/admin/reports?from=${daysAgo(29)}&to=${today}` },
    {
      name: 'report, 12 months by month',
      path: `/api/admin/reports?from=${daysAgo(364)}&to=${today}&groupBy=month`,
    },
    {
      name: 'report, 5 years by month',
      path: `/api/admin/reports?from=${daysAgo(5 * 365)}&to=${today}&groupBy=month`,
    },
    {
      name: 'report CSV (sellers, 12 months)',
      path: `/api/admin/reports/verkaeufer.csv?from=${daysAgo(364)}&to=${today}&groupBy=month`,
    },
    { name: 'sellers with item counts', path: '/api/seller' },
    {
      name: 'seller statement',
      path: `/api/seller/${catalogue.sellerNumber}/statement`,
    },
    { name: 'sort-out list', path: '/api/products/sortout' },
    { name: 'orders to pack', path: '/api/orders/unpacked' },
    { name: 'visitors (30 days)', path: '/api/admin/tracking?days=30' },
  ];
}

async function measure(baseUrl: string, nextPath: () => string, seconds = SECONDS) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    reqPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function timeAdmin(baseUrl: string, authorization: string, call: { path: string }) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${call.path}`, {
      headers: { authorization, 'accept-encoding': 'br' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${call.path}: ${response.status}`);
    return performance.now() - started;
  };
  const first = await once();
  const repeats: number[] = [];
  for (let i = 0; i < ADMIN_REPEATS; i += 1) repeats.push(await once());
  repeats.sort((a, b) => a - b);
  return {
    first: Math.round(first),
    median: Math.round(repeats[Math.floor(repeats.length / 2)]!),
    slowest: Math.round(repeats.at(-1)!),
  };
}

async function readCatalogue(url: string): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const active = await client.query<{ item_number: number }>(
      "select item_number from products where status = 'active' order by random()",
    );
    const counts = await client.query<{ clothing: number; all: number; seller: number }>(`
      select count(*) filter (where status = 'active' and category = 'Kleidung')::integer as clothing,
        count(*)::integer as all,
        (select seller_number from products group by 1 order by count(*) desc limit 1) as seller
      from products`);
    const { clothing, all, seller } = counts.rows[0]!;
    const numbers = active.rows.map((row) => row.item_number);
    return {
      activeNumbers: numbers,
      clothingPages: Math.ceil(clothing / 24),
      someItemNumber: numbers[0]!,
      sellerNumber: seller,
      adminPages: Math.max(1, Math.ceil(all / 50)),
    };
  } finally {
    await client.end();
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The catalogue a kept database already holds, or null when it holds none. */
async function grownBefore(client: pg.Client): Promise<Grown | null> {
  const { rows } = await client.query<Grown>(`
    select count(*)::int as items,
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'sold')::int as sold,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from product_price_history) as "priceHistoryRows"
    from products`);
  return rows[0]!.items > 0 ? rows[0]! : null;
}

type Grown = Awaited<ReturnType<typeof growArchivedCatalogue>>;

async function benchSize(items: number) {
  const dataDir = KEPT_DATA
    ? path.join(KEPT_DATA, String(items))
    : await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-catalogue-'));
  const database = await startEmbeddedDatabase({
    dataDir,
    port: Number(process.env.BENCH_DB_PORT ?? (await freePort())),
    sharedBuffersMb: SHARED_BUFFERS_MB,
  });
  let server: ChildProcess | null = null;
  try {
    await applyMigrations(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    const kept = KEPT_DATA ? await grownBefore(client) : null;
    const grown = kept ?? (await growArchivedCatalogue(client, items));
    const written = performance.now() - started;
    if (!kept) {
      await client.query('vacuum analyze');
      await client.query('refresh materialized view search_words');
    }
    const ready = performance.now() - started;
    await client.end();
    process.stdout.write(
      kept
        ? `\n${grown.items} items kept in ${dataDir}: ${grown.active} for sale, ${grown.sold} sold in ${grown.orders} orders\n`
        : `\n${items} items: ${grown.active} for sale, ${grown.sold} sold in ${grown.orders} orders; ` +
            `written in ${(written / 1000).toFixed(1)} s, vacuumed and searchable in ${(ready / 1000).toFixed(1)} s\n`,
    );

    const admin = connectDatabase(database.url, { max: 1 });
    await upsertAdminUser(admin.db, { email: 'bench@example.de', password: 'bench password 1' });
    await admin.close();

    const port = Number(process.env.BENCH_PORT ?? (await freePort()));
    // This process's Node (24), not whatever `node` the PATH finds first.
    server = spawnBuiltShop({ databaseUrl: database.url, dataDir, port, dist: DIST });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${baseUrl}/readyz`);
    const signIn = await fetch(`${baseUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.de', password: 'bench password 1' }),
    });
    const authorization = `Bearer ${((await signIn.json()) as { token: string }).token}`;
    const catalogue = await readCatalogue(database.url);

    const loadBefore = os.loadavg()[0]!;
    const calls = [];
    for (const call of publicCalls(catalogue).filter(({ name }) => !ONLY || ONLY.test(name))) {
      // Cold first: the kept run would otherwise have warmed what the cold one should find cold.
      // Before it, the same kind of requests (other URLs still) unmeasured: a shop that has been
      // running has its code compiled by V8 and its pages in PostgreSQL's cache, which a
      // process and a database just started have not (decision 086).
      if (WARMUP_SECONDS > 0) await measure(baseUrl, call.cold, WARMUP_SECONDS);
      const cold = await measure(baseUrl, call.cold);
      const kept = await measure(baseUrl, call.kept);
      calls.push({ call: call.name, cold, kept });
    }
    const adminTimes = [];
    for (const call of adminCalls(catalogue)) {
      if (ONLY && !ONLY.test(`admin ${call.name}`)) continue;
      adminTimes.push({ call: call.name, ...(await timeAdmin(baseUrl, authorization, call)) });
    }
    const loadAfter = os.loadavg()[0]!;
    return {
      items,
      grown,
      growSeconds: Number((written / 1000).toFixed(1)),
      readySeconds: Number((ready / 1000).toFixed(1)),
      load: [loadBefore, loadAfter].map((load) => Number(load.toFixed(2))),
      calls,
      admin: adminTimes,
    };
  } finally {
    if (server) await stopProcess(server);
    await database.stop();
    if (!KEPT_DATA) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const results = [];
  for (const items of SIZES) {
    const result = await benchSize(items);
    results.push(result);
    console.table(
      result.calls.map(({ call, cold, kept }) => ({
        call,
        'cold req/s': cold.reqPerSecond,
        'cold p50': cold.p50,
        'cold p99': cold.p99,
        'kept req/s': kept.reqPerSecond,
        'kept p50': kept.p50,
        'kept p99': kept.p99,
        failures: cold.failures + kept.failures,
      })),
    );
    console.table(result.admin);
    process.stdout.write(`load average (1 min) before and after: ${result.load.join(' → ')}\n`);
  }
  await fs.writeFile(OUT, JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, results }));
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${SECONDS} s per call, ${os.cpus().length} cores; written to ${OUT}\n`,
  );
}

await main();
