import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

/**
 * Its pool (or single client) is `$client`, for the few statements drizzle cannot name
 * (decision 103).
 */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.Client };
/** A database handle or an open transaction: repositories accept either. */
export type DatabaseOrTransaction =
  Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
