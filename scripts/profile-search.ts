// npx tsx scripts/profile-search.ts: what one cold search (or listing) costs in CPU (decisions
// 071, 079), on a kept catalogue (PROFILE_DATA_DIR, e.g. a copy of BENCH_DATA_DIR/200000;
// migrations are applied to it). Starts its embedded PostgreSQL (PROFILE_DB_PORT, 8120) and the
// built shop (PROFILE_DIST, default dist; PROFILE_PORT, 8100), warms up for 2 s, then asks 10
// connections for PROFILE_SECONDS (10) of cold searches: a seeded sequence (PROFILE_SEED), so two
// builds get the same searches. On a shared machine latencies follow the load; the CPU each
// search cost does much less: read from /proc for the shop's process and every PostgreSQL
// process, divided by the requests. PROFILE_CPU_DIR also writes the shop's CPU profile there
// (--cpu-prof; wall-clock samples, so on a loaded machine time spent waiting for a core shows up
// as the syscall it waited in). PROFILE_MIX=brands asks only the searches of that sequence that
// name a brand (decision 084); PROFILE_MIX=listings asks cold listings by size, season and order
// instead (decisions 086, 094). The shop reaches PostgreSQL over its Unix socket, as `npm start`
// does; PROFILE_DB_TCP=1 over TCP to 127.0.0.1 instead (decision 097).
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { spawnBuiltShop, waitUntilAnswering } from './lib/built-shop.ts';
import { coldSizeAndSeasonListing } from './lib/cold-listings.ts';
import { COLD_SEARCH_BRANDS, coldSearchWords, seededRandom } from './lib/cold-searches.ts';

const DATA_DIR = process.env.PROFILE_DATA_DIR;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const PORT = Number(process.env.PROFILE_PORT ?? 8100);
const DB_PORT = Number(process.env.PROFILE_DB_PORT ?? 8120);
const CPU_DIR = process.env.PROFILE_CPU_DIR;
const random = seededRandom(Number(process.env.PROFILE_SEED ?? 1));

const MIX = process.env.PROFILE_MIX ?? 'all';
const BRANDS_ONLY = MIX === 'brands';

function searchWords(): string {
  for (;;) {
    const words = coldSearchWords(random);
    if (!BRANDS_ONLY || COLD_SEARCH_BRANDS.some((brand) => words.includes(brand))) return words;
  }
}

let unique = 0;
const coldRequest = () =>
  MIX === 'listings'
    ? `/api/products?${coldSizeAndSeasonListing(random)}&_=${(unique += 1)}`
    : `/api/search?q=${encodeURIComponent(searchWords())}&_=${(unique += 1)}`;

/** CPU time of a process in clock ticks (user + system), 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The postmaster and its children: every process of this PostgreSQL. */
function postgresProcesses(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['--ppid', String(postmaster), '-o', 'pid='], {
    encoding: 'utf8',
  });
  return [postmaster, ...children.split('\n').map(Number).filter(Boolean)];
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2));

function ask(baseUrl: string, seconds: number) {
  return autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: coldRequest() }) }],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(dataDir: string): Promise<void> {
  const database = await startEmbeddedDatabase({ dataDir, port: DB_PORT });
  let shop: ChildProcess | null = null;
  try {
    const databaseUrl = process.env.PROFILE_DB_TCP === '1' ? database.tcpUrl : database.url;
    await applyMigrations(databaseUrl);
    shop = spawnBuiltShop({
      databaseUrl,
      dataDir,
      port: PORT,
      dist: process.env.PROFILE_DIST,
      nodeArgs: CPU_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_DIR}`] : [],
    });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await waitUntilAnswering(`${baseUrl}/readyz`);
    await ask(baseUrl, 2);

    const loadBefore = loadAverage();
    const shopBefore = cpuTicks(shop.pid!);
    const postgresBefore = new Map(postgresProcesses(dataDir).map((pid) => [pid, cpuTicks(pid)]));
    const selfBefore = process.cpuUsage();
    const result = await ask(baseUrl, SECONDS);
    const self = process.cpuUsage(selfBefore);
    const shopTicks = cpuTicks(shop.pid!) - shopBefore;
    let postgresTicks = 0;
    for (const pid of postgresProcesses(dataDir)) {
      postgresTicks += cpuTicks(pid) - (postgresBefore.get(pid) ?? 0);
    }
    const requests = result.requests.total;
    // Linux counts CPU time in ticks of 1/100 s (USER_HZ).
    const msPerRequest = (ticks: number) => ((ticks * 10) / requests).toFixed(2);
    console.log(
      JSON.stringify({
        dist: process.env.PROFILE_DIST ?? 'dist',
        database: databaseUrl === database.tcpUrl ? 'tcp' : 'socket',
        mix: MIX,
        requests,
        perSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
        shopMs: msPerRequest(shopTicks),
        postgresMs: msPerRequest(postgresTicks),
        loadGeneratorMs: ((self.user + self.system) / 1000 / requests).toFixed(2),
        load: `${loadBefore.join(' ')} → ${loadAverage().join(' ')}`,
      }),
    );
  } finally {
    if (shop) await stop(shop);
    await database.stop();
  }
}

if (!DATA_DIR) throw new Error('PROFILE_DATA_DIR names a kept catalogue (a copy you may change)');
await main(path.resolve(DATA_DIR));
