import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

const DB_PORT = Number(process.env.E2E_DB_PORT ?? 54391);

/** Moves an order's shipment back by `days` in the database of the server under test. */
export function backdateShipment(orderId: string, days: number): void {
  execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['e2e/support/backdate-shipment.ts', orderId, String(days)],
    {
      env: {
        ...process.env,
        DATA_DIR: 'test-results/e2e-data',
        EMBEDDED_DB_PORT: String(DB_PORT),
      },
      stdio: 'pipe',
    },
  );
}

const LOCK_DIR = path.resolve('test-results/payout-lock');
// A worker killed while holding it must not stop the others for longer than a journey lasts.
const STALE_AFTER_MS = 120_000;

/**
 * Runs `work` while no other journey, in this worker or another, makes a seller due or starts a
 * payout run. A run pays every due seller of the shop, so without it one journey's run paid
 * the seller another journey had just made due, and that one's own run found nothing.
 * mkdir is the lock: it fails for every process but one.
 */
export async function whileNoOtherPayoutRuns<T>(work: () => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(LOCK_DIR), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await fs.stat(LOCK_DIR).catch(() => null);
      if (held !== null && Date.now() - held.mtimeMs > STALE_AFTER_MS)
        await fs.rm(LOCK_DIR, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(LOCK_DIR, { recursive: true, force: true });
  }
}
