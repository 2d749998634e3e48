import '../lib/supported-node.ts';
import { parseArgs } from 'node:util';
import { RestoreRefusedError, restoreBackup } from '../backup/restore-backup.ts';
import { NewerSchemaError } from '../backup/schema-version.ts';
import { loadConfigOrExit } from '../config.ts';
import { createImageStorage } from '../lib/images/create-image-storage.ts';
import { openCliDatabaseUrl, ShopRunningError } from './cli-database.ts';

// npm run restore -- FILE [--force]
// Restores a backup (decision 025) into the database and picture store the configuration names:
// an empty DATA_DIR (the embedded database is created) or an empty DATABASE_URL. A database that
// already holds the shop is refused unless --force is given; the shop must not be running.

const usage = 'Usage: npm run restore -- backup.tar.gz [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let file: string | undefined;
  let force = false;
  try {
    const parsed = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    [file] = parsed.positionals;
    force = parsed.values.force;
    if (parsed.positionals.length !== 1) throw new Error('expected exactly one backup file');
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const config = loadConfigOrExit();

  const database = await openCliDatabaseUrl(config, { whileShopRuns: 'refuse' });
  try {
    const { manifest, images } = await restoreBackup({
      databaseUrl: database.url,
      storage: createImageStorage(config),
      file: file as string,
      force,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables with ` +
        `${rows} rows (each checked against the backup), ${images} picture files.\n` +
        'Start the shop with npm start.\n',
    );
  } finally {
    await database.close();
  }
}

await main().catch((error: unknown) => {
  const known =
    error instanceof RestoreRefusedError ||
    error instanceof NewerSchemaError ||
    error instanceof ShopRunningError;
  fail(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
});
