import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startJobQueue } from '../lib/job-queue.ts';
import { S3Client } from '../lib/s3/s3-client.ts';
import { startFakeS3, type FakeS3 } from '../test/fake-s3.ts';
import { insertProduct } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  backupJobs,
  backupsToDelete,
  DAILY_BACKUP_QUEUE,
  runScheduledBackup,
} from './backup-job.ts';

const name = (day: number) =>
  `shop-backup-2026-11-${String(day).padStart(2, '0')}T03-30-00Z.tar.gz`;

it('keeps the newest backups and touches no other file', () => {
  expect(backupsToDelete([name(20), 'notes.txt', name(22), name(21), name(19)], 2)).toEqual([
    name(20),
    name(19),
  ]);
  expect(backupsToDelete([name(20)], 14)).toEqual([]);
});

describe('the daily backup', () => {
  let t: TestApp;
  let s3: FakeS3;
  let directory: string;
  beforeAll(async () => {
    t = await createTestApp();
    s3 = await startFakeS3({ bucket: 'shop-backups' });
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-daily-'));
    await insertProduct(t.db, { name: 'Winterjacke' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('is scheduled every night at 03:30 Berlin time, and not at all when switched off', async () => {
    const config = loadConfig({});
    const jobs = backupJobs({
      config,
      databaseUrl: t.databaseUrl,
      storage: t.app.imageStorage,
      log: { info: () => undefined, error: () => undefined },
    });
    expect(jobs).toMatchObject([
      {
        queue: DAILY_BACKUP_QUEUE,
        cron: '30 3 * * *',
        timeZone: 'Europe/Berlin',
        catchUpMissed: true,
      },
    ]);
    const queue = await startJobQueue({
      databaseUrl: t.databaseUrl,
      log: { error: () => undefined },
      jobs,
    });
    await queue.stop();
    const schedules = await t.db.execute<{ name: string; timezone: string }>(
      sql`select name, timezone from pgboss.schedule`,
    );
    expect(schedules.rows).toEqual([{ name: DAILY_BACKUP_QUEUE, timezone: 'Europe/Berlin' }]);
    const off = loadConfig({ BACKUP_SCHEDULE: 'off' });
    expect(
      backupJobs({ config: off, databaseUrl: '', storage: t.app.imageStorage, log: console }),
    ).toEqual([]);
  });

  it('writes a backup, keeps the last ones here and in the bucket, and copies it there', async () => {
    for (const day of [19, 20, 21]) await fs.writeFile(path.join(directory, name(day)), 'old');
    await fs.writeFile(path.join(directory, 'notizen.txt'), 'bleibt');
    for (const day of [19, 20, 21]) {
      s3.objects.set(`backups/${name(day)}`, { body: Buffer.from('old'), contentType: 'x' });
    }
    s3.objects.set('produktfoto.webp', { body: Buffer.from('picture'), contentType: 'image/webp' });
    const bucket = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });

    const result = await runScheduledBackup({
      databaseUrl: t.databaseUrl,
      storage: t.app.imageStorage,
      directory,
      keep: 2,
      bucket,
      now: new Date('2026-11-22T03:30:00Z'),
    });

    expect(path.basename(result.file)).toBe(name(22));
    expect((await fs.readdir(directory)).sort()).toEqual(['notizen.txt', name(21), name(22)]);
    expect([...s3.objects.keys()].sort()).toEqual([
      `backups/${name(21)}`,
      `backups/${name(22)}`,
      'produktfoto.webp',
    ]);
    expect(s3.objects.get(`backups/${name(22)}`)?.body).toEqual(await fs.readFile(result.file));
    expect(result.copiedTo).toBe(`backups/${name(22)}`);
    expect(result.manifest.tables.find((table) => table.name === 'products')?.rows).toBe(1);
  });
});
