import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answersOk, freePort, pollUntil } from '../../src/server/test/processes.ts';

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
  await pollUntil(() => answersOk(url), {
    timeoutMs: seconds * 1000,
    intervalMs: 250,
    failure: () => `${url} did not answer`,
  });
}

/** A demo shop started by startDemoShop. */
export interface DemoShop {
  baseUrl: string;
  /** Settles once the shop answers /readyz (its first start seeds the demo catalogue). */
  ready: () => Promise<void>;
  /** Stops it (SIGTERM, as a host would) and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts the built shop as `npm start` would, with its embedded PostgreSQL and the demo catalogue,
 * in a fresh data folder, on the given ports or free ones: for the scripts that measure what a
 * visitor gets (the budget, Lighthouse, the first load's profile). `dist` measures another build
 * (an A/B against a copy of dist/). It returns while the shop starts, so the caller can start its
 * browser meanwhile and then wait for `ready`.
 */
export async function startDemoShop(options: {
  /** Names the data folder, e.g. 'budget'. */
  purpose: string;
  port?: number;
  embeddedDbPort?: number;
  dist?: string;
}): Promise<DemoShop> {
  const dist = options.dist ?? 'dist';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${options.purpose}-`));
  const port = options.port ?? (await freePort());
  const embeddedDbPort = options.embeddedDbPort ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(embeddedDbPort),
      LOG_LEVEL: 'warn',
      SITE_URL: baseUrl,
      PAYMENT_MODE: 'simulator',
      WEB_DIST: path.join(dist, 'web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    baseUrl,
    ready: () => waitUntilAnswering(`${baseUrl}/readyz`, 150),
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port number from the environment variable `name`, if it is set. */
export function portFrom(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined ? undefined : Number(value);
}
