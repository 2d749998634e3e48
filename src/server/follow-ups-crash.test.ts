import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  followUps,
  invoiceCounters,
  invoices,
  orderEvents,
  orders,
  payoutRuns,
  sellerPayouts,
  sellerPickupNotices,
  sellers,
} from './db/schema.ts';
import { upsertAdminUser } from './features/auth/users.service.ts';
import { startFakePayPal } from './lib/payments/fakes/fake-paypal.ts';
import { insertProduct, insertSeller, readOutbox, REAL_SHOP_IDENTITY } from './test/fixtures.ts';
import {
  freePort,
  runShop,
  stopProcess,
  waitForReady,
  type ProjectProcess,
} from './test/processes.ts';
import { createTestDatabase } from './test/test-database.ts';

// Nothing lost, nothing twice (issue 31, decision 054). One paid PayPal order goes through its
// life, shipped, partly returned and refunded, while the shop is killed with -9 at every seam
// between its steps: after a change committed and before its first follow-up, after a follow-up
// did its work and before it was marked done, and after it was marked done and before the next.
// Each time the shop is started again as a supervisor would, and carries on by itself. At the end
// every follow-up happened exactly once: one invoice and one cancellation invoice with numbers
// without a gap, one mail of each kind, one refund at PayPal. Likewise a seller's payout run
// (issue 34, decision 072): booked once, its statement mailed once; and a seller's pickup batch
// (decision 076): mailed once.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let dataDir: string;
let port: number;
const running: ProjectProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  paypal = await startFakePayPal({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-follow-ups-crash-'));
  port = await freePort();
});
afterEach(() => {
  for (const shop of running) if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
});
afterAll(async () => {
  await paypal.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The shop as `npm start` runs it, on the test's database, killed at `killAt` if given. */
function startShop(killAt?: string): ProjectProcess {
  // SELLER_SHARE_PERCENT and the shop's account: the payout run's case below.
  const shop = runShop({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    // Info: a failed step's output then says which follow-ups each run did.
    LOG_LEVEL: 'info',
    BACKUP_SCHEDULE: 'off',
    PAYMENT_MODE: 'live',
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: 'shop-client',
    PAYPAL_CLIENT_SECRET: 'shop-secret',
    KLARNA_BASE_URL: 'http://127.0.0.1:9',
    KLARNA_USERNAME: 'unused',
    KLARNA_PASSWORD: 'unused',
    JWT_SECRET: 'a-secret-of-the-crash-test-that-is-long-enough',
    FAULT_KILL_AT: killAt ?? '',
    SELLER_SHARE_PERCENT: '40',
    SHOP_IBAN: 'DE02 1203 0000 0000 2020 51',
    SHOP_ACCOUNT_HOLDER: 'Kinderkiste Jana Müller',
    ...REAL_SHOP_IDENTITY,
  });
  running.push(shop);
  return shop;
}

/**
 * How long one step may wait for its point. A start's catch-up run reaches it in seconds; should
 * that run miss it, the minute's job reaches it (the follow-ups' design, decision 054), so a step
 * may take a minute and more on a busy host. Longer means the point will not come: the step then
 * fails with its time and the shop's output, not the whole test with a bare timeout.
 */
const STEP_LIMIT_MS = 150_000;

/** Resolves to true when `exited` settles within STEP_LIMIT_MS, else false. */
function exitsInTime(exited: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), STEP_LIMIT_MS)),
  ]);
}

/**
 * What the database says when a point was not reached: every follow-up with its state, and what
 * each session on the test's database is doing or waiting for (a lock held by a killed shop's
 * session would show here).
 */
