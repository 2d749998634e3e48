import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The built shop as production runs it (`node dist/server/main.js`), one process per port, all on
// one database. `buildRoot` is a checkout with `dist/` and `drizzle/`: this worktree, or an older
// release built elsewhere for the rolling deploy. `fromSource`: the same code run by tsx, as the
// server tests run it (src/server/test/processes.ts), for the CI test that needs no build; pages
// are then rendered only if a build happens to be there.

export type ShopProcess = {
  port: number;
  buildRoot: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** SIGTERM and wait for the end (SIGKILL after `graceMs`); the exit code. */
  stop: (graceMs?: number) => Promise<number | null>;
};

export type ShopEnvironment = {
  databaseUrl: string;
  siteUrl: string;
  fromSource?: boolean;
};

export async function startShopProcess(
  buildRoot: string,
  port: number,
  shop: ShopEnvironment,
): Promise<ShopProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'friday-shop-'));
  const entry = shop.fromSource
    ? ['--import', 'tsx', path.join(buildRoot, 'src/server/main.ts')]
    : [path.join(buildRoot, 'dist/server/main.js')];
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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`shop exited:\n${shop.output()}`);
    const ready = await fetch(`http://127.0.0.1:${shop.port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`shop on ${shop.port} not ready:\n${shop.output()}`);
}
