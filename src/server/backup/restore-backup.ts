import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { applyMigrations } from '../db/migrate.ts';
import type { ImageStorage } from '../lib/images/image-storage.ts';
import {
  backupManifestSchema,
  imageEntryName,
  tableEntryName,
  type BackupManifest,
} from './backup-manifest.ts';
import { knownMigrations, migrationsFolderUpTo, migrationsToRebuild } from './schema-version.ts';
import {
  copyTableIn,
  copyTableOut,
  readCatalogue,
  restoreSequences,
  setUserTriggers,
  useCanonicalOutput,
} from './table-copy.ts';

// A restore (decision 025) rebuilds the schema of the backup's version with this version's
// migrations, loads every table in one transaction, checks each against the checksum the backup
// recorded, writes the pictures back, and only then commits; this version's newer migrations
// follow. Anything unexpected rolls the database back as it was.

export class RestoreRefusedError extends Error {}

const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

// Entries are streamx streams, typed as iterables of unknown; their chunks are buffers.
async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How many of the shop's tables the database already has (its own schema and migrations). */
async function countShopTables(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: number }>(`
    select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`);
  return rows[0]?.count ?? 0;
}

async function emptyDatabase(client: pg.ClientBase): Promise<void> {
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; ' +
      'drop schema public cascade; create schema public',
  );
}

function sameShape(manifest: BackupManifest, catalogue: { name: string; columns: string[] }[]) {
  const shape = (tables: { name: string; columns: string[] }[]) =>
    JSON.stringify(
      tables
        .map((table) => ({ name: table.name, columns: [...table.columns].sort() }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  return shape(manifest.tables) === shape(catalogue);
}

export async function restoreBackup(options: {
  databaseUrl: string;
  storage: ImageStorage;
  file: string;
  /** Replace whatever the database holds (otherwise a non-empty database is refused). */
  force?: boolean;
}): Promise<{ manifest: BackupManifest; images: number }> {
  const extract = tar.extract();
  const archive = createReadStream(options.file);
  archive.on('error', (error) => extract.destroy(error));
  archive
    .pipe(createGunzip())
    .on('error', (error) => extract.destroy(error))
    .pipe(extract);
  const entries = extract[Symbol.asyncIterator]();

  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== 'manifest.json') {
      throw new RestoreRefusedError(`${options.file} is not a backup of this shop`);
    }
    const parsed = backupManifestSchema.safeParse(
      JSON.parse((await readAll(first.value)).toString('utf8')),
    );
    if (!parsed.success) {
      throw new RestoreRefusedError(`${options.file} is not a backup this version can read`);
    }
    const manifest = parsed.data;
    const rebuild = migrationsToRebuild(manifest.migrations, knownMigrations());

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const existing = await countShopTables(client);
      if (existing > 0 && !options.force) {
        throw new RestoreRefusedError(
          `The database already holds the shop's tables (${existing}). Restore into an empty ` +
            'data folder or database, or pass --force to replace everything in it.',
        );
      }
      if (existing > 0) await emptyDatabase(client);

      let images = 0;
      try {
        // The schema as the backup knew it.
        const folder = await migrationsFolderUpTo(rebuild);
        try {
          await applyMigrations(options.databaseUrl, folder);
        } finally {
          await fs.rm(folder, { recursive: true, force: true });
        }
        await useCanonicalOutput(client);
        const catalogue = await readCatalogue(client);
        if (!sameShape(manifest, catalogue.tables)) {
          throw new RestoreRefusedError(
            'The tables in the backup do not match the schema its migrations make; the backup was not restored',
          );
        }

        await client.query('begin');
        for (const table of manifest.tables) await setUserTriggers(client, table.name, false);
        let tableIndex = 0;
        for (let entry = await entries.next(); !entry.done; entry = await entries.next()) {
          const { name } = entry.value.header;
          const table = manifest.tables[tableIndex];
          if (table && name === tableEntryName(table.name)) {
            await copyTableIn(client, table, entry.value);
            tableIndex += 1;
          } else if (tableIndex === manifest.tables.length && name.startsWith('images/')) {
            const key = name.slice(imageEntryName('').length);
            const type = IMAGE_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
            await options.storage.put(key, await readAll(entry.value), type);
            images += 1;
          } else {
            throw new RestoreRefusedError(`Unexpected entry ${name} in the backup`);
          }
        }
        if (tableIndex !== manifest.tables.length || images !== manifest.images.count) {
          throw new RestoreRefusedError(
            `The backup is incomplete: ${tableIndex} of ${manifest.tables.length} tables, ` +
              `${images} of ${manifest.images.count} pictures`,
          );
        }
        await restoreSequences(client, manifest.sequences);
        for (const table of manifest.tables) {
          const copy = await copyTableOut(client, table);
          if (copy.rows !== table.rows || copy.sha256 !== table.sha256) {
            throw new RestoreRefusedError(
              `The table ${table.name} differs from the backup after loading; nothing was restored`,
            );
          }
        }
        for (const table of manifest.tables) await setUserTriggers(client, table.name, true);
        await client.query('commit');
      } catch (error) {
        // The database is left as empty as it was found: a second attempt needs no --force.
        await client.query('rollback').catch(() => undefined);
        await emptyDatabase(client).catch(() => undefined);
        throw error;
      }
      // What this version of the shop has added to the schema since.
      await applyMigrations(options.databaseUrl);
      return { manifest, images };
    } finally {
      await client.end();
    }
  } finally {
    extract.destroy();
    archive.destroy();
  }
}