async function databaseState(): Promise<string> {
  const rows = await database.db
    .select({
      key: followUps.key,
      status: followUps.status,
      attempts: followUps.attempts,
      next: followUps.nextAttemptAt,
      after: followUps.afterKey,
      error: followUps.lastError,
    })
    .from(followUps)
    .orderBy(asc(followUps.id));
  const sessions = await database.pool.query<Record<string, unknown>>(
    `select pid, state, wait_event_type, wait_event, xact_start, left(query, 120) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return [
    `now ${new Date().toISOString()}`,
    'follow-ups:',
    ...rows.map((row) => `  ${JSON.stringify(row)}`),
    'sessions:',
    ...sessions.rows.map((row) => `  ${JSON.stringify(row)}`),
  ].join('\n');
}

/** Starts the shop killed at `point`, which its start-up's catching up reaches: it dies there. */
async function startAndDieAt(point: string) {
  const started = Date.now();
  await expectDiesAt(startShop(point), point, started);
}

/** Starts the shop killed at `point` and does `step`, during which it dies there. */
async function dieDuring(point: string, step: (base: string) => Promise<unknown>) {
  const started = Date.now();
  const shop = startShop(point);
  await waitForReady(port, shop, 60_000);
  // Its answer is cut off; should one come, the point was not reached, and the answer says why.
  const answer = step(`http://127.0.0.1:${port}`).then(
    async (response) =>
      response instanceof Response ? `${response.status} ${await response.text()}` : 'answered',
    () => 'cut off',
  );
  await expectDiesAt(
    shop,
    point,
    started,
    answer.then((said) => `; the step answered: ${said}`),
  );
}

/**
 * Waits for `shop` to be killed at `point`. When it lives on, it is killed here and the failure
 * says how long it ran, what `said` adds (settled by then), the database's state and the shop's
 * output.
 */
