import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { ImageStorage } from '../lib/images/image-storage.ts';
import type { ScheduledJob } from '../lib/job-queue.ts';
import { BACKUPS_PREFIX, S3Client } from '../lib/s3/s3-client.ts';
import {
  BACKUP_FILE_PATTERN,
  backupFileName,
  createBackup,
  type BackupResult,
} from './create-backup.ts';
import { SHOP_TIME_ZONE } from '../../domain/calendar.ts';

// The daily backup (decision 025): at BACKUP_SCHEDULE (Berlin time) one process of the shop
// writes a backup into BACKUP_DIR, keeps the last BACKUP_KEEP there, and with BACKUP_TO_S3
// copies it into the bucket under backups/, keeping as many there.

export const DAILY_BACKUP_QUEUE = 'daily-backup';

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/** The backup names to delete so that the newest `keep` remain (names sort by time). */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return names
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse()
    .slice(keep);
}

function backupBucket(config: Config): S3Client | null {
  if (!config.BACKUP_TO_S3) return null;
  // loadConfig has already refused BACKUP_TO_S3 without these.
  return new S3Client({
    endpoint: config.S3_ENDPOINT ?? '',
    region: config.S3_REGION,
    bucket: config.BACKUP_S3_BUCKET ?? config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}

export async function runScheduledBackup(options: {
  databaseUrl: string;
  storage: ImageStorage;
  directory: string;
  keep: number;
  bucket: S3Client | null;
  now: Date;
}): Promise<BackupResult & { deleted: string[]; copiedTo: string | null }> {
  const name = backupFileName(options.now);
  const result = await createBackup({
    databaseUrl: options.databaseUrl,
    storage: options.storage,
    file: path.join(options.directory, name),
    now: options.now,
  });
  const deleted = backupsToDelete(await fs.readdir(options.directory), options.keep);
  for (const old of deleted) await fs.rm(path.join(options.directory, old), { force: true });

  let copiedTo: string | null = null;
  if (options.bucket) {
    copiedTo = `${BACKUPS_PREFIX}${name}`;
    await options.bucket.putFile(copiedTo, result.file, 'application/gzip');
    const stored: string[] = [];
    for await (const key of options.bucket.listKeys(BACKUPS_PREFIX)) {
      stored.push(key.slice(BACKUPS_PREFIX.length));
    }
    for (const old of backupsToDelete(stored, options.keep)) {
      await options.bucket.delete(`${BACKUPS_PREFIX}${old}`);
    }
  }
  return { ...result, deleted, copiedTo };
}

export function backupJobs(options: {
  config: Config;
  databaseUrl: string;
  storage: ImageStorage;
  log: Log;
  now?: () => Date;
}): ScheduledJob[] {
  const { config } = options;
  if (config.BACKUP_SCHEDULE === 'off') return [];
  return [
    {
      queue: DAILY_BACKUP_QUEUE,
      cron: config.BACKUP_SCHEDULE,
      timeZone: SHOP_TIME_ZONE,
      // A shop that was down at the time backs up once when it is back.
      catchUpMissed: true,
      maxRunSeconds: 6 * 3600,
      run: async () => {
        const result = await runScheduledBackup({
          databaseUrl: options.databaseUrl,
          storage: options.storage,
          directory: config.backupDir,
          keep: config.BACKUP_KEEP,
          bucket: backupBucket(config),
          now: options.now?.() ?? new Date(),
        });
        options.log.info(
          {
            file: result.file,
            bytes: result.bytes,
            tables: result.manifest.tables.length,
            images: result.manifest.images.count,
            deleted: result.deleted,
            copiedTo: result.copiedTo,
          },
          'backup written',
        );
      },
    },
  ];
}
