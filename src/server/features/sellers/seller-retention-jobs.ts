import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import { applySellerDataRetention } from './seller-retention.service.ts';

const SELLER_DATA_RETENTION_QUEUE = 'seller-data-retention';

/**
 * Every night (and at start, so a shop that was down does not wait a day) the data of sellers who
 * left is deleted as far as the rules allow (decision 077). The share percent is read at run
 * time: it is the owner's setting.
 */
export function sellerRetentionJobs(deps: {
  db: Database;
  clock: Clock;
  sharePercent: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info'>;
}): ScheduledJob[] {
  return [
    {
      queue: SELLER_DATA_RETENTION_QUEUE,
      cron: '50 3 * * *',
      timeZone: 'Europe/Berlin',
      runAtStart: true,
      run: async () => {
        const done = await applySellerDataRetention(
          deps.db,
          await deps.sharePercent(),
          deps.clock.now(),
        );
        if (done.size > 0) {
          deps.log.info({ sellers: Object.fromEntries(done) }, 'deleted data of sellers who left');
        }
      },
    },
  ];
}
