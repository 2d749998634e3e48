import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { startJobQueue } from './job-queue.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const log = { error: (_: object, message: string) => errors.push(message) };
const errors: string[] = [];

it('schedules each job in its time zone and runs those that ask for it at start', async () => {
  const runs: string[] = [];
  const queue = await startJobQueue({
    databaseUrl: database.url,
    log,
    jobs: [
      {
        queue: 'every-minute',
        cron: '* * * * *',
        runAtStart: true,
        run: async () => void runs.push('a'),
      },
      {
        queue: 'at-night',
        cron: '30 3 * * *',
        timeZone: 'Europe/Berlin',
        catchUpMissed: true,
        maxRunSeconds: 3600,
        run: async () => void runs.push('b'),
      },
    ],
  });
  await queue.stop();
  expect(runs).toEqual(['a']);
  const schedules = await database.pool.query<{ name: string; cron: string; timezone: string }>(
    'select name, cron, timezone from pgboss.schedule order by name',
  );
  expect(schedules.rows).toEqual([
    { name: 'at-night', cron: '30 3 * * *', timezone: 'Europe/Berlin' },
    { name: 'every-minute', cron: '* * * * *', timezone: 'UTC' },
  ]);
  expect(errors).toEqual([]);
});

it('takes away a queue an earlier release scheduled and this one retired', async () => {
  const noop = async () => undefined;
  const before = await startJobQueue({
    databaseUrl: database.url,
    log,
    jobs: [{ queue: 'old-sweep', cron: '* * * * *', run: noop }],
  });
  await before.stop();
  const after = await startJobQueue({
    databaseUrl: database.url,
    log,
    retired: ['old-sweep', 'never-existed'],
    jobs: [{ queue: 'new-minute', cron: '* * * * *', run: noop }],
  });
  await after.stop();
  const schedules = await database.pool.query<{ name: string }>(
    "select name from pgboss.schedule where name in ('old-sweep', 'new-minute') order by name",
  );
  expect(schedules.rows.map((row) => row.name)).toEqual(['new-minute']);
});

it('takes over a database whose job queue pg-boss 10 made (schema version 24)', async () => {
  const old = await createTestDatabase();
  try {
    await old.pool.query(`
      create schema pgboss;
      create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz);
      insert into pgboss.version (version) values (24);
      create table pgboss.job (id uuid primary key, name text not null, state text not null);
    `);
    const queue = await startJobQueue({
      databaseUrl: old.url,
      log,
      jobs: [{ queue: 'sweep', cron: '* * * * *', run: async () => undefined }],
    });
    await queue.stop();
    const version = await old.pool.query<{ version: number }>('select version from pgboss.version');
    expect(Number(version.rows[0]?.version)).toBeGreaterThanOrEqual(25);
    const schedules = await old.pool.query<{ name: string }>('select name from pgboss.schedule');
    expect(schedules.rows.map((row) => row.name)).toEqual(['sweep']);
    expect(errors).toEqual([]);
  } finally {
    await old.close();
  }
});

it('serves while the runs at start go on, and waits for them when it stops', async () => {
  let release = () => undefined as void;
  const longRun = new Promise<void>((resolve) => (release = resolve));
  const runs: string[] = [];
  const queue = await startJobQueue({
    databaseUrl: database.url,
    log,
    jobs: [
      {
        queue: 'a-long-catch-up',
        cron: '* * * * *',
        runAtStart: true,
        run: async () => {
          await longRun;
          runs.push('catch-up');
        },
      },
      {
        queue: 'after-it',
        cron: '* * * * *',
        runAtStart: true,
        run: async () => void runs.push('next'),
      },
    ],
  });
  // startJobQueue has returned although the first run at start still waits.
  expect(runs).toEqual([]);
  const stopped = queue.stop();
  release();
  await stopped;
  // The run in hand finished; the one after it did not begin once stopping had started.
  expect(runs).toEqual(['catch-up']);
});
