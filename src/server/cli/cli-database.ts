import type { Config } from '../config.ts';
import { connectDatabase, type DatabaseConnection } from '../db/client.ts';
import {
  embeddedPaths,
  findRunningEmbeddedDatabase,
  startEmbeddedDatabase,
} from '../db/embedded-database.ts';
import { applyMigrations } from '../db/migrate.ts';

export class ShopRunningError extends Error {}

/**
 * The database a command-line tool works on, as it is: DATABASE_URL if set; otherwise the
 * embedded database of the running shop (never a second server on the same files), or, when
 * `whileShopRuns` is 'refuse', an error saying to stop the shop first; otherwise the embedded
 * database started just for this command and stopped again by `close`.
 */
export async function openCliDatabaseUrl(
  config: Config,
  options: { whileShopRuns: 'share' | 'refuse' },
): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => undefined };
  const running = await findRunningEmbeddedDatabase(config.dataDir);
  if (running && options.whileShopRuns === 'refuse') {
    throw new ShopRunningError(
      `The shop is running on ${embeddedPaths(config.dataDir).clusterDir}; stop it first.`,
    );
  }
  if (running) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedDatabase({
    dataDir: config.dataDir,
    port: config.EMBEDDED_DB_PORT,
    sharedBuffersMb: config.EMBEDDED_DB_SHARED_BUFFERS_MB,
  });
  return { url: embedded.url, close: embedded.stop };
}

/** A migrated database connection for a command-line tool (see openCliDatabaseUrl). */
export async function openCliDatabase(config: Config): Promise<DatabaseConnection> {
  const database = await openCliDatabaseUrl(config, { whileShopRuns: 'share' });
  try {
    await applyMigrations(database.url);
  } catch (error) {
    await database.close();
    throw error;
  }
  const connection = connectDatabase(database.url, { max: 2 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await database.close();
    },
  };
}
