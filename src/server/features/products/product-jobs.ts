import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import type { PriceStep } from '../../../domain/price-steps.ts';
import { applyDuePriceSteps } from './price-steps.service.ts';

const PUBLISH_DUE_DRAFTS_QUEUE = 'publish-due-drafts';
const APPLY_PRICE_STEPS_QUEUE = 'apply-price-steps';

type Log = { info: (object: object, message: string) => void };

/**
 * Planned items go live by themselves: every minute (the finest step of the job queue's cron),
 * and at start, so items planned while the shop was down go live as soon as it is back; each run
 * also sets the timer that publishes the next ones on their minute (decision 096). Price
 * steps begin the same way (decision 076): a step begins at a Berlin midnight, and the minute
 * after it the item costs less; the steps are the owner's setting in effect then.
 */
export function productJobs(options: {
  db: Database;
  clock: Clock;
  log: Log;
  priceSteps: () => Promise<readonly PriceStep[]>;
  /** The app's `plannedItems.publishDue`. */
  publishDue: () => Promise<unknown>;
}): ScheduledJob[] {
  const run = async () => {
    await options.publishDue();
  };
  const step = async () => {
    const stepped = await applyDuePriceSteps(
      options.db,
      await options.priceSteps(),
      options.clock.now(),
    );
    if (stepped.length > 0) options.log.info({ stepped }, 'lowered prices by their steps');
  };
  return [
    { queue: PUBLISH_DUE_DRAFTS_QUEUE, cron: '* * * * *', runAtStart: true, run },
    { queue: APPLY_PRICE_STEPS_QUEUE, cron: '* * * * *', runAtStart: true, run: step },
  ];
}
