import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import { recordTermsNotices } from './terms-notices.service.ts';

const TERMS_NOTICES_QUEUE = 'seller-terms-notices';

/**
 * At start (a release with new terms mails their sellers at once) and every morning (a seller
 * whose address came back, or a run that failed), each seller on older terms is told once; the
 * mails are follow-ups, sent by the runner woken here or by the minute's job.
 */
export function termsNoticeJobs(deps: {
  db: Database;
  clock: Clock;
  followUps: FollowUpRunner;
  log: Pick<FastifyBaseLogger, 'info'>;
}): ScheduledJob[] {
  return [
    {
      queue: TERMS_NOTICES_QUEUE,
      cron: '0 9 * * *',
      timeZone: 'Europe/Berlin',
      runAtStart: true,
      run: async () => {
        const behind = await recordTermsNotices(deps.db, deps.clock.now());
        if (behind > 0) {
          deps.log.info({ sellers: behind }, 'sellers on older consignment terms, each told once');
          deps.followUps.wake('terms-notices');
        }
      },
    },
  ];
}
