import { sql } from 'drizzle-orm';
import type { FollowUpKind } from '../../../domain/order-events.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import type { PaymentGateways } from '../../lib/payments/payment-gateway.ts';
import { cancelAbandonedOrders } from './abandoned-orders.ts';
import { reconcilePendingPayments } from './order-payments.service.ts';

export const ORDER_MINUTE_QUEUE = 'order-minute';

/** The queue of the sweep the orders' minute replaced (decision 054). */
export const RETIRED_ORDER_QUEUES = ['cancel-abandoned-orders'];

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/**
 * Finds paid orders without an invoice follow-up and standing orders without a confirmation
 * follow-up, and records them. Every event records its follow-ups in its own transaction
 * (decision 054), so this finds nothing unless the code has a bug; it is the last safety net,
 * and what it mends is counted (shop_follow_ups_mended_total) and logged as a warning.
 */
async function mendMissingFollowUps(db: Database, now: Date): Promise<FollowUpKind[]> {
  const result = await db.execute<{ kind: FollowUpKind }>(sql`
    insert into follow_ups (key, kind, order_id, payload, after_key, next_attempt_at, created_at)
    select 'issue-invoice:' || o.id, 'issue-invoice', o.id, jsonb_build_object('orderId', o.id),
      null::text, ${now}::timestamptz, ${now}::timestamptz
    from orders o
    where o.paid_at is not null
      and not exists (select 1 from follow_ups f where f.key = 'issue-invoice:' || o.id)
    union all
    select 'mail-confirmation:' || o.id, 'mail-confirmation', o.id, jsonb_build_object('orderId', o.id),
      case when o.paid_at is not null then 'issue-invoice:' || o.id end, ${now}::timestamptz,
      ${now}::timestamptz
    from orders o
    where o.status <> 'cancelled' and (o.paid_at is not null or o.payment_method = 'cash')
      and not exists (select 1 from follow_ups f where f.key = 'mail-confirmation:' || o.id)
    on conflict (key) do nothing
    returning kind`);
  return result.rows.map((row) => row.kind);
}

/**
 * The orders' minute (on the job queue, lib/job-queue.ts): pending payments are asked about
 * again, unpaid online orders past their payment deadline are cancelled, the safety net looks
 * for missing follow-ups, and every follow-up that is due (a retry, or one whose process died)
 * runs. Also at start, so a shop that was down catches up at once. Reservations need no job:
 * an expired reservation is simply no reservation.
 */
export function orderJobs(options: {
  db: Database;
  clock: Clock;
  log: Log;
  followUps: FollowUpRunner;
  payments: PaymentGateways;
  /** Counts what the safety net had to record (a metric). */
  mended: (kind: FollowUpKind) => void;
}): ScheduledJob[] {
  const minute = async () => {
    const settled = await reconcilePendingPayments({
      db: options.db,
      gateways: options.payments,
      now: options.clock.now(),
      followUps: options.followUps,
    });
    if (settled > 0) options.log.info({ settled }, 'settled pending payments');
    const cancelled = await cancelAbandonedOrders(options, options.clock.now());
    if (cancelled > 0) options.log.info({ cancelled }, 'cancelled orders with abandoned payments');
    const mended = await mendMissingFollowUps(options.db, options.clock.now());
    if (mended.length > 0) {
      options.log.warn({ mended }, 'recorded follow-ups that their events had not');
      mended.forEach(options.mended);
    }
    const ran = await options.followUps.drain();
    if (ran > 0) options.log.info({ ran }, 'ran due follow-ups');
  };
  return [{ queue: ORDER_MINUTE_QUEUE, cron: '* * * * *', runAtStart: true, run: minute }];
}
