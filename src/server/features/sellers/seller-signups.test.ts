import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sellerSignupBodySchema, SIGNUP_MESSAGES } from '../../../domain/api/seller-signup.ts';
import { IBAN_MESSAGES } from '../../../domain/payouts/iban.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import { sellerBankAccounts, sellers, sellerSignups } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// Sellers sign up on /verkaufen (issue 34 item 1, decision 075), through the API against the
// real database: double opt-in through the outbox, expiry, the owner's approval or her setting,
// the terms version kept, the IBAN sealed the one way, and refusals that store nothing.

const start = new Date('2026-11-27T10:00:00Z');
let now = start;
const clock: Clock = { now: () => now };
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

const signup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Becker',
  email: 'anna@example.org',
  phone: '0151 2345678',
  iban: 'DE89 3704 0044 0532 0130 00',
  holder: 'Anna Becker',
  unsoldChoice: 'donate',
  acceptsTerms: true,
  termsVersion: CONSIGNMENT_TERMS_VERSION,
  ...overrides,
});

const signUp = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/seller-signups', payload: body });

async function mailsTo(email: string) {
  return (await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${email}`));
}

async function tokenMailedTo(email: string): Promise<string> {
  const match = /\/verkaufen\/bestaetigen\/([A-Za-z0-9_-]{43})/.exec(
    (await mailsTo(email)).at(-1) ?? '',
  );
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return match[1]!;
}

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/seller-signups/confirm/${token}` });

