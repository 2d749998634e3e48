import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import { deleteExpiredSignups } from './seller-signups.service.ts';

const DELETE_EXPIRED_SIGNUPS_QUEUE = 'delete-expired-seller-signups';

/**
 * Sign-ups never confirmed are deleted every night (and at start), so an address and an IBAN
 * nobody confirmed are gone within a day of their link's end even when nobody reads sign-ups.
 */
export function sellerSignupJobs(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): ScheduledJob[] {
  return [
    {
      queue: DELETE_EXPIRED_SIGNUPS_QUEUE,
      cron: '40 3 * * *',
      timeZone: 'Europe/Berlin',
      runAtStart: true,
      run: async () => {
        const deleted = await deleteExpiredSignups(deps.db, deps.clock.now());
        if (deleted > 0) deps.log.info({ deleted }, 'deleted unconfirmed seller sign-ups');
      },
    },
  ];
}
