import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { ImageStorage } from '../lib/images/image-storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  imageEntryName,
  tableEntryName,
  type BackupManifest,
} from './backup-manifest.ts';
import { appliedMigrations } from './schema-version.ts';
import { copyTableOut, readCatalogue, useCanonicalOutput } from './table-copy.ts';

// A consistent online backup (decision 025): every table of one database snapshot, taken while
// the shop keeps serving, and every picture, in one file. Pictures are never changed or
// deleted once stored, so those listed after the snapshot include everything it points at.

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

/** `shop-backup-2026-11-23T03-30-00Z.tar.gz`: names sort by time. */
export function backupFileName(at: Date): string {
  return `shop-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

export const BACKUP_FILE_PATTERN = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

async function addFileEntry(pack: tar.Pack, name: string, file: string, mtime: Date) {
  const { size } = await fs.stat(file);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime }, (error) =>
      error ? reject(error) : resolve(),
    );
    createReadStream(file).on('error', reject).pipe(entry);
  });
}

export async function createBackup(options: {
  databaseUrl: string;
  storage: ImageStorage;
  /** Where the backup is written; the folder is created (mode 0700: it holds personal data). */
  file: string;
  now?: Date;
}): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const directory = path.dirname(options.file);
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(directory, '.backup-'));
  const partial = `${options.file}.partial`;
  try {
    // 1. One snapshot of the database, each table's COPY text into a staging file.
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    let manifest: Omit<BackupManifest, 'images'>;
    try {
      await useCanonicalOutput(client);
      await client.query('begin isolation level repeatable read read only');
      const migrations = await appliedMigrations(client);
      const catalogue = await readCatalogue(client);
      const tables: BackupManifest['tables'] = [];
      for (const table of catalogue.tables) {
        const output = createWriteStream(path.join(staging, `${table.name}.copy`), { mode: 0o600 });
        const copy = await copyTableOut(client, table, output);
        tables.push({ name: table.name, columns: table.columns, ...copy });
      }
      await client.query('commit');
      manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        migrations,
        tables,
        sequences: catalogue.sequences,
      };
    } finally {
      await client.end();
    }

    // 2. The pictures stored now: a superset of those the snapshot points at.
    const imageKeys: string[] = [];
    for await (const key of options.storage.list()) imageKeys.push(key);
    imageKeys.sort();

    // 3. One archive: the manifest first, then the tables in load order, then the pictures.
    const complete: BackupManifest = { ...manifest, images: { count: imageKeys.length } };
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await addEntry(
      pack,
      'manifest.json',
      Buffer.from(JSON.stringify(complete, null, 2)),
      createdAt,
    );
    for (const table of complete.tables) {
      const file = path.join(staging, `${table.name}.copy`);
      await addFileEntry(pack, tableEntryName(table.name), file, createdAt);
    }
    for (const key of imageKeys) {
      const data = await options.storage.get(key);
      if (!data)
        throw new Error(`The picture ${key} disappeared while the backup ran; run it again`);
      await addEntry(pack, imageEntryName(key), data, createdAt);
    }
    pack.finalize();
    await written;
    // Only a complete archive gets the final name.
    await fs.rename(partial, options.file);
    const { size } = await fs.stat(options.file);
    return { file: options.file, bytes: size, manifest: complete };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(partial, { force: true });
  }
}