const pending = async () => {
  const response = await t.app.inject({ url: '/api/admin/seller-signups', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; email: string; ibanMasked: string }[];
};

const setAutoApprove = async (on: boolean) => {
  const current = await t.app.inject({ url: '/api/admin/settings', headers: auth });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: auth,
    payload: {
      revision: (current.json() as { revision: number }).revision,
      values: { SELLER_SIGNUP_AUTO_APPROVE: on ? 'true' : 'false' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

const countSignups = async () =>
  (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sellerSignups))[0]!.n;

describe('a seller signs up', () => {
  it('is confirmed by mail, approved by the owner, and gets her number and link', async () => {
    await t.db.insert(sellers).values({ number: 117, name: 'Vom Shop angelegt' });
    const asked = await signUp(signup());
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(SIGNUP_MESSAGES.accepted);
    const [stored] = await t.db.select().from(sellerSignups);
    expect(stored!.termsVersion).toBe(CONSIGNMENT_TERMS_VERSION);
    expect(stored!.termsAcceptedAt).toEqual(start);
    expect(stored!.ibanSealed).not.toContain('370400440532013000');
    expect(stored!.ibanMasked).toMatch(/^DE89 .*3000$/);

    // Before the confirmation, the owner sees nothing.
    expect(await pending()).toEqual([]);
    const token = await tokenMailedTo('anna@example.org');
    expect(stored!.tokenHash).not.toBe(token);

    now = new Date(start.getTime() + 47 * 60 * 60_000);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().approved).toBe(false);
    expect((await confirm(token)).statusCode).toBe(200);
    const [waiting] = await pending();
    expect(waiting).toMatchObject({ email: 'anna@example.org', unsoldChoice: 'donate' });
    const signupsWaiting = async () =>
      (await t.app.inject({ url: '/api/admin/dashboard', headers: auth })).json().signupsWaiting;
    expect(await signupsWaiting()).toBe(1);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/seller-signups/${waiting!.id}/approve`,
      headers: auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ sellerNumber: 118 });
    expect(await signupsWaiting()).toBe(0);
    const log = await t.app.inject({ url: '/api/admin/audit-log', headers: auth });
    expect(log.body).toContain('Anmeldung von Verkäufer 118 (Anna Becker) freigegeben');
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.number, 118));
    expect(seller).toMatchObject({
      name: 'Anna Becker',
      email: 'anna@example.org',
      phone: '0151 2345678',
      unsoldChoice: 'donate',
      termsVersion: CONSIGNMENT_TERMS_VERSION,
      termsAcceptedAt: start,
    });
    expect(await countSignups()).toBe(0);

    // Her IBAN went in through storeSellerBankAccount: sealed to her number, opened by the owner.
    const [account] = await t.db
      .select()
      .from(sellerBankAccounts)
      .where(eq(sellerBankAccounts.sellerNumber, 118));
    expect(account!.holder).toBe('Anna Becker');
    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/seller/118/bank-account/reveal',
      headers: auth,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().iban).toBe('DE89 3704 0044 0532 0130 00');

    const welcome = (await mailsTo('anna@example.org')).at(-1)!;
    expect(welcome).toContain('Deine Verkäufernummer ist 118');
    const link = /\/verkaeufer\/([A-Za-z0-9_-]{43})/.exec(welcome)![1]!;
    const page = await t.app.inject({ url: `/api/seller-page/${link}` });
    expect(page.statusCode, page.body).toBe(200);

    // A second approval of the same sign-up makes no second seller.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/seller-signups/${waiting!.id}/approve`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is approved at once when the owner set it so', async () => {
    await setAutoApprove(true);
    try {
      expect((await signUp(signup({ email: 'berta@example.org', name: 'Berta' }))).statusCode).toBe(
        202,
      );
      const confirmed = await confirm(await tokenMailedTo('berta@example.org'));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().approved).toBe(true);
      const [berta] = await t.db
        .select()
        .from(sellers)
        .where(eq(sellers.email, 'berta@example.org'));
      expect(berta!.number).toBeGreaterThan(100);
      expect(confirmed.json().message).toContain(String(berta!.number));
      expect((await mailsTo('berta@example.org')).at(-1)).toContain('/verkaeufer/');
      expect(await pending()).toEqual([]);
    } finally {
      await setAutoApprove(false);
    }
  });

  it('is deleted unconfirmed after 48 hours, and its link opens nothing', async () => {
    await signUp(signup({ email: 'clara@example.org' }));
    const token = await tokenMailedTo('clara@example.org');
    now = new Date(start.getTime() + 48 * 60 * 60_000 + 1000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(SIGNUP_MESSAGES.linkGone);
    expect(await countSignups()).toBe(0);
  });

  it('can be declined: nothing of it stays', async () => {
    await signUp(signup({ email: 'dora@example.org' }));
    await confirm(await tokenMailedTo('dora@example.org'));
    const [waiting] = await pending();
    const declined = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/seller-signups/${waiting!.id}`,
      headers: auth,
    });
    expect(declined.statusCode).toBe(204);
    expect(await countSignups()).toBe(0);
    expect(await t.db.select().from(sellers).where(eq(sellers.email, 'dora@example.org'))).toEqual(
      [],
    );
  });

  it('answers a second sign-up of a waiting address as any other, and stores nothing', async () => {
    await signUp(signup({ email: 'emma@example.org' }));
    const mailsBefore = (await mailsTo('emma@example.org')).length;
    const second = await signUp(signup({ email: 'EMMA@example.org', name: 'Jemand anderes' }));
    const unknown = await signUp(signup({ email: 'frida@example.org' }));
    expect(second.statusCode).toBe(202);
    expect(second.body).toBe(unknown.body);
    expect(await countSignups()).toBe(2);
    const [emma] = await t.db
      .select()
      .from(sellerSignups)
      .where(sql`lower(${sellerSignups.email}) = 'emma@example.org'`);
    expect(emma!.name).toBe('Anna Becker');
    expect((await mailsTo('emma@example.org')).length).toBe(mailsBefore);
    await t.db.delete(sellerSignups);
  });

  it('states the terms with the owner’s figures and their version', async () => {
    const terms = await t.app.inject({ url: '/api/consignment-terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({
      version: CONSIGNMENT_TERMS_VERSION,
      sellerSharePercent: t.app.config.SELLER_SHARE_PERCENT,
      sortOutDays: t.app.config.SORT_OUT_DAYS,
      payoutMinimumEuros: t.app.config.PAYOUT_MINIMUM_EUROS,
      priceSteps: [],
      pickupDays: 14,
    });
  });

  it('refuses bad input in German and stores nothing', async () => {
    // The form checks with the same schema and shows its German message at the field; the
    // server answers a 400 either way.
    const schemaCases: [object, string][] = [
      [signup({ acceptsTerms: false }), SIGNUP_MESSAGES.termsRequired],
      [signup({ acceptsTerms: undefined }), SIGNUP_MESSAGES.termsRequired],
      [signup({ email: 'anna(at)example.org' }), 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      [signup({ unsoldChoice: 'burn' }), 'Bitte wähle, was mit unverkauften Sachen'],
      [signup({ name: '  ' }), 'Bitte gib deinen Namen an.'],
    ];
    for (const [body, message] of schemaCases) {
      const response = await signUp(body);
      expect(response.statusCode, response.body).toBe(400);
      const parsed = sellerSignupBodySchema.safeParse(body);
      expect(parsed.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
    }
    const serverCases: [object, number, string][] = [
      [signup({ iban: 'DE88 3704 0044 0532 0130 00' }), 400, IBAN_MESSAGES.checksum],
      [signup({ termsVersion: '2020-01-01' }), 409, SIGNUP_MESSAGES.termsChanged],
    ];
    for (const [body, status, message] of serverCases) {
      const response = await signUp(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await countSignups()).toBe(0);
  });
});
