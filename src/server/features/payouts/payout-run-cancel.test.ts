import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../../../domain/api/payouts.ts';
import { payoutRuns, sellerPayouts } from '../../db/schema.ts';
import { insertOrder, insertSeller } from '../../test/fixtures.ts';
import {
  createSecondApp,
  createTestApp,
  signInAsAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { sellHandedOver } from '../../test/sell-handed-over.ts';

// Decision 077: a payout run the owner never uploaded to her bank can be cancelled, the newest
// only; its shares are due again, it is reversed in the bookkeeping export on the day it was
// cancelled, and a cancel racing a new run from another process never pays a share twice. Also
// the dashboard's turnover against the small-business limit.

let current = new Date('2026-10-01T10:00:00Z');
const clock = { now: () => new Date(current) };
const DAY = 24 * 60 * 60 * 1000;
const SHOP_ENV = {
  SHOP_IBAN: 'DE02 1203 0000 0000 2020 51',
  SHOP_ACCOUNT_HOLDER: 'Kinderkiste Jana Müller',
  PAYOUT_MINIMUM_EUROS: '10',
  SELLER_SHARE_PERCENT: '50',
};

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: SHOP_ENV });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const sell = (sellerNumber: number, priceCents: number) =>
  sellHandedOver(t, auth, sellerNumber, priceCents);

const startRun = (app = t.app) =>
  app.inject({ method: 'POST', url: '/api/admin/payouts/runs', headers: auth });
