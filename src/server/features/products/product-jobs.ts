import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import { publishDueDrafts } from './product-publication.ts';

const PUBLISH_DUE_DRAFTS_QUEUE = 'publish-due-drafts';

type Log = { info: (object: object, message: string) => void };

/**
 * Planned items go live by themselves: every minute (the finest step of the job queue's cron),
 * and at start, so items planned while the shop was down go live as soon as it is back.
 */
export function productJobs(options: { db: Database; clock: Clock; log: Log }): ScheduledJob[] {
  const run = async () => {
    const published = await publishDueDrafts(options.db, options.clock.now());
    if (published.length > 0) {
      options.log.info({ itemNumbers: published }, 'published planned items');
    }
  };
  return [{ queue: PUBLISH_DUE_DRAFTS_QUEUE, cron: '* * * * *', runAtStart: true, run }];
}
