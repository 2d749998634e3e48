import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { sendMissingConfirmations } from './order-confirmation.ts';
import type { PaymentGateways } from '../../lib/payments/payment-gateway.ts';
import { cancelAbandonedOrders } from './order-lifecycle.ts';
import { reconcilePendingPayments } from './order-payments.service.ts';

export const CANCEL_ABANDONED_ORDERS_QUEUE = 'cancel-abandoned-orders';

// Arbitrary constant naming "job queue set-up" for pg_advisory_lock.
const JOBS_SETUP_LOCK_ID = 7_245_003;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

// pg-boss 12 migrates only schemas of version 25 (pg-boss 11) or later; pg-boss 10 left version
// 24. The queue holds nothing but the every-minute sweep, scheduled anew at every start, so such
// a schema is dropped and pg-boss creates it afresh (decision 023).
const OLDEST_MIGRATABLE_QUEUE_SCHEMA = 25;

async function dropUnmigratableQueueSchema(client: pg.Client): Promise<void> {
  const table = await client.query<{ exists: boolean }>(
    "select to_regclass('pgboss.version') is not null as exists",
  );
  if (!table.rows[0]?.exists) return;
  const version = await client.query<{ version: number }>('select version from pgboss.version');
  if (Number(version.rows[0]?.version ?? 0) < OLDEST_MIGRATABLE_QUEUE_SCHEMA) {
    await client.query('drop schema pgboss cascade');
  }
}

/**
 * Background work of the checkout on pg-boss (PostgreSQL-backed, safe with several app
 * processes): every minute, unpaid online orders past their payment deadline are cancelled and
 * their items and vouchers released, pending payments are asked about again, and order
 * confirmations that failed to send are retried.
 * pg-boss keeps its tables in its own schema `pgboss`.
 * Reservations need no job: an expired reservation is simply no reservation.
 */
export async function startOrderJobs(options: {
  databaseUrl: string;
  db: Database;
  clock: Clock;
  log: Log;
  /** With these, pending payments are asked about again every minute. */
  payments?: PaymentGateways;
  /** With these, confirmations that failed to send are retried every minute, too. */
  mail?: { mailer: Mailer; shop: MailShop; siteUrl: string };
}): Promise<{ stop: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', max: 2 });
  boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss failed'));
  // Two processes starting together on a fresh database deadlock inside pg-boss's queue
  // creation (found by two-processes.test.ts); they take turns under an advisory lock.
  const lock = new pg.Client({ connectionString: options.databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK_ID]);
    await dropUnmigratableQueueSchema(lock);
    await boss.start();
    await boss.createQueue(CANCEL_ABANDONED_ORDERS_QUEUE);
    await boss.schedule(CANCEL_ABANDONED_ORDERS_QUEUE, '* * * * *');
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [JOBS_SETUP_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
  const sweep = async () => {
    if (options.payments) {
      const settled = await reconcilePendingPayments({
        db: options.db,
        gateways: options.payments,
        now: options.clock.now(),
      });
      if (settled > 0) options.log.info({ settled }, 'settled pending payments');
    }
    const cancelled = await cancelAbandonedOrders(options.db, options.clock.now());
    if (cancelled > 0) options.log.info({ cancelled }, 'cancelled orders with abandoned payments');
    if (options.mail) {
      const sent = await sendMissingConfirmations({
        db: options.db,
        ...options.mail,
        now: options.clock.now(),
      });
      if (sent > 0) options.log.info({ sent }, 'sent missing order confirmations');
    }
  };
  await boss.work(CANCEL_ABANDONED_ORDERS_QUEUE, sweep);
  // Catch up at once after a downtime instead of waiting for the first minute.
  await sweep().catch((error: unknown) =>
    options.log.error({ err: error }, 'cancelling abandoned orders failed'),
  );
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
