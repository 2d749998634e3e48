import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_UP_KINDS, type FollowUpKind } from '../../domain/order-events.ts';
import { connectDatabase } from '../db/client.ts';
import { followUps } from '../db/schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { Clock } from './clock.ts';
import { noFaultPoints } from './fault-points.ts';
import {
  createFollowUpRunner,
  FinalFollowUpError,
  MAX_FOLLOW_UP_ATTEMPTS,
  recordFollowUps,
  type FollowUpContext,
  type FollowUpHandler,
  type FollowUpHandlers,
} from './follow-ups.ts';

// The transactional outbox (decision 054) against PostgreSQL: each follow-up is done once, in
// order where it must wait for another, retried with pauses, given up visibly, and a process
// that dies half-way leaves its follow-up to the next runner at once.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let current = new Date('2026-11-27T09:00:00Z');
const clock: Clock = { now: () => new Date(current) };
const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  current = new Date('2026-11-27T09:00:00Z');
  await database.db.delete(followUps);
});

/** The same handler for every kind. */
function everyKind(handler: FollowUpHandler): FollowUpHandlers {
  return Object.fromEntries(FOLLOW_UP_KINDS.map((kind) => [kind, handler])) as Record<
    FollowUpKind,
    FollowUpHandler
  >;
}

function runnerOf(handler: FollowUpHandler, db = database.db) {
  return createFollowUpRunner({
    db,
    clock,
    log: quiet,
    faults: noFaultPoints,
    handlers: everyKind(handler),
  });
}

const record = (keys: string[], after?: string) =>
  recordFollowUps(
    database.db,
    keys.map((subject) => ({
      kind: 'mail-shipped',
      subject,
      after: after ? { kind: 'mail-shipped', subject: after } : null,
    })),
    { now: current },
  );

const rowOf = async (subject: string) => {
  const [row] = await database.db
    .select()
    .from(followUps)
    .where(eq(followUps.key, `mail-shipped:${subject}`));
  return row!;
};

const subjectOf = (context: FollowUpContext) => context.followUp.key.split(':')[1]!;

