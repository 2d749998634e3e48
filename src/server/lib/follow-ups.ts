import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FollowUpKind } from '../../domain/order-events.ts';
import type { Database, DatabaseOrTransaction } from '../db/client.ts';
import { followUps } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { FaultPoints } from './fault-points.ts';

// The transactional outbox (decision 054). A change records the work that must follow it (an
// invoice, a mail, a refund) as rows of follow_ups in its own transaction, so the work can be
// neither lost (the change committed without it) nor done for a change that rolled back. The
// runner does each row once:
//
// - It takes one due row with `for update skip locked` inside a transaction and keeps that
//   transaction open while the handler runs; what the handler writes to the database commits
//   together with "done". A process killed half-way leaves nothing behind: PostgreSQL rolls the
//   transaction back and the row is free again at once, for this process after its restart or
//   for any other process (no lease to wait out).
// - What leaves the database (a mail, a refund at the provider) cannot roll back. Those handlers
//   send under the row's key: a mail carries it as its Message-ID (and the outbox folder writes
//   it once), a refund as the provider's idempotency key. Done again after a crash, the provider
//   answers the first refund; a mail server may deliver a mail twice, which the same Message-ID
//   lets mail programs fold into one.
// - A failure is retried after a growing pause; after the last try, or at once for a failure
//   that retrying cannot change (FinalFollowUpError), the row is 'failed' and the owner sees it
//   on the order page and the dashboard, with a button to try again.

export type FollowUpRow = typeof followUps.$inferSelect;

/** A follow-up to record: its kind and what it is about, which together make its key. */
export type NewFollowUp = {
  kind: FollowUpKind;
  /** What the work is about (an order, a return, a refund, a withdrawal, an event). */
  subject: string | number;
  orderId?: string | null;
  payload?: Record<string, string>;
  /** Runs only once this follow-up is done or skipped. */
  after?: { kind: FollowUpKind; subject: string | number } | null;
};

export function followUpKey(kind: FollowUpKind, subject: string | number): string {
  return `${kind}:${subject}`;
}

/**
 * Records follow-ups inside the caller's transaction. One already recorded under the same key is
 * left as it is: asking twice for the same work (e.g. the confirmation of an order marked paid
 * after it was placed for cash) does it once.
 */
export async function recordFollowUps(
  tx: DatabaseOrTransaction,
  items: readonly NewFollowUp[],
  context: { eventId?: number | null; now: Date },
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(followUps)
    .values(
      items.map((item) => ({
        key: followUpKey(item.kind, item.subject),
        kind: item.kind,
        orderId: item.orderId ?? null,
        eventId: context.eventId ?? null,
        payload: item.payload ?? {},
        afterKey: item.after ? followUpKey(item.after.kind, item.after.subject) : null,
        nextAttemptAt: context.now,
        createdAt: context.now,
      })),
    )
    .onConflictDoNothing({ target: followUps.key });
}

/** A failure that trying again cannot change (e.g. the provider refused a refund). */
export class FinalFollowUpError extends Error {}

export type FollowUpContext = { tx: DatabaseOrTransaction; followUp: FollowUpRow; now: Date };

export interface FollowUpHandler {
  /** Does the work; 'skipped' when it is no longer wanted (e.g. the order was paid meanwhile). */
  run(context: FollowUpContext): Promise<void | 'skipped'>;
  /** After the last failed try, in the same transaction (the handler's own writes undone). */
  gaveUp?(context: FollowUpContext, error: unknown): Promise<void>;
}

export type FollowUpHandlers = Record<FollowUpKind, FollowUpHandler>;

/** After this many failed tries a follow-up waits for a person. */
export const MAX_FOLLOW_UP_ATTEMPTS = 7;

/** Minutes before the next try after the n-th failure. */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360];

function nextAttemptAt(attempts: number, now: Date): Date {
  const minutes = RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)] ?? 360;
  return new Date(now.getTime() + minutes * 60_000);
}

type Log = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type FollowUpRunner = {
  /**
   * Called after a change committed (`what` names it, e.g. 'payment-captured'): runs the due
   * follow-ups soon, without the caller waiting for them.
   */
  wake(what: string): void;
  /** Resolves once nothing is running (tests wait for it before they look at mails). */
  settled(): Promise<void>;
  /**
   * Runs every due follow-up, one after another, until none is due; returns how many ran. A
   * drain already running in this process is joined, not run beside (it goes one more round).
   */
  drain(): Promise<number>;
  /**
   * At shutdown: every drain ends after the follow-up in hand, then resolves once nothing runs.
   * What is left stays due in the table for the next process or the next minute; each
   * follow-up is its own transaction, so stopping between two loses nothing.
   */
  stop(): Promise<void>;
};

/**
 * For changes made before the shop serves (the demo seed): it runs nothing now; the minute's job
 * does the follow-ups when the shop starts.
 */
