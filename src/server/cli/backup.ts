import '../lib/supported-node.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, createBackup } from '../backup/create-backup.ts';
import { loadConfigOrExit } from '../config.ts';
import { createImageStorage } from '../lib/images/create-image-storage.ts';
import { openCliDatabaseUrl } from './cli-database.ts';

// npm run backup [-- --out FILE-OR-FOLDER]
// A consistent backup of the database and the pictures into one file (decision 025), while the
// shop runs or not. Default folder: BACKUP_DIR (DATA_DIR/backups).

const usage = 'Usage: npm run backup [-- --out backup.tar.gz | --out /a/folder]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function targetFile(out: string | undefined, folder: string, now: Date): Promise<string> {
  if (out === undefined) return path.join(folder, backupFileName(now));
  const isFolder = await fs
    .stat(out)
    .then((stat) => stat.isDirectory())
    .catch(() => !out.endsWith('.tar.gz'));
  return isFolder ? path.join(out, backupFileName(now)) : path.resolve(out);
}

async function main(): Promise<void> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const config = loadConfigOrExit();

  const now = new Date();
  const file = await targetFile(out, config.backupDir, now);
  const database = await openCliDatabaseUrl(config, { whileShopRuns: 'share' });
  try {
    const result = await createBackup({
      databaseUrl: database.url,
      storage: createImageStorage(config),
      file,
      now,
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Backup written: ${result.file}\n` +
        `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.manifest.tables.length} tables ` +
        `with ${rows} rows, ${result.manifest.images.count} picture files, schema version ` +
        `${result.manifest.migrations.length}\n` +
        `Restore it with: npm run restore -- ${result.file}\n`,
    );
  } finally {
    await database.close();
  }
}

await main().catch((error: unknown) => fail(`Backup failed: ${(error as Error).message}`));
