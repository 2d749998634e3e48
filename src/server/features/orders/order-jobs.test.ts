import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { fixedClock } from '../../lib/clock.ts';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.ts';
import { insertOrder } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startJobQueue } from '../../lib/job-queue.ts';
import { orderJobs } from './order-jobs.ts';
import { invoicingOf } from '../../aggregates/invoice-register.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('cancels overdue unpaid orders on pg-boss, at start and then every minute', async () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const overdue = await insertOrder(database.db, {
    paymentMethod: 'paypal',
    valueToPayCents: 500,
    paymentDueAt: new Date('2026-11-22T09:59:00Z'),
  });
  const notYet = await insertOrder(database.db, {
    paymentMethod: 'paypal',
    valueToPayCents: 500,
    paymentDueAt: new Date('2026-11-22T10:01:00Z'),
  });
  const logged: string[] = [];
  const log = {
    info: (_: object, m: string) => logged.push(m),
    error: (_: object, m: string) => logged.push(m),
  };

  const unconfirmed = await insertOrder(database.db, {
    paymentMethod: 'cash',
    email: 'bar@example.de',
  });
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };

  const jobs = await startJobQueue({
    databaseUrl: database.url,
    log,
    jobs: orderJobs({
      db: database.db,
      clock: fixedClock(now),
      log,
      invoicing: invoicingOf(loadConfig({})),
      mail: { mailer, shop: loadConfig({}).shop, siteUrl: 'https://shop.example' },
    }),
  });
  await jobs.stop();

  const [a] = await database.db.select().from(orders).where(eq(orders.id, overdue.id));
  const [b] = await database.db.select().from(orders).where(eq(orders.id, notYet.id));
  expect(a?.status).toBe('cancelled');
  expect(b?.status).toBe('open');
  expect(logged).toContain('cancelled orders with abandoned payments');
  // The cancelled order's customer is told; a confirmation that failed to go out at placement
  // is sent by the job; cancelled orders get no confirmation.
  expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
    ['kunde@example.de', `Deine Bestellung Nr. ${overdue.orderNumber} wurde storniert`],
    ['bar@example.de', `Deine Bestellung Nr. ${unconfirmed.orderNumber} bei Kinderkiste`],
  ]);
  expect(logged).toContain('sent payment timeout mails');
  const [c] = await database.db.select().from(orders).where(eq(orders.id, unconfirmed.id));
  expect(c?.confirmationSentAt).not.toBeNull();
});
