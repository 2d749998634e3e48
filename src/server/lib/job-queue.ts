import pg from 'pg';
import { PgBoss } from 'pg-boss';

// Background work on pg-boss (PostgreSQL-backed, safe with several app processes: each job goes
// to exactly one of them). Features describe their scheduled jobs; main.ts starts them all on
// one queue. pg-boss keeps its tables in its own schema `pgboss`.

export type ScheduledJob = {
  queue: string;
  /** A cron expression, read in `timeZone`. */
  cron: string;
  /** Default: UTC. */
  timeZone?: string;
  /** Run once when the shop comes back after missing its time (default: skip it). */
  catchUpMissed?: boolean;
  /** How long one run may take before pg-boss hands it to another worker (default 15 min). */
  maxRunSeconds?: number;
  /** Also run at once when the shop starts, instead of waiting for the schedule. */
  runAtStart?: boolean;
  run: () => Promise<void>;
};

type Log = { error: (object: object, message: string) => void };

// Arbitrary constant naming "job queue set-up" for pg_advisory_lock.
const JOBS_SETUP_LOCK_ID = 7_245_003;

// pg-boss 12 migrates only schemas of version 25 (pg-boss 11) or later; pg-boss 10 left version
// 24. The queue holds nothing but scheduled jobs, scheduled anew at every start, so such a
// schema is dropped and pg-boss creates it afresh (decision 023).
const OLDEST_MIGRATABLE_QUEUE_SCHEMA = 25;

async function dropUnmigratableQueueSchema(client: pg.Client): Promise<void> {
  const table = await client.query<{ exists: boolean }>(
    "select to_regclass('pgboss.version') is not null as exists",
  );
  if (!table.rows[0]?.exists) return;
  const version = await client.query<{ version: number }>('select version from pgboss.version');
  if (Number(version.rows[0]?.version ?? 0) < OLDEST_MIGRATABLE_QUEUE_SCHEMA) {
    await client.query('drop schema pgboss cascade');
  }
}

export async function startJobQueue(options: {
  databaseUrl: string;
  log: Log;
  jobs: readonly ScheduledJob[];
  /** Queues an earlier release scheduled and this one no longer works: taken away. */
  retired?: readonly string[];
}): Promise<{
  stop: () => Promise<void>;
  /** Resolves when the runs at start are done (tests wait for it). */
  startedRuns: () => Promise<void>;
}> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', max: 2 });
  boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss failed'));
  // Two processes starting together on a fresh database deadlock inside pg-boss's queue
  // creation (found by two-processes.test.ts); they take turns under an advisory lock.
  const lock = new pg.Client({ connectionString: options.databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK_ID]);
    await dropUnmigratableQueueSchema(lock);
    await boss.start();
    // Left scheduled, a retired queue would gather a job a minute that nobody runs.
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of options.retired ?? []) {
      if (existing.has(name)) await boss.deleteQueue(name);
    }
    for (const job of options.jobs) {
      await boss.createQueue(job.queue, { expireInSeconds: job.maxRunSeconds ?? 900 });
      await boss.schedule(job.queue, job.cron, null, {
        tz: job.timeZone ?? 'UTC',
        missed: job.catchUpMissed ? 'once' : 'skip',
      });
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [JOBS_SETUP_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
  // A failed run is logged here; pg-boss then retries it (twice, by default).
  const run = async (job: ScheduledJob) => {
    try {
      await job.run();
    } catch (error) {
      options.log.error({ err: error }, `${job.queue} failed`);
      throw error;
    }
  };
  for (const job of options.jobs) {
    await boss.work(job.queue, () => run(job));
  }
  // The at-start runs go on in the background: the shop serves meanwhile. A start after a long
  // outage may find thousands of due follow-ups (one was measured at 137,000), and a process that
  // waited for them would not answer /readyz for minutes, in a rolling deploy or after a crash.
  let stopping = false;
  const atStart = (async () => {
    for (const job of options.jobs.filter((job) => job.runAtStart)) {
      if (stopping) return;
      await run(job).catch(() => undefined);
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
      await atStart;
    },
    startedRuns: () => atStart,
  };
}
