import { eq, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishDueDrafts } from './product-publication.ts';

// Planned items go live on their minute, not when the job queue gets round to it (decision 096).
// pg-boss starts its once-a-minute job up to about 30 s after the minute (its cron monitor), and a
// Friday drop planned for 08:00 is awaited by every parent at 08:00:00. So each run of the job,
// and each save of a planned item in this process, looks up the next planned time; when it is
// close, a timer in this process publishes at that instant. The minute job stays the safety net:
// a process that dies with its timer set leaves the items to the next run, in any process.

/**
 * How far ahead a timer is set: past the next run of the minute job even when that run is late,
 * so a planned minute is always covered by some run's timer.
 */
export const PLANNED_TIMER_HORIZON_MS = 120_000;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type PlannedItems = {
  /** Publishes the planned items whose time has come, then sets the timer for the next ones. */
  publishDue: () => Promise<number[]>;
  /**
   * Sets the timer if the next planned time is within the horizon (after a plan is saved). Never
   * fails: a lookup that does is logged, and the minute job publishes as before.
   */
  lookAhead: () => Promise<void>;
  /** Clears the timer (the app closes). */
  stop: () => void;
};

/**
 * The earliest planned time among the drafts, or null. Not only those ahead: a timer may fire a
 * millisecond before its time by the wall clock, and the plan it was for must still be found.
 */
async function nextPlannedTime(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(products.publishAt) })
    .from(products)
    .where(eq(products.status, 'draft'));
  return row?.next ?? null;
}

export function createPlannedItems(options: {
  db: Database;
  clock: Clock;
  log: Log;
}): PlannedItems {
  let timer: NodeJS.Timeout | undefined;
  let timerAt: number | undefined;
  let stopped = false;

  const publishDue = async (): Promise<number[]> => {
    const published = await publishDueDrafts(options.db, options.clock.now());
    if (published.length > 0) {
      options.log.info({ itemNumbers: published }, 'published planned items');
    }
    await lookAhead();
    return published;
  };

  const lookAhead = async (): Promise<void> => {
    const next = await nextPlannedTime(options.db).catch((error: unknown) => {
      options.log.error({ err: error }, 'looking up the next planned item failed');
      return null;
    });
    if (stopped || next === null) return;
    // Measured after the lookup, so the timer does not fire early by the lookup's time.
    const delay = Math.max(0, next.getTime() - options.clock.now().getTime());
    if (delay > PLANNED_TIMER_HORIZON_MS) return;
    // A timer already set for this time or an earlier one fires first and looks ahead again.
    if (timerAt !== undefined && timerAt <= next.getTime()) return;
    clearTimeout(timer);
    timerAt = next.getTime();
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = undefined;
      publishDue().catch((error: unknown) =>
        options.log.error({ err: error }, 'publishing planned items on their minute failed'),
      );
    }, delay);
    // A timer alone keeps no process alive; closing the app clears it.
    timer.unref();
  };

  return {
    publishDue,
    lookAhead,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      timerAt = undefined;
    },
  };
}
