import { spawn, type ChildProcess } from 'node:child_process';
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
