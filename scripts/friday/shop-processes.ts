import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answersOk, pollUntil, whileRunning } from '../../src/server/test/processes.ts';

// The built shop as production runs it (`node dist/server/main.js`), one process per port, all on
// one database. `buildRoot` is a checkout with `dist/` and `drizzle/`: this worktree, or an older
// release built elsewhere for the rolling deploy. `serverFile`: another bundle of the server, such
// as the tests' bundle of the sources (src/server/test/server-bundle.ts) for the CI test that
// needs no build; pages are then rendered only if a build of the web app happens to be there.

export type ShopProcess = {
  port: number;
  buildRoot: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** SIGTERM and wait for the end (SIGKILL after `graceMs`); the exit code. */
  stop: (graceMs?: number) => Promise<number | null>;
};

/** The rehearsal reads its processes' metrics (how often they drew answers) with this. */
const METRICS_TOKEN = 'friday-rehearsal-reads-its-own-metrics';

export type ShopEnvironment = {
  databaseUrl: string;
  siteUrl: string;
  /** The bundled server to run; `<buildRoot>/dist/server/main.js` unless given. */
  serverFile?: string;
};

export async function startShopProcess(
  buildRoot: string,
  port: number,
  shop: ShopEnvironment,
): Promise<ShopProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'friday-shop-'));
  const entry = [shop.serverFile ?? path.join(buildRoot, 'dist/server/main.js')];
  // FRIDAY_CPU_PROF=<folder>: each process writes a CPU profile there when it stops.
  const profile = process.env.FRIDAY_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(process.execPath, [...profiling, ...entry], {
    cwd: buildRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: shop.databaseUrl,
      DATA_DIR: dataDir,
      SITE_URL: shop.siteUrl,
      SEED_DEMO: 'false',
      // One load generator is one address: the limits would stop it, not a crowd.
      RATE_LIMITS: 'off',
      PAYMENT_MODE: 'simulator',
      JWT_SECRET: 'the rehearsal shares one secret of more than 32 characters',
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
      LOG_LEVEL: process.env.FRIDAY_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Should this script die of a bug, its shops must not outlive it holding their ports.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const stop = async (graceMs = 30_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  return { port, buildRoot, child, exited, output: () => output, stop };
}

/** Polls /readyz as the deploy script's health check; fails at once if the process ends. */
export async function waitForReadyz(shop: ShopProcess, timeoutMs = 60_000): Promise<void> {
  await pollUntil(() => answersOk(`http://127.0.0.1:${shop.port}/readyz`), {
    timeoutMs,
    intervalMs: 100,
    failure: () => `shop on ${shop.port} not ready:\n${shop.output()}`,
    stopped: whileRunning(shop),
  });
}

/**
 * The CPU seconds a shop process has used so far (all its threads), from Linux's /proc; null
 * elsewhere. Read before and after a crowd: what the crowd cost each process, however busy the
 * shared machine was (its latencies follow the machine's load, its CPU time much less).
 */
export async function cpuSeconds(shop: ShopProcess): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${shop.child.pid}/stat`, 'utf8').catch(() => null);
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields === undefined) return null;
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux counts them in USER_HZ, 100 a second on every architecture Node runs on.
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

/**
 * How many kept answers (pages and API answers) the process computed so far, and how many it
 * compressed with brotli (each new text once): how often a crowd made it draw again. Null when
 * the process does not answer.
 */
export async function keptAnswerWork(
  shop: ShopProcess,
): Promise<{ computed: number; brotli: number } | null> {
  const text = await fetch(`http://127.0.0.1:${shop.port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then(
    (response) => (response.ok ? response.text() : null),
    () => null,
  );
  const value = (pattern: RegExp) => Number(pattern.exec(text ?? '')?.[1] ?? NaN);
  const computed = value(/^shop_kept_answers_computed_total (\d+)/m);
  const brotli = value(/^shop_kept_answers_compressed_total\{encoding="br"\} (\d+)/m);
  return Number.isFinite(computed) && Number.isFinite(brotli) ? { computed, brotli } : null;
}
