import { issueMissingInvoices, type InvoicingDeps } from '../../aggregates/invoice-register.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/job-queue.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { sendMissingConfirmations } from './order-confirmation.ts';
import type { PaymentGateways } from '../../lib/payments/payment-gateway.ts';
import { cancelAbandonedOrders, sendPaymentTimeoutMails } from './abandoned-orders.ts';
import { reconcilePendingPayments } from './order-payments.service.ts';
import { sendDueRefunds } from './order-refunds.service.ts';

export const CANCEL_ABANDONED_ORDERS_QUEUE = 'cancel-abandoned-orders';

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/**
 * Background work of the checkout (on the job queue, lib/job-queue.ts): every minute, unpaid
 * online orders past their payment deadline are cancelled and their items and vouchers released,
 * their customers are told by mail (retried until it goes out), pending payments are asked about
 * again, paid orders and returns without their documents get them, refunds not yet accepted by
 * the provider are sent again, and order confirmations that failed to send are retried.
 * Reservations need no job: an expired reservation is simply no reservation.
 */
export function orderJobs(options: {
  db: Database;
  clock: Clock;
  log: Log;
  /** Paid orders without an invoice get theirs every minute. */
  invoicing: InvoicingDeps;
  /** With these, pending payments are asked about again every minute. */
  payments?: PaymentGateways;
  /**
   * With these, customers of orders cancelled for their payment are told, and confirmations that
   * failed to send are retried every minute, too.
   */
  mail?: { mailer: Mailer; shop: MailShop; siteUrl: string };
}): ScheduledJob[] {
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
      const told = await sendPaymentTimeoutMails({
        db: options.db,
        ...options.mail,
        now: options.clock.now(),
        log: options.log,
      });
      if (told > 0) options.log.info({ told }, 'sent payment timeout mails');
    }
    const issued = await issueMissingInvoices(options.db, options.invoicing, options.clock.now());
    if (issued > 0) options.log.info({ issued }, 'issued missing invoices');
    if (options.payments && options.mail) {
      const refunded = await sendDueRefunds({
        db: options.db,
        gateways: options.payments,
        mailer: options.mail.mailer,
        shop: options.mail.shop,
        now: options.clock.now(),
        log: options.log,
      });
      if (refunded > 0) options.log.info({ refunded }, 'sent refunds');
    }
    if (options.mail) {
      const sent = await sendMissingConfirmations({
        db: options.db,
        ...options.mail,
        invoicing: options.invoicing,
        now: options.clock.now(),
      });
      if (sent > 0) options.log.info({ sent }, 'sent missing order confirmations');
    }
  };
  // At start too: catch up at once after a downtime instead of waiting for the first minute.
  return [
    { queue: CANCEL_ABANDONED_ORDERS_QUEUE, cron: '* * * * *', runAtStart: true, run: sweep },
  ];
}
