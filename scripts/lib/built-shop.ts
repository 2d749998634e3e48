import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Starts the built shop (`dist/server/main.js`) in production mode on a database the caller
 * made, for the measuring scripts: no demo seed, warnings only, the payment simulator. `env`
 * adds to or overrides that (e.g. RATE_LIMITS=off); `nodeArgs` go before the script (e.g.
 * --cpu-prof).
 */
export function spawnBuiltShop(options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  dist?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): ChildProcess {
  const main = path.join(options.dist ?? 'dist', 'server/main.js');
  return spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_MODE: 'simulator',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until `url` answers 2xx (a starting server's /readyz), for at most `seconds`. */
export async function waitUntilAnswering(url: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the built shop as `npm start` would, with its embedded PostgreSQL and the demo catalogue,
 * in a fresh data folder: for the scripts that measure what a visitor gets (the budget, Lighthouse,
 * the first load's profile). `dist` measures another build (an A/B against a copy of dist/).
 */
export function spawnDemoShop(options: {
  port: number;
  embeddedDbPort: number;
  dataDir: string;
  dist?: string;
  /** What the server's messages go to: the caller's stderr, or nowhere. */
  stderr?: 'inherit' | 'ignore';
}): ChildProcess {
  const dist = options.dist ?? 'dist';
  return spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      EMBEDDED_DB_PORT: String(options.embeddedDbPort),
      LOG_LEVEL: 'warn',
      SITE_URL: `http://localhost:${options.port}`,
      PAYMENT_MODE: 'simulator',
      WEB_DIST: path.join(dist, 'web'),
    },
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
}

/** Stops a shop spawnDemoShop started (SIGTERM, as a host would) and removes its data folder. */
export async function stopDemoShop(server: ChildProcess, dataDir: string): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}