export const followUpsAtNextRun: FollowUpRunner = {
  wake: () => undefined,
  settled: async () => undefined,
  drain: async () => 0,
  stop: async () => undefined,
};

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The one runner of follow-ups (see above); every process has one, and the minute's job. */
export function createFollowUpRunner(options: {
  db: Database;
  handlers: FollowUpHandlers;
  clock: Clock;
  log: Log;
  faults: FaultPoints;
  /** Counts follow-ups by kind and outcome (done, skipped, retry, failed). */
  count?: (kind: FollowUpKind, outcome: string) => void;
}): FollowUpRunner {
  const { db, handlers, clock, log, faults } = options;

  /** Takes one due follow-up and does it in one transaction; false when none is due. */
  async function runOne(): Promise<boolean> {
    const ran = await db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .select()
        .from(followUps)
        .where(
          and(
            eq(followUps.status, 'pending'),
            lte(followUps.nextAttemptAt, now),
            or(
              isNull(followUps.afterKey),
              sql`exists (select 1 from follow_ups d where d.key = ${followUps.afterKey} and d.status in ('done', 'skipped'))`,
            ),
          ),
        )
        .orderBy(asc(followUps.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const handler = handlers[row.kind];
      const context = { tx, followUp: row, now };
      try {
        const outcome = await tx.transaction(async (savepoint) =>
          handler.run({ ...context, tx: savepoint }),
        );
        faults.reached(`follow-up:${row.kind}:before-done`);
        await tx
          .update(followUps)
          .set({
            status: outcome === 'skipped' ? 'skipped' : 'done',
            attempts: row.attempts + 1,
            lastError: null,
            doneAt: now,
          })
          .where(eq(followUps.id, row.id));
        return { row, outcome: outcome === 'skipped' ? 'skipped' : 'done' };
      } catch (error) {
        const attempts = row.attempts + 1;
        const final = error instanceof FinalFollowUpError || attempts >= MAX_FOLLOW_UP_ATTEMPTS;
        await tx
          .update(followUps)
          .set({
            status: final ? 'failed' : 'pending',
            attempts,
            lastError: errorText(error),
            nextAttemptAt: final ? row.nextAttemptAt : nextAttemptAt(attempts, now),
          })
          .where(eq(followUps.id, row.id));
        if (final) await handler.gaveUp?.(context, error);
        (final ? log.error : log.warn)(
          { err: error, followUp: row.key, attempts },
          final ? 'follow-up failed, the owner is shown it' : 'follow-up failed, tried again later',
        );
        return { row, outcome: final ? 'failed' : 'retry' };
      }
    });
    if (!ran) return false;
    options.count?.(ran.row.kind, ran.outcome);
    faults.reached(`follow-up:${ran.row.kind}:done`);
    return true;
  }

  // One drain at a time per process: the minute's job, its run at start and a wake after a change
  // all join the drain in hand (which then goes one more round) instead of running beside it. Two
  // drains side by side in one process did each follow-up once all the same (the row lock), but
  // out of order: the second took the next follow-up while the first was still on its own.
  let stopped = false;
  /** Follow-ups this runner has done, so a drain can say how many came while it waited. */
  let ran = 0;
  let running: Promise<void> | null = null;
  let again = false;
  function start(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await runOne())) ran += 1;
        } catch (error) {
          // The database went away: the minute's job, or the next change, tries again.
          log.error({ err: error }, 'follow-ups not run');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    wake(what) {
      faults.reached(`committed:${what}`);
      void start();
    },
    async settled() {
      while (running) await running;
    },
    async drain() {
      const before = ran;
      await start();
      return ran - before;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}

/** The follow-ups of an order, oldest first, for the owner's order page. */
export async function listOrderFollowUps(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<FollowUpRow[]> {
  return db
    .select()
    .from(followUps)
    .where(eq(followUps.orderId, orderId))
    .orderBy(asc(followUps.id));
}

/**
 * Puts failed follow-ups back in the queue, now (the owner's "Erneut versuchen"). Returns how
 * many it found; only failed ones move.
 */
export async function retryFollowUps(
  db: DatabaseOrTransaction,
  where: { ids?: number[]; keys?: string[] },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(followUps)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(
      and(
        eq(followUps.status, 'failed'),
        or(
          where.ids ? inArray(followUps.id, where.ids) : undefined,
          where.keys ? inArray(followUps.key, where.keys) : undefined,
        ),
      ),
    )
    .returning({ id: followUps.id });
  return rows.length;
}

/** Marks open or failed follow-ups as not wanted any more (e.g. a refund the owner paid out). */
export async function skipFollowUps(
  db: DatabaseOrTransaction,
  keys: string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(followUps)
    .set({ status: 'skipped', doneAt: now })
    .where(and(inArray(followUps.key, keys), inArray(followUps.status, ['pending', 'failed'])));
}