async function expectDiesAt(
  shop: ProjectProcess,
  point: string,
  started: number,
  said: Promise<string> = Promise.resolve(''),
) {
  const died = await exitsInTime(shop.exited);
  const state = died ? '' : await databaseState();
  if (!died) shop.child.kill('SIGKILL');
  const answered = await said;
  expect(
    died,
    `${point} not reached in ${Date.now() - started} ms${answered}\n${state}\n${shop.output()}`,
  ).toBe(true);
  expect(shop.child.signalCode, `${point}\n${shop.output()}`).toBe('SIGKILL');
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('follow-ups across kill -9', () => {
  it('happen exactly once for a paid order shipped, partly returned and refunded', async () => {
    const [shirt, hat] = [
      await insertProduct(database.db, { name: 'Shirt', priceCents: 1500 }),
      await insertProduct(database.db, { name: 'Mütze', priceCents: 1000 }),
    ];
    await upsertAdminUser(database.db, { email: 'jana@example.de', password: 'admin password 1' });

    // 1. Placed and paid; killed right after the payment's commit, before its invoice.
    let shop = startShop();
    await waitForReady(port, shop, 60_000);
    const base = `http://127.0.0.1:${port}`;
    const placed = await fetch(`${base}/api/orders`, {
      method: 'POST',
      ...json({
        productIds: [shirt.id, hat.id],
        userData: {
          firstName: 'Erika',
          lastName: 'Muster',
          emailAddress: 'erika@example.de',
          street: 'Hauptstraße 3',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'paypal',
      }),
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { _id: string; orderNumber: number };
    const started = (await (
      await fetch(`${base}/api/orders/${order._id}/payment`, { method: 'POST' })
    ).json()) as { paymentId: string; approvalUrl: string };
    const paypalOrderId = new URL(started.approvalUrl).searchParams.get('token') ?? '';
    paypal.approve(paypalOrderId);
    const signIn = await fetch(`${base}/api/users/signin`, {
      method: 'POST',
      ...json({ email: 'jana@example.de', password: 'admin password 1' }),
    });
    const admin = {
      authorization: `Bearer ${((await signIn.json()) as { token: string }).token}`,
      'content-type': 'application/json',
    };
    expect(await stopProcess(shop)).toBe(0);

    await dieDuring('committed:payment-captured', (url) =>
      fetch(`${url}/api/orders/${order._id}/payment/confirm`, {
        method: 'POST',
        ...json({ paymentId: started.paymentId, authorizationToken: null }),
      }),
    );
    // 2. The invoice: done but not marked (rolled back with its number), then done and marked.
    await startAndDieAt('follow-up:issue-invoice:before-done');
    await startAndDieAt('follow-up:issue-invoice:done');
    // 3. The confirmation: written but not marked, then written again (once) and marked.
    await startAndDieAt('follow-up:mail-confirmation:before-done');
    await startAndDieAt('follow-up:mail-confirmation:done');

    // 4. Shipped; killed after the commit, then in the shipping mail.
    await dieDuring('committed:ship', (url) =>
      fetch(`${url}/api/admin/orders/${order._id}/actions`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          action: 'ship',
          trackingNumber: '00340434161234567890',
          confirmUnpacked: true,
        }),
      }),
    );
    await startAndDieAt('follow-up:mail-shipped:before-done');

    // 5. The hat comes back: the cancellation invoice, the mail, then the refund at PayPal.
    await dieDuring('committed:items-returned', (url) =>
      fetch(`${url}/api/admin/orders/${order._id}/returns`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ items: [{ productId: hat.id, resellable: true }] }),
      }),
    );
    await startAndDieAt('follow-up:issue-cancellation:before-done');
    await startAndDieAt('follow-up:mail-return:done');
    // PayPal refunded and answered; the shop died before it stored the answer.
    await startAndDieAt('follow-up:send-refund:before-done');
    await startAndDieAt('follow-up:mail-refund:before-done');

    // 6. Started once more, it finishes by itself.
    shop = startShop();
    await waitForReady(port, shop, 60_000);
    expect(await stopProcess(shop)).toBe(0);

    const db = database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'shipped', trackingNumber: '00340434161234567890' });

    const steps = await db
      .select({ kind: followUps.kind, status: followUps.status, attempts: followUps.attempts })
      .from(followUps)
      .where(eq(followUps.orderId, order._id))
      .orderBy(asc(followUps.id));
    expect(steps.map((step) => [step.kind, step.status])).toEqual([
      ['issue-invoice', 'done'],
      ['mail-confirmation', 'done'],
      ['mail-shipped', 'done'],
      ['issue-cancellation', 'done'],
      ['mail-return', 'done'],
      ['send-refund', 'done'],
      ['mail-refund', 'done'],
    ]);
    // No try ever failed: a try the kill cut off left nothing, not even its count.
    expect(steps.every((step) => step.attempts === 1)).toBe(true);

    const events = await db
      .select({ event: orderEvents.event })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id))
      .orderBy(asc(orderEvents.id));
    expect(events.map((event) => event.event)).toEqual([
      'placed',
      'payment-captured',
      'ship',
      'items-returned',
      'refund-succeeded',
    ]);

    // One invoice and one cancellation, numbered without a gap though two were rolled back.
    const documents = await db
      .select({ kind: invoices.kind, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.orderId, order._id))
      .orderBy(asc(invoices.id));
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'cancellation']);
    const numbers = documents.map((document) => Number(document.number.slice(-5)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
    const counters = await db.select().from(invoiceCounters);
    expect(counters.map((counter) => counter.lastNumber)).toEqual([numbers[1]]);

    // One mail of each kind, each written once though three were written twice.
    const mails = (await readOutbox(dataDir)).filter((mail) =>
      mail.includes(String(order.orderNumber)),
    );
    expect(mails).toHaveLength(4);
    expect(mails[0]).toMatch(/^Subject: Deine Bestellung Nr\. \d+ bei Kinderkiste$/m);
    expect(mails[1]).toMatch(/^Subject: Deine Bestellung \d+ ist unterwegs$/m);
    expect(mails[2]).toContain(`deine Rücksendung zu Bestellung ${order.orderNumber} ist bei uns`);
    expect(mails[3]).toMatch(/^Subject: Erstattung zu Bestellung \d+$/m);
    expect(mails[0]).toContain('Content-Type: application/pdf');

    // One refund at PayPal: sent twice under one PayPal-Request-Id, paid once.
    const refundCalls = paypal.requests.filter((request) => request.path.endsWith('/refund'));
    expect(refundCalls).toHaveLength(2);
    expect(new Set(refundCalls.map((call) => call.headers['paypal-request-id'])).size).toBe(1);
    expect(paypal.refunded(paypalOrderId)).toBe(1000);
    // Fourteen starts; in full runs on a busy host it took 143–370 s, about 50 s alone.
  }, 600_000);
  it('book a payout run once and mail its statement once', async () => {
    const db = database.db;
    await upsertAdminUser(db, { email: 'jana@example.de', password: 'admin password 1' });
    await insertSeller(db, 301, 'Paula Auszahlung');
    await db.update(sellers).set({ email: 'paula@example.de' }).where(eq(sellers.number, 301));
    const dress = await insertProduct(db, {
      name: 'Sommerkleid',
      priceCents: 5000,
      sellerNumber: 301,
    });

    // Her IBAN, the dress sold and handed over, and its withdrawal period long over.
    let shop = startShop();
    await waitForReady(port, shop, 60_000);
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/users/signin`, {
      method: 'POST',
      ...json({ email: 'jana@example.de', password: 'admin password 1' }),
    });
    const admin = {
      authorization: `Bearer ${((await signIn.json()) as { token: string }).token}`,
      'content-type': 'application/json',
    };
    // A run has no body: no content type either.
    const bearer = { authorization: admin.authorization };
    const account = await fetch(`${base}/api/seller/301/bank-account`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ iban: 'DE89 3704 0044 0532 0130 00', holder: 'Paula Auszahlung' }),
    });
    expect(account.status).toBe(200);
    const placed = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        productIds: [dress.id],
        userData: { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { _id: string })._id;
    for (const action of [{ action: 'mark-paid' }, { action: 'ship', confirmUnpacked: true }]) {
      const acted = await fetch(`${base}/api/admin/orders/${orderId}/actions`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify(action),
      });
      expect(acted.status).toBe(200);
    }
    expect(await stopProcess(shop)).toBe(0);
    await db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, orderId));

    // The run commits and the shop dies before its statement mail; then in the mail itself.
    await dieDuring('committed:payout-run', (url) =>
      fetch(`${url}/api/admin/payouts/runs`, { method: 'POST', headers: bearer }),
    );
    await startAndDieAt('follow-up:mail-payout-statement:before-done');
    shop = startShop();
    await waitForReady(port, shop, 60_000);
    // Nothing is due any more: a second run books nothing.
    const again = await fetch(`${base}/api/admin/payouts/runs`, {
      method: 'POST',
      headers: bearer,
    });
    expect(again.status).toBe(409);
    expect(await stopProcess(shop)).toBe(0);

    expect(await db.select().from(payoutRuns)).toHaveLength(1);
    const paid = await db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerNumber, 301));
    expect(paid.map((payout) => payout.amountCents)).toEqual([2000]);
    const mails = await db
      .select({ status: followUps.status, attempts: followUps.attempts })
      .from(followUps)
      .where(eq(followUps.kind, 'mail-payout-statement'));
    expect(mails).toEqual([{ status: 'done', attempts: 1 }]);
    // Written twice, kept once: her statement mail with its PDF.
    const statements = (await readOutbox(dataDir)).filter((mail) =>
      mail.includes('To: paula@example.de'),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('20,00');
    expect(statements[0]).toContain('Content-Type: application/pdf');
  }, 300_000);

  it('mail a seller her pickup batch once', async () => {
    const db = database.db;
    await insertSeller(db, 302, 'Pia Abholen');
    await db
      .update(sellers)
      .set({ email: 'pia@example.de', unsoldChoice: 'pickup' })
      .where(eq(sellers.number, 302));
    await insertProduct(db, {
      name: 'Winterjacke',
      sellerNumber: 302,
      listedAt: new Date(Date.now() - 130 * 24 * 60 * 60 * 1000),
    });

    // The minute's job at start ends its time and commits the batch with its mail; the shop dies
    // before the mail, then in the mail itself, and is started again.
    await startAndDieAt('committed:item-ends');
    await startAndDieAt('follow-up:mail-seller-pickup:before-done');
    const shop = startShop();
    await waitForReady(port, shop, 60_000);
    const mailFollowUps = () =>
      db
        .select({ status: followUps.status, attempts: followUps.attempts })
        .from(followUps)
        .where(eq(followUps.kind, 'mail-seller-pickup'));
    await expect
      .poll(mailFollowUps, { timeout: 60_000 })
      .toEqual([{ status: 'done', attempts: 1 }]);
    expect(await stopProcess(shop)).toBe(0);

    expect(await db.select().from(sellerPickupNotices)).toHaveLength(1);
    // Written twice, kept once.
    const mails = (await readOutbox(dataDir)).filter((mail) => mail.includes('To: pia@example.de'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Winterjacke');
  }, 300_000);
});
