import { execFileSync } from 'node:child_process';
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
