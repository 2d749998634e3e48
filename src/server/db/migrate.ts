import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../lib/project-root.ts';

export const migrationsFolder = path.join(projectRoot, 'drizzle');

// Arbitrary constant naming "schema migrations" for pg_advisory_lock.
const MIGRATION_LOCK_ID = 7_245_001;

/**
 * Applies the committed SQL migrations (or those of `folder`, which a restore uses to stop at a
 * backup's schema version). Drizzle takes no lock of its own, so two app processes
 * starting together serialise on an advisory lock held by one dedicated connection.
 */
export async function applyMigrations(
  databaseUrl: string,
  folder: string = migrationsFolder,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