describe('the follow-up runner', () => {
  it('records a follow-up once under its key and does it once, in the order recorded', async () => {
    await record(['a', 'b']);
    await record(['a']);
    const done: string[] = [];
    const runner = runnerOf({ run: async (context) => void done.push(subjectOf(context)) });
    expect(await runner.drain()).toBe(2);
    expect(await runner.drain()).toBe(0);
    expect(done).toEqual(['a', 'b']);
    expect(await rowOf('a')).toMatchObject({ status: 'done', attempts: 1, doneAt: current });
  });

  it('runs a follow-up only after the one it waits for is done', async () => {
    await record(['mail'], 'invoice');
    await record(['invoice']);
    const done: string[] = [];
    let invoiceWorks = false;
    const runner = runnerOf({
      run: async (context) => {
        if (subjectOf(context) === 'invoice' && !invoiceWorks) throw new Error('PDF broken');
        done.push(subjectOf(context));
      },
    });
    await runner.drain();
    // The invoice failed, so the mail that would carry it waits.
    expect(done).toEqual([]);
    expect(await rowOf('mail')).toMatchObject({ status: 'pending', attempts: 0 });
    invoiceWorks = true;
    current = new Date(current.getTime() + 60_000);
    await runner.drain();
    expect(done).toEqual(['invoice', 'mail']);
  });

  it('tries again after growing pauses, undoes a failed try, and gives up visibly', async () => {
    await record(['x']);
    const gaveUp: string[] = [];
    const runner = runnerOf({
      run: async ({ tx, followUp }) => {
        // A write the failure must undo.
        await tx
          .update(followUps)
          .set({ payload: { half: 'done' } })
          .where(eq(followUps.id, followUp.id));
        throw new Error('mail server down');
      },
      gaveUp: async ({ tx, followUp }, error) => {
        gaveUp.push(String(error));
        await tx
          .update(followUps)
          .set({ payload: { told: 'owner' } })
          .where(eq(followUps.id, followUp.id));
      },
    });
    const pauses: number[] = [];
    for (let attempt = 1; attempt <= MAX_FOLLOW_UP_ATTEMPTS; attempt++) {
      const before = await rowOf('x');
      current = new Date(before.nextAttemptAt.getTime() - 1);
      expect(await runner.drain(), `not before its time (${attempt})`).toBe(0);
      current = before.nextAttemptAt;
      expect(await runner.drain()).toBe(1);
      const after = await rowOf('x');
      expect(after.attempts).toBe(attempt);
      expect(after.lastError).toBe('mail server down');
      if (after.status === 'pending') {
        pauses.push((after.nextAttemptAt.getTime() - current.getTime()) / 60_000);
        expect(after.payload).toEqual({});
      }
    }
    expect(pauses).toEqual([1, 5, 15, 60, 180, 360]);
    expect(await rowOf('x')).toMatchObject({ status: 'failed', payload: { told: 'owner' } });
    expect(gaveUp).toEqual(['Error: mail server down']);
    current = new Date(current.getTime() + 86_400_000);
    expect(await runner.drain()).toBe(0);
  });

  it('gives up at once on a failure that trying again cannot change', async () => {
    await record(['refused']);
    const runner = runnerOf({
      run: async () => {
        throw new FinalFollowUpError('PayPal refused the refund');
      },
    });
    await runner.drain();
    expect(await rowOf('refused')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PayPal refused the refund',
    });
  });

  it('does each of 40 follow-ups once with two processes draining together', async () => {
    const subjects = Array.from({ length: 40 }, (_, index) => `n${index}`);
    await record(subjects);
    const other = connectDatabase(database.url, { max: 4 });
    try {
      const done: string[] = [];
      const slow: FollowUpHandler = {
        run: async (context) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          done.push(subjectOf(context));
        },
      };
      const counts = await Promise.all([
        runnerOf(slow).drain(),
        runnerOf(slow, other.db).drain(),
        runnerOf(slow).drain(),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
      expect(done.sort()).toEqual([...subjects].sort());
    } finally {
      await other.close();
    }
  });

  it('runs one drain at a time in a process: a second joins the one in hand, in order', async () => {
    await record(['j1', 'j2']);
    const done: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const runner = runnerOf({
      run: async (context) => {
        if (subjectOf(context) === 'j1') {
          started();
          await held;
        }
        done.push(subjectOf(context));
      },
    });
    // The minute's job while a change's wake is still on j1: it must not take j2 beside it.
    runner.wake('test');
    await firstStarted;
    const joined = runner.drain();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(done).toEqual([]);
      expect((await rowOf('j2')).doneAt).toBeNull();
    } finally {
      // Also when it failed: a held follow-up would keep its row locked for the next tests.
      release();
    }
    expect(await joined).toBe(2);
    expect(done).toEqual(['j1', 'j2']);
  });

  it('leaves nothing behind when its process dies half-way: another runner does it at once', async () => {
    await record(['crash']);
    const dying = connectDatabase(database.url, { max: 2 });
    // Its session is ended under it; a dead process would not hear of it, this one must not crash.
    dying.pool.on('connect', (client) => client.on('error', () => undefined));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const stuck = runnerOf(
      {
        run: async ({ tx, followUp }) => {
          await tx
            .update(followUps)
            .set({ payload: { sent: 'half' } })
            .where(eq(followUps.id, followUp.id));
          started();
          await new Promise(() => undefined); // never finishes: the process dies here
        },
      },
      dying.db,
    );
    void stuck.drain().catch(() => undefined);
    await handlerStarted;
    // What kill -9 does to its connection: PostgreSQL ends the session and rolls it back.
    // pg_terminate_backend only signals; the row stays locked until the session has gone.
    const stuckSessions = await database.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where state = 'idle in transaction' and datname = current_database()`,
    );
    expect(stuckSessions.rows.length).toBeGreaterThan(0);
    for (const { pid } of stuckSessions.rows) {
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect
        .poll(
          async () =>
            (await database.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)).rows
              .length,
          { timeout: 2_000, interval: 10 },
        )
        .toBe(0);
    }
    const done: string[] = [];
    const next = runnerOf({ run: async (context) => void done.push(subjectOf(context)) });
    expect(await next.drain()).toBe(1);
    expect(done).toEqual(['crash']);
    expect(await rowOf('crash')).toMatchObject({ status: 'done', attempts: 1, payload: {} });
    // Its handler never returns its connection, so the pool is left, not ended.
  });

  it('wakes after a change and lets a test wait until it is done', async () => {
    await record(['w']);
    const done: string[] = [];
    const runner = runnerOf({ run: async (context) => void done.push(subjectOf(context)) });
    runner.wake('test');
    runner.wake('test');
    await runner.settled();
    expect(done).toEqual(['w']);
  });

  it('stops at shutdown after the follow-up in hand and leaves the rest due for the next process', async () => {
    await record(['s1', 's2', 's3']);
    const done: string[] = [];
    let release = () => undefined as void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const runner = runnerOf({
      run: async (context) => {
        if (subjectOf(context) === 's1') await first;
        done.push(subjectOf(context));
      },
    });
    runner.wake('test');
    const stopped = runner.stop();
    release();
    await stopped;
    expect(done).toEqual(['s1']);
    expect((await rowOf('s2')).doneAt).toBeNull();
    expect(await runner.drain()).toBe(0);

    const next = runnerOf({ run: async (context) => void done.push(subjectOf(context)) });
    expect(await next.drain()).toBe(2);
    expect(done).toEqual(['s1', 's2', 's3']);
  });
});
