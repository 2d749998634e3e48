import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNMENT_TERMS_VERSION, termsVersionDate } from '../../../domain/seller-signup.ts';
import { followUps, sellers } from '../../db/schema.ts';
import { insertSeller, readOutbox } from '../../test/fixtures.ts';
import {
  createSecondApp,
  createTestApp,
  signInAsAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { termsNoticeJobs } from './terms-notice-jobs.ts';

// The consignment terms promise a notice of a new version (decision 077): on the real database,
// two processes run the job at once, and each seller on older terms gets one mail, no more on
// the next day; sellers the owner created, sellers without an address and sellers who left get
// none.

const OLD_VERSION = '2026-01-15';
let t: TestApp;
let second: FastifyInstance;

async function seller(
  number: number,
  fields: { email: string | null; termsVersion: string | null; leftAt?: Date },
) {
  await insertSeller(t.db, number, `Verkäuferin ${number}`);
  await t.db
    .update(sellers)
    .set({
      email: fields.email,
      termsVersion: fields.termsVersion,
      termsAcceptedAt: fields.termsVersion === null ? null : new Date('2026-01-20T10:00:00Z'),
      leftAt: fields.leftAt ?? null,
    })
    .where(eq(sellers.number, number));
}

const termsMails = async () =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.includes('Neue Kommissionsbedingungen vom'));

function jobOf(app: FastifyInstance) {
  const [job] = termsNoticeJobs({
    db: t.db,
    clock: app.clock,
    followUps: app.followUps,
    log: { info: () => undefined },
  });
  return job!;
}

async function runBoth() {
  await Promise.all([jobOf(t.app).run(), jobOf(second).run()]);
  await Promise.all([t.app.followUps.settled(), second.followUps.settled()]);
  await Promise.all([t.app.followUps.drain(), second.followUps.drain()]);
}

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://shop.example' } });
  second = await createSecondApp(t, { env: { SITE_URL: 'https://shop.example' } });
  await seller(501, { email: 'alte-fassung@example.de', termsVersion: OLD_VERSION });
  await seller(502, { email: null, termsVersion: OLD_VERSION });
  await seller(503, {
    email: 'gegangen@example.de',
    termsVersion: OLD_VERSION,
    leftAt: new Date('2026-10-01T10:00:00Z'),
  });
  await seller(504, { email: 'aktuell@example.de', termsVersion: CONSIGNMENT_TERMS_VERSION });
  await seller(505, { email: 'papier@example.de', termsVersion: null });
  await seller(506, { email: 'auch-alt@example.de', termsVersion: OLD_VERSION });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the notice of new consignment terms', () => {
  it('mails each seller on older terms once, however many processes run the job', async () => {
    await runBoth();
    const mails = await termsMails();
    expect(mails.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.trim()).sort()).toEqual([
      'alte-fassung@example.de',
      'auch-alt@example.de',
    ]);
    const mail = mails.find((text) => text.includes('To: alte-fassung@example.de'))!;
    expect(mail).toContain(`Neue Kommissionsbedingungen vom ${termsVersionDate()}`);
    expect(mail).toContain('Hallo Verkäuferin 501,');
    expect(mail).toContain('https://shop.example/kommissionsbedingungen');
    expect(mail).toContain('Verkäuferseite');

    const rows = await t.db
      .select({ key: followUps.key, status: followUps.status })
      .from(followUps)
      .where(eq(followUps.kind, 'mail-terms-notice'));
    expect(rows.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `mail-terms-notice:${CONSIGNMENT_TERMS_VERSION}:seller-501`, status: 'done' },
      { key: `mail-terms-notice:${CONSIGNMENT_TERMS_VERSION}:seller-506`, status: 'done' },
    ]);
  });

  it('does not mail her again the next day; a seller whose address came back is told then', async () => {
    await runBoth();
    expect(await termsMails()).toHaveLength(2);

    // One accepts on her page meanwhile; another's address comes back.
    const auth = await signInAsAdmin(t);
    const link = await t.app.inject({ method: 'POST', url: '/api/seller/506/link', headers: auth });
    const token = String(link.json().url).split('/verkaeufer/')[1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/terms`,
      payload: { version: CONSIGNMENT_TERMS_VERSION },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.db
      .update(sellers)
      .set({ email: 'wieder-da@example.de' })
      .where(eq(sellers.number, 502));
    await runBoth();
    const mails = await termsMails();
    expect(mails).toHaveLength(3);
    expect(mails.filter((mail) => mail.includes('To: wieder-da@example.de'))).toHaveLength(1);
  });
});
