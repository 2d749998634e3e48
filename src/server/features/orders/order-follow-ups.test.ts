import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFollowUpRunnerOf } from '../../app.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_FOLLOW_UP_ATTEMPTS, type FollowUpRunner } from '../../lib/follow-ups.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { insertProduct, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { placeOrder } from './orders.service.ts';

// A follow-up that gives up is the owner's to see (issue 31, decision 054): the order is
// flagged, the dashboard counts it, its row says why, and "Erneut versuchen" sends it again.

let current = new Date('2026-11-27T09:00:00Z');
const clock: Clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const detailOf = async (orderId: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth })).json();

describe('a follow-up that gives up', () => {
  it('flags the order, shows on the dashboard, and is sent again when she asks', async () => {
    // The shop's mail server is down: this runner mails through it.
    const down: Mailer = {
      send: async () => {
        throw new Error('SMTP 421 Service not available');
      },
    };
    const { db, config, currentConfig, log, payments, metrics } = t.app;
    const failing = createFollowUpRunnerOf({
      db,
      config,
      currentConfig,
      clock,
      log,
      mailer: down,
      payments,
      metrics,
    });
    // Placed by a process that died before its follow-ups ran, so the failing runner gets them.
    const asleep: FollowUpRunner = { ...t.app.followUps, wake: () => undefined };
    const item = await insertProduct(t.db, { priceCents: 900 });
    const { orderId: secondId } = await placeOrder(
      { db: t.db, followUps: asleep },
      {
        productIds: [item.id],
        userData: { firstName: 'Jonas', lastName: 'Muster', emailAddress: 'jonas@example.de' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        couponCode: null,
        voucherCodes: [],
        idempotencyKey: randomUUID(),
        clientId: null,
        now: current,
        paymentTimeoutMinutes: 30,
        offeredPaymentMethods: ['cash'],
      },
    );
    // Its follow-up was recorded with the order; the failing runner gets to it first.
    for (let attempt = 0; attempt < MAX_FOLLOW_UP_ATTEMPTS; attempt++) {
      await failing.drain();
      current = new Date(current.getTime() + 6 * 60 * 60_000);
    }
    await t.settled();
    const flagged = await detailOf(secondId);
    expect(flagged.attentionReason).toMatch(
      /^Bestellbestätigung per E-Mail fehlgeschlagen: SMTP 421 Service not available\./,
    );
    const step = flagged.followUps.find(
      (row: { kind: string }) => row.kind === 'mail-confirmation',
    );
    expect(step).toMatchObject({
      status: 'failed',
      attempts: MAX_FOLLOW_UP_ATTEMPTS,
      lastError: 'SMTP 421 Service not available',
    });
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: auth });
    expect(dashboard.json().failedFollowUps).toBe(1);

    // She tries again once the mail server is back: sent, flag gone.
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${secondId}/follow-ups/${step.id}/retry`,
      headers: auth,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().attentionReason).toBeNull();
    await t.settled();
    expect((await detailOf(secondId)).followUps[0]).toMatchObject({
      kind: 'mail-confirmation',
      status: 'done',
    });
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes('To: jonas@example.de'),
    );
    expect(mails).toHaveLength(1);
    // Only a failed one can be tried again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${secondId}/follow-ups/${step.id}/retry`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
  });
});
