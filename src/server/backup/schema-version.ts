import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate.ts';
import type { AppliedMigration } from './backup-manifest.ts';

// A database's schema version is the list of migrations applied to it. A backup records it; a
// restore rebuilds the schema up to exactly that point, loads the data, then applies whatever
// this version of the shop has added since.

/** The migrations this version of the shop knows, oldest first. */
export function knownMigrations(folder: string = migrationsFolder): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/** The migrations applied to a database, oldest first (none on an empty database). */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const table = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!table.rows[0]?.exists) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

export class NewerSchemaError extends Error {}

/**
 * How many of this version's migrations make the backup's schema; refuses a backup whose schema
 * has a migration this version does not know (it was made by a newer shop).
 */
export function migrationsToRebuild(
  backup: readonly AppliedMigration[],
  known: readonly AppliedMigration[],
): number {
  const unknown = backup.find((migration, index) => known[index]?.hash !== migration.hash);
  if (unknown) {
    const made = new Date(unknown.createdAt).toISOString().slice(0, 10);
    throw new NewerSchemaError(
      `The backup was made by a newer version of the shop: its database has a migration from ` +
        `${made} that this version does not know. Update the shop, then restore the backup.`,
    );
  }
  return backup.length;
}

/**
 * A migrations folder holding only the first `count` migrations, for drizzle's migrator (it
 * applies every migration its journal lists). The caller removes it.
 */
export async function migrationsFolderUpTo(count: number): Promise<string> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  await fs.mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  await fs.writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    await fs.copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}
