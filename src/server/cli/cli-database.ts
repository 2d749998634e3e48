import type { Config } from '../config.ts';
import { connectDatabase, type DatabaseConnection } from '../db/client.ts';
import { findRunningEmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded-database.ts';
import { applyMigrations } from '../db/migrate.ts';

/**
 * A database for a command-line tool: DATABASE_URL if set; otherwise the embedded database of the
 * running shop (never a second server on the same files); otherwise the embedded database started
 * just for this command and stopped again by `close`.
 */
export async function openCliDatabase(config: Config): Promise<DatabaseConnection> {
  const url = config.DATABASE_URL ?? (await findRunningEmbeddedDatabase(config.dataDir));
  if (url) {
    await applyMigrations(url);
    return connectDatabase(url, { max: 2 });
  }
  const embedded = await startEmbeddedDatabase({
    dataDir: config.dataDir,
    port: config.EMBEDDED_DB_PORT,
  });
  await applyMigrations(embedded.url);
  const connection = connectDatabase(embedded.url, { max: 2 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await embedded.stop();
    },
  };
}
