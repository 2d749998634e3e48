import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import { runSizeAlerts, type AlertRunDeps } from './size-alert-run.ts';
import { deleteUnconfirmedAlerts } from './size-alerts.service.ts';

const SEND_SIZE_ALERTS_QUEUE = 'send-size-alerts';
const DELETE_UNCONFIRMED_ALERTS_QUEUE = 'delete-unconfirmed-size-alerts';

/**
 * Fridays at 09:00 Berlin time, an hour after the planned items go live (the new-item form plans
 * them for Friday 08:00), and once after downtime that missed it. Unconfirmed requests are
 * deleted every night.
 */
export function sizeAlertJobs(
  deps: Omit<AlertRunDeps, 'shop'> & {
    clock: Clock;
    /** The shop's identity as the owner set it when the run starts (decision 056). */
    currentShop: () => Promise<AlertRunDeps['shop']>;
  },
): ScheduledJob[] {
  return [
    {
      queue: SEND_SIZE_ALERTS_QUEUE,
      cron: '0 9 * * 5',
      timeZone: 'Europe/Berlin',
      catchUpMissed: true,
      maxRunSeconds: 3600,
      run: async () => {
        await runSizeAlerts({ ...deps, shop: await deps.currentShop() }, deps.clock.now());
      },
    },
    {
      queue: DELETE_UNCONFIRMED_ALERTS_QUEUE,
      cron: '30 3 * * *',
      timeZone: 'Europe/Berlin',
      runAtStart: true,
      run: async () => {
        const deleted = await deleteUnconfirmedAlerts(deps.db, deps.clock.now());
        if (deleted > 0) deps.log.info({ deleted }, 'deleted unconfirmed size alerts');
      },
    },
  ];
}
