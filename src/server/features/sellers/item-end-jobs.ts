import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import { endItemsTime } from './item-ends.service.ts';

const END_ITEMS_TIME_QUEUE = 'end-items-time';

/**
 * Items whose time is over end every minute (and at start, catching up after downtime), with the
 * owner's SORT_OUT_DAYS and PICKUP_DAYS in effect then; their pickup mails are follow-ups
 * recorded with them, sent right after by the woken runner (or the orders' minute, which drains
 * every due follow-up).
 * An end falls on a Berlin midnight, so the minute after it the seller's choice applies.
 */
export function itemEndJobs(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
  followUps: Pick<FollowUpRunner, 'wake'>;
  currentConfig: () => Promise<Pick<Config, 'SORT_OUT_DAYS' | 'PICKUP_DAYS'>>;
}): ScheduledJob[] {
  return [
    {
      queue: END_ITEMS_TIME_QUEUE,
      cron: '* * * * *',
      runAtStart: true,
      run: async () => {
        const config = await deps.currentConfig();
        const now = deps.clock.now();
        const { ended, notices } = await endItemsTime(
          deps.db,
          { sortOutDays: config.SORT_OUT_DAYS, pickupDays: config.PICKUP_DAYS },
          now,
        );
        if (ended.length > 0) deps.log.info({ ended: ended.length, notices }, 'ended items’ time');
        if (notices.length > 0) deps.followUps.wake('item-ends');
      },
    },
  ];
}
