import { execFileSync } from 'node:child_process';
import path from 'node:path';

const DB_PORT = Number(process.env.E2E_DB_PORT ?? 54391);

/**
 * Moves an item's first listing back by `days` and gives its seller a stored choice for unsold
 * items (decision 076), in the database of the server under test.
 */
export function backdateListing(productId: string, days: number, choice: string): void {
  execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['e2e/support/backdate-listing.ts', productId, String(days), choice],
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
