// npm run load:pages-reserving: how a built shop process answers its pages while parents reserve
// (issue 33). One production process (rate limits off, simulated payments) on an embedded
// PostgreSQL, a catalogue of PAGES_PRODUCTS items; a crowd opens the home page, a listing and
// product pages with `accept-encoding: br` while a loop reserves one of the 20 newest items every
// 1/PAGES_RESERVATIONS_PER_S seconds for a new buyer, who releases it half a second later. It reports the pages' latency per kind and
// how many answers the process computed and compressed per second (its metrics).
//
//   PAGES_DIST=dist,/tmp/main-dist   builds to compare, run one after the other (A/B)
//   PAGES_CPU_PROF=/tmp/prof         also write a CPU profile of each process (node --cpu-prof)
//   PAGES_PORT, PAGES_DB_PORT        the ports to use (defaults: free ones)
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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

const PRODUCTS = Number(process.env.PAGES_PRODUCTS ?? 2_000);
const SECONDS = Number(process.env.PAGES_SECONDS ?? 20);
const RESERVATIONS_PER_S = Number(process.env.PAGES_RESERVATIONS_PER_S ?? 8);
const DISTS = (process.env.PAGES_DIST ?? 'dist').split(',');
const CPU_PROF = process.env.PAGES_CPU_PROF ?? null;
const METRICS_TOKEN = 'pages-under-reservations-metrics';

/** The kept answers' work counters from the process's metrics. */
async function keptWork(baseUrl: string) {
  const text = await (
    await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  return {
    computed: value(/^shop_kept_answers_computed_total (\d+)/m),
    brotli: value(/^shop_kept_answers_compressed_total\{encoding="br"\} (\d+)/m),
  };
}

/** Responses slower than a second: when they ended and how long they took. */
const slow: { pages: string; endedAt: string; ms: number }[] = [];

async function crowd(baseUrl: string, name: string, connections: number, paths: () => string) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br' },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (responseTime > 1000) {
        slow.push({ pages: name, endedAt: new Date().toISOString(), ms: Math.round(responseTime) });
      }
    });
  });
  return {
    pages: name,
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** New buyers reserving one of the wanted items each, at a steady rate, until stopped. */
function reserveSteadily(baseUrl: string, wanted: string[]) {
  let stopped = false;
  const latencies: number[] = [];
  const outcomes = new Map<number, number>();
  const loop = (async () => {
    const interval = 1000 / RESERVATIONS_PER_S;
    let next = performance.now();
    const inFlight: Promise<void>[] = [];
    while (!stopped) {
      next += interval;
      const productId = wanted[Math.floor(Math.random() * wanted.length)]!;
      inFlight.push(
        (async () => {
          const started = performance.now();
          const userid = randomUUID();
          const response = await fetch(`${baseUrl}/api/reservation`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', userid },
            body: JSON.stringify({ productIds: [productId] }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
          if (response.status !== 200) return;
          // She leaves the checkout a moment later: the item is free for the next buyer, as
          // when a Friday's items change hands, so the changes go on for the whole run.
          await new Promise((resolve) => setTimeout(resolve, 500));
          await (
            await fetch(`${baseUrl}/api/reservation`, { method: 'DELETE', headers: { userid } })
          ).arrayBuffer();
        })(),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await Promise.all(inFlight);
  })();
  return async () => {
    stopped = true;
    await loop;
    latencies.sort((a, b) => a - b);
    const at = (share: number) => latencies[Math.floor(share * (latencies.length - 1))] ?? 0;
    return {
      count: latencies.length,
      p50: Math.round(at(0.5)),
      p99: Math.round(at(0.99)),
      outcomes: Object.fromEntries(outcomes),
    };
  };
}

async function runOnce(dist: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pages-'));
  const dbPort = Number(process.env.PAGES_DB_PORT ?? (await freePort()));
  const database = await startEmbeddedDatabase({ dataDir, port: dbPort });
  const port = Number(process.env.PAGES_PORT ?? (await freePort()));
  let server: ChildProcess | null = null;
  try {
    await applyMigrations(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await growCatalogue(client, PRODUCTS);
    await client.query('refresh materialized view search_words');
    await client.query('vacuum analyze');
    const wanted = (
      await client.query<{ id: string }>(
        "select id from products where status = 'active' and category = 'Kleidung' order by listed_at desc nulls last, id desc limit 20",
      )
    ).rows.map((row) => row.id);
    const items = (
      await client.query<{ item_number: number }>(
        "select item_number from products where status = 'active' order by random() limit 300",
      )
    ).rows.map((row) => row.item_number);
    await client.end();

    const profileArgs =
      CPU_PROF === null
        ? []
        : [
            '--cpu-prof',
            `--cpu-prof-dir=${CPU_PROF}`,
            `--cpu-prof-name=${path.basename(dist)}.cpuprofile`,
          ];
    server = spawnBuiltShop({
      databaseUrl: database.url,
      dataDir,
      port,
      dist,
      nodeArgs: profileArgs,
      env: { RATE_LIMITS: 'off', METRICS_TOKEN },
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${baseUrl}/readyz`);
    // Warm: every page drawn once, so the run measures keeping them, not the first draw.
    for (const warm of ['/', '/shop/kleidung', ...items.map((n) => `/product/${n}`)]) {
      await (
        await fetch(`${baseUrl}${warm}`, { headers: { 'accept-encoding': 'br' } })
      ).arrayBuffer();
    }
    const pick = () => items[Math.floor(Math.random() * items.length)]!;
    const before = await keptWork(baseUrl);
    const startedAt = performance.now();
    const stopReserving = reserveSteadily(baseUrl, wanted);
    const pages = await Promise.all([
      crowd(baseUrl, 'home', 2, () => '/'),
      crowd(baseUrl, 'listing /shop/kleidung', 4, () => '/shop/kleidung'),
      crowd(baseUrl, 'product pages', 4, () => `/product/${pick()}`),
    ]);
    const reservations = await stopReserving();
    const seconds = (performance.now() - startedAt) / 1000;
    const after = await keptWork(baseUrl);
    return {
      dist,
      pages,
      reservations,
      computedPerSecond: ((after.computed - before.computed) / seconds).toFixed(1),
      brotliPerSecond: ((after.brotli - before.brotli) / seconds).toFixed(1),
      load: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
    };
  } finally {
    if (server !== null && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  process.stdout.write(
    `${PRODUCTS} products, ${SECONDS} s, ${RESERVATIONS_PER_S} reservations/s, ${os.cpus().length} cores\n`,
  );
  for (const dist of DISTS) {
    const result = await runOnce(dist);
    process.stdout.write(
      `\n${result.dist} (load average ${result.load}): answers computed ${result.computedPerSecond}/s, brotli ${result.brotliPerSecond}/s\n`,
    );
    console.table(result.pages);
    process.stdout.write(`reservations: ${JSON.stringify(result.reservations)}\n`);
    if (slow.length > 0) console.table(slow.splice(0));
  }
}

await main();