const cancelRun = (id: number, app = t.app, payload: object = { notUploaded: true }) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/payouts/runs/${id}/cancel`,
    headers: auth,
    payload,
  });

/** What counts as paid to a seller: payouts by hand and of runs not cancelled. */
async function paidCents(sellerNumber: number): Promise<number> {
  const result = await t.db.execute<{ paid: string }>(sql`
    select coalesce(sum(p.amount_cents), 0) as paid from seller_payouts p
    left join payout_runs r on r.id = p.run_id
    where p.seller_number = ${sellerNumber} and r.cancelled_at is null`);
  return Number(result.rows[0]?.paid);
}

const balanceOf = async (sellerNumber: number): Promise<number> => {
  const overview = await t.app.inject({ url: '/api/admin/payouts', headers: auth });
  const row = overview
    .json()
    .sellers.find((entry: { sellerNumber: number }) => entry.sellerNumber === sellerNumber);
  return Math.round((row?.balance ?? 0) * 100);
};

describe('cancelling a payout run', () => {
  it('needs her word that the file is not at the bank, and makes the shares due again', async () => {
    await insertSeller(t.db, 501, 'Rosa Rot');
    const account = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/501/bank-account',
      headers: auth,
      payload: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Rosa Rot' },
    });
    expect(account.statusCode).toBe(200);
    await sell(501, 3000);
    current = new Date(current.getTime() + 22 * DAY); // 23 October: settled
    const first = await startRun();
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().id as number;
    expect(first.json()).toMatchObject({ cancelledAt: null, cancellable: true });

    const unconfirmed = await cancelRun(firstId, t.app, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain(
      'Bitte bestätige, dass du die Datei nicht bei deiner Bank hochgeladen hast.',
    );
    expect(await balanceOf(501)).toBe(0);

    current = new Date('2026-11-02T09:00:00Z');
    const cancelled = await cancelRun(firstId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelledAt: current.toISOString(),
      cancellable: false,
    });
    // Kept on file, marked: the evidence of what was prepared.
    expect(
      await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.runId, firstId)),
    ).toHaveLength(1);
    expect(await balanceOf(501)).toBe(1500);
    expect(await paidCents(501)).toBe(0);

    const twice = await cancelRun(firstId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAYOUT_MESSAGES.runCancelled);

    const second = await startRun();
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().payouts).toEqual([
      expect.objectContaining({ sellerNumber: 501, amount: 15 }),
    ]);
    expect(await paidCents(501)).toBe(1500);
    expect((await cancelRun(9999)).statusCode).toBe(404);
  });

  it('is reversed in the bookkeeping CSV on the day it was cancelled; October stays as it was', async () => {
    const csv = async (from: string, to: string) => {
      const answer = await t.app.inject({
        url: `/api/admin/invoices/bookkeeping.csv?from=${from}&to=${to}`,
        headers: auth,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body;
    };
    const october = await csv('2026-10-01', '2026-10-31');
    const paid = october.split('\n').filter((line) => line.includes('KK-A1-V501'));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toContain('Auszahlung an Verkäuferin');
    expect(paid[0]).toContain('Verkäuferin 501 Rosa Rot');
    expect(paid[0]).toContain('-15,00');
    const november = await csv('2026-11-01', '2026-11-30');
    const lines = november.split('\n').filter((line) => line.includes('KK-A'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Storno Auszahlung an Verkäuferin');
    expect(lines[0]).toContain('02.11.2026');
    expect(lines[0]).toMatch(/;"?15,00"?;/);
    expect(lines[1]).toContain('KK-A2-V501');
    expect(await csv('2026-10-01', '2026-10-31')).toBe(october);
  });

  it('is allowed for the newest run only', async () => {
    const [newest] = await t.db
      .select({ id: payoutRuns.id })
      .from(payoutRuns)
      .where(isNull(payoutRuns.cancelledAt));
    await sell(501, 2400);
    current = new Date(current.getTime() + 22 * DAY);
    const third = await startRun();
    expect(third.statusCode, third.body).toBe(201);
    const older = await cancelRun(newest!.id);
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(PAYOUT_MESSAGES.runNotNewest);
  });

  it('racing a new run from another process never pays a share twice', async () => {
    const second = await createSecondApp(t, { clock, env: SHOP_ENV });
    try {
      for (let round = 0; round < 3; round += 1) {
        const [newest] = await t.db
          .select({ id: payoutRuns.id })
          .from(payoutRuns)
          .where(isNull(payoutRuns.cancelledAt))
          .orderBy(sql`${payoutRuns.id} desc`)
          .limit(1);
        const answers = await Promise.all([
          cancelRun(newest!.id),
          startRun(second),
          cancelRun(newest!.id, second),
          startRun(),
        ]);
        const cancels = answers.filter((_, index) => index % 2 === 0).map((a) => a.statusCode);
        expect(cancels.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
        for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
        // Whatever the order, what counts as paid plus what is due is her whole share:
        // 15 € + 12 € settled.
        expect((await paidCents(501)) + (await balanceOf(501))).toBe(2700);
        const live = await t.db
          .select()
          .from(sellerPayouts)
          .innerJoin(payoutRuns, eq(payoutRuns.id, sellerPayouts.runId))
          .where(and(eq(sellerPayouts.sellerNumber, 501), isNull(payoutRuns.cancelledAt)));
        expect(live.reduce((sum, row) => sum + row.seller_payouts.amountCents, 0)).toBe(
          await paidCents(501),
        );
        expect(await paidCents(501)).toBeLessThanOrEqual(2700);
      }
    } finally {
      await second.close();
    }
  });
});

describe("the dashboard's turnover against the small-business limit", () => {
  const dashboard = async () =>
    (await t.app.inject({ url: '/api/admin/dashboard', headers: auth })).json().turnover;

  it('counts every sale in full and warns at 80 % of 100,000 €', async () => {
    const before = await dashboard();
    expect(before).toMatchObject({
      year: 2026,
      currentYearLimit: 100_000,
      previousYearLimit: 25_000,
      level: 'ok',
      notice: null,
    });
    // The consignment sales above count in full, not the shop's half.
    expect(before.currentYear).toBe(30 + 24);
    await insertOrder(t.db, {
      createdAt: current,
      paidAt: current,
      status: 'paid',
      subtotalCents: 79_990_00,
      totalCents: 79_990_00,
      valueToPayCents: 79_990_00,
    });
    expect(await dashboard()).toMatchObject({ currentYear: 80_044, level: 'approaching' });
    expect((await dashboard()).notice).toContain('80 % der Kleinunternehmergrenze');
  });

  it('says the exemption does not hold when last year passed 25,000 €', async () => {
    await insertOrder(t.db, {
      createdAt: new Date('2025-06-01T10:00:00Z'),
      paidAt: new Date('2025-06-01T10:00:00Z'),
      status: 'paid',
      subtotalCents: 25_000_01,
      totalCents: 25_000_01,
      valueToPayCents: 25_000_01,
    });
    expect(await dashboard()).toMatchObject({
      previousYear: 25_000.01,
      level: 'previousYearExceeded',
    });
  });
});
