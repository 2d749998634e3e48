import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SELLER_PAGE_MESSAGES } from '../../../domain/api/seller-page.ts';
import { auditSentence } from '../../../domain/audit-sentence.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import {
  adminAuditLog,
  itemTimeEnds,
  orderItems,
  products,
  sellerBankAccounts,
  sellerItemWishes,
  sellerPayouts,
  sellers,
} from '../../db/schema.ts';
import { insertProduct, insertSeller, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';
import { sellHandedOver } from '../../test/sell-handed-over.ts';
import { applySellerDataRetention, RETENTION_ACTOR } from './seller-retention.service.ts';

// A seller leaves (issue 34 item 7, decision 077), through the API against the real database:
// her items offline with her choice, her link gone with a German sentence, her last balance paid
// below the minimum, and her data deleted by the nightly step as the test clock passes the
// payout and the retention period, each step in the audit log.

let current = new Date('2026-11-02T10:00:00Z');
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

async function newLink(number: number): Promise<string> {
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/seller/${number}/link`,
    headers: auth,
  });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { url: string }).url.split('/verkaeufer/')[1]!;
}

async function withAccount(number: number, name: string) {
  await insertSeller(t.db, number, name);
  await t.db
    .update(sellers)
    .set({ email: `v${number}@example.org`, phone: '0151 1234567', unsoldChoice: 'donate' })
    .where(eq(sellers.number, number));
  const stored = await t.app.inject({
    method: 'PUT',
    url: `/api/seller/${number}/bank-account`,
    headers: auth,
    payload: { iban: 'DE89 3704 0044 0532 0130 00', holder: name },
  });
  expect(stored.statusCode, stored.body).toBe(200);
}

const sell = (sellerNumber: number, priceCents: number) =>
  sellHandedOver(t, auth, sellerNumber, priceCents);

const leaveOnPage = (token: string, payload: object = { confirmed: true }) =>
  t.app.inject({ method: 'POST', url: `/api/seller-page/${token}/leave`, payload });

const startRun = () =>
  t.app.inject({ method: 'POST', url: '/api/admin/payouts/runs', headers: auth });

const sentencesAbout = async (sellerNumber: number) =>
  (
    await t.db
      .select()
      .from(adminAuditLog)
      .where(
        sql`${adminAuditLog.details} @> ${JSON.stringify({ subject: { sellerNumber } })}::jsonb`,
      )
      .orderBy(adminAuditLog.id)
  ).map((row) => ({
    who: row.userEmail,
    sentence: auditSentence({ ...row, details: row.details as Record<string, unknown> }),
  }));

describe('a seller leaves on her own page', () => {
  it('asks for her confirmation, takes her items offline with her choice, and closes her page', async () => {
    await withAccount(401, 'Lena Vogt');
    const online = await insertProduct(t.db, { sellerNumber: 401, priceCents: 800 });
    const draft = await insertProduct(t.db, {
      sellerNumber: 401,
      status: 'draft',
      publishAt: new Date(current.getTime() + DAY),
    });
    // A buyer is paying for this one right now: it stays until her payment ends.
    const reserved = await insertProduct(t.db, {
      sellerNumber: 401,
      reservedUntil: new Date(current.getTime() + 10 * 60_000),
      reservedBy: randomUUID(),
    });
    const announced = await insertProduct(t.db, { sellerNumber: 401, status: 'announced' });
    const sold = await sell(401, 1000);
    const token = await newLink(401);

    const unconfirmed = await leaveOnPage(token, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Bitte bestätige, dass du aufhören möchtest.');
    expect((await t.app.inject({ url: `/api/seller-page/${token}` })).statusCode).toBe(200);

    const left = await leaveOnPage(token);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      sellerNumber: 401,
      itemsOffline: 2,
      itemsStillReserved: 1,
      announcedWithdrawn: 1,
      openBalance: 5,
    });
    expect(left.json().message).toMatch(/Dein Guthaben von 5,00\s€ überweisen wir dir/);

    const states = await t.db
      .select({ id: products.id, status: products.status, publishAt: products.publishAt })
      .from(products)
      .where(eq(products.sellerNumber, 401));
    const stateOf = (id: string) => states.find((row) => row.id === id);
    expect(stateOf(online.id)?.status).toBe('inactive');
    expect(stateOf(draft.id)).toMatchObject({ status: 'inactive', publishAt: null });
    expect(stateOf(reserved.id)?.status).toBe('active');
    expect(stateOf(sold.productId)?.status).toBe('sold');
    expect(stateOf(announced.id)).toBeUndefined();
    const wishes = await t.db.select().from(sellerItemWishes);
    expect(wishes.filter((wish) => [online.id, draft.id].includes(wish.productId))).toHaveLength(2);
    expect(wishes.every((wish) => wish.wish === 'spenden')).toBe(true);

    // The sort-out list says why the items are there.
    const sortOut = await t.app.inject({ url: '/api/products/sortout', headers: auth });
    expect(sortOut.statusCode, sortOut.body).toBe(200);
    const listed = (sortOut.json() as { items: { _id: string; reason: string }[] }).items.filter(
      (item) => [online.id, draft.id].includes(item._id),
    );
    expect(listed.map((item) => item.reason)).toEqual(['sellerLeft', 'sellerLeft']);

    for (const url of [`/api/seller-page/${token}`, `/api/seller-page/${token}/announce-options`]) {
      const gone = await t.app.inject({ url });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(
        'Du hast am 02.11.2026 bei uns aufgehört. Deine Verkäuferseite gibt es darum nicht mehr. Dein letztes Guthaben überweisen wir mit der nächsten Auszahlung. Bei Fragen melde dich bitte bei uns im Laden.',
      );
    }
    expect((await leaveOnPage(token)).statusCode).toBe(410);
    // A guessed token still learns nothing.
    expect((await t.app.inject({ url: `/api/seller-page/${'A'.repeat(43)}` })).json().message).toBe(
      SELLER_PAGE_MESSAGES.notFound,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/seller/401/leave',
      headers: auth,
      payload: { confirmed: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Verkäuferin 401 hat schon am 02.11.2026 aufgehört.');
    const newLinkRefused = await t.app.inject({
      method: 'POST',
      url: '/api/seller/401/link',
      headers: auth,
    });
    expect(newLinkRefused.statusCode).toBe(409);

    expect(await sentencesAbout(401)).toContainEqual({
      who: 'Verkäuferin 401 (über ihre Seite)',
      sentence:
        'Verkäufer 401 (Lena Vogt) hat auf ihrer Seite aufgehört: Artikel offline oder, nach ihrer Wahl, beim Shop; letztes Guthaben im nächsten Auszahlungslauf',
    });
  });
});

describe("a left seller's last balance and data", () => {
  it('is paid below the minimum; her contact data and IBAN go 30 days after, her name after ten years', async () => {
    // Seller 401 left on 2 November with 5,00 € not yet settled (under the 10 € minimum).
    current = new Date('2026-11-03T02:00:00Z');
    expect(await applySellerDataRetention(t.db, 50, current)).toEqual(new Map());
    // Her reserved item lapsed meanwhile: the nightly step takes it offline.
    const stillActive = await t.db
      .select()
      .from(products)
      .where(and(eq(products.sellerNumber, 401), eq(products.status, 'active')));
    expect(stillActive).toEqual([]);

    current = new Date('2026-11-25T10:00:00Z');
    const overview = await t.app.inject({ url: '/api/admin/payouts', headers: auth });
    expect(
      overview.json().sellers.find((row: { sellerNumber: number }) => row.sellerNumber === 401),
    ).toMatchObject({ balance: 5, due: true, left: true, reason: null });
    const run = await startRun();
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json().payouts).toEqual([expect.objectContaining({ sellerNumber: 401, amount: 5 })]);

    current = new Date('2026-12-24T10:00:00Z');
    expect(await applySellerDataRetention(t.db, 50, current)).toEqual(new Map());
    current = new Date('2026-12-26T10:00:00Z');
    expect(await applySellerDataRetention(t.db, 50, current)).toEqual(
      new Map([[401, ['deleteContact']]]),
    );
    const [after] = await t.db.select().from(sellers).where(eq(sellers.number, 401));
    expect(after).toMatchObject({ name: 'Lena Vogt', email: null, phone: null, notes: null });
    expect(
      await t.db.select().from(sellerBankAccounts).where(eq(sellerBankAccounts.sellerNumber, 401)),
    ).toEqual([]);
    const auditText = JSON.stringify(
      await t.db
        .select({ details: adminAuditLog.details })
        .from(adminAuditLog)
        .where(
          sql`${adminAuditLog.details} @> ${JSON.stringify({ subject: { sellerNumber: 401 } })}::jsonb`,
        ),
    );
    expect(auditText).not.toContain('v401@example.org');
    // The run's file held her IBAN in full: it is gone, the payout stays on record.
    const file = await t.app.inject({
      url: `/api/admin/payouts/runs/${run.json().id}/file`,
      headers: auth,
    });
    expect(file.statusCode).toBe(410);
    expect(file.json().message).toContain('Die SEPA-Datei dieses Laufs ist gelöscht');

    // The owner puts an item of hers back online (she left it to the shop): later nights keep out.
    await t.db
      .update(products)
      .set({ status: 'active' })
      .where(and(eq(products.sellerNumber, 401), eq(products.status, 'inactive')));
    await applySellerDataRetention(t.db, 50, new Date('2027-03-01T02:00:00Z'));
    expect(
      await t.db
        .select()
        .from(products)
        .where(and(eq(products.sellerNumber, 401), eq(products.status, 'inactive'))),
    ).toEqual([]);

    // A second night changes nothing: the name is kept for the tax periods.
    expect(await applySellerDataRetention(t.db, 50, new Date('2036-12-31T22:00:00Z'))).toEqual(
      new Map(),
    );
    expect(await applySellerDataRetention(t.db, 50, new Date('2037-01-01T05:00:00Z'))).toEqual(
      new Map([[401, ['anonymise']]]),
    );
    const [anonymous] = await t.db.select().from(sellers).where(eq(sellers.number, 401));
    expect(anonymous!.name).toBe('Ehemalige Verkäuferin 401');
    const [payout] = await t.db
      .select()
      .from(sellerPayouts)
      .where(eq(sellerPayouts.sellerNumber, 401));
    expect(payout!.amountCents).toBe(500);
    expect(payout!.statement).toMatchObject({
      sellerName: 'Ehemalige Verkäuferin 401',
      holder: 'Ehemalige Verkäuferin 401',
      amountCents: 500,
    });
    expect(JSON.stringify(await sentencesAbout(401))).not.toContain('Lena Vogt');
    const steps = (await sentencesAbout(401)).filter((row) => row.who === RETENTION_ACTOR);
    expect(steps.map((row) => row.sentence)).toEqual([
      'Daten von Verkäufer 401 gelöscht (E-Mail, Telefon, Notizen, IBAN; letzte Auszahlung erledigt)',
      'Daten von Verkäufer 401 nach Ende der Aufbewahrungsfrist anonymisiert (Name ersetzt)',
    ]);
    current = new Date('2026-11-25T10:00:00Z');
  });

  it('can be recorded by the owner in the admin, in the audit log', async () => {
    await withAccount(402, 'Mia Kurz');
    await insertProduct(t.db, { sellerNumber: 402 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/seller/402/leave',
      headers: auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/seller/402/leave',
      headers: auth,
      payload: { confirmed: true },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ itemsOffline: 1, openBalance: 0 });
    expect(left.json().message).toContain('Offenes Guthaben hast du keins.');
    const confirmation = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes('To: v402@example.org'),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain('du verkaufst ab heute nicht mehr bei');
    expect(confirmation[0]).toContain('Offenes Guthaben hast du keins.');
    // The row gets its outcome once the answer has gone out.
    const sentences = await vi.waitFor(async () => {
      const rows = (await sentencesAbout(402)).map((row) => row.sentence);
      expect(rows.some((row) => row.startsWith('Ausgang unbekannt'))).toBe(false);
      return rows;
    });
    expect(sentences).toContain(
      'Verkäufer 402 (Mia Kurz) abgemeldet: Artikel offline oder, nach ihrer Wahl, beim Shop; letztes Guthaben im nächsten Auszahlungslauf',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/seller/9999/leave',
          headers: auth,
          payload: { confirmed: true },
        })
      ).statusCode,
    ).toBe(404);
    // Nothing owed: her contact data goes at the next night.
    expect(await applySellerDataRetention(t.db, 50, current)).toEqual(
      new Map([[402, ['deleteContact']]]),
    );
  });
});

describe('a sign-up with the address of a seller', () => {
  it('makes no second seller, answers as any sign-up, and tells her by mail', async () => {
    await withAccount(403, 'Jule Brandt');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/seller-signups',
      payload: {
        name: 'Jule Brandt',
        email: 'V403@example.org',
        phone: '',
        iban: 'DE89 3704 0044 0532 0130 00',
        holder: 'Jule Brandt',
        unsoldChoice: 'pickup',
        acceptsTerms: true,
        termsVersion: CONSIGNMENT_TERMS_VERSION,
      },
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/seller-signups',
      payload: {
        name: 'Nora Neu',
        email: 'nora@example.org',
        iban: 'DE89 3704 0044 0532 0130 00',
        holder: 'Nora Neu',
        unsoldChoice: 'pickup',
        acceptsTerms: true,
        termsVersion: CONSIGNMENT_TERMS_VERSION,
      },
    });
    expect(answer.json()).toEqual(fresh.json());
    const signups = await t.db.execute<{ email: string }>(sql`select email from seller_signups`);
    expect(signups.rows.map((row) => row.email)).toEqual(['nora@example.org']);
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes('To: V403@example.org'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Du bist schon Verkäuferin bei');
    expect(mails[0]).toContain('mit der Nummer 403');
    expect(mails[0]).not.toContain('/verkaufen/bestaetigen/');
  });
});

describe('new consignment terms', () => {
  it('are asked of a seller who accepted older ones; until then she cannot announce a bag', async () => {
    await withAccount(404, 'Ida Roth');
    await t.db
      .update(sellers)
      .set({ termsVersion: '2026-01-01', termsAcceptedAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(sellers.number, 404));
    const token = await newLink(404);
    const page = await t.app.inject({ url: `/api/seller-page/${token}` });
    expect(page.json().terms).toEqual({
      currentVersion: CONSIGNMENT_TERMS_VERSION,
      acceptedVersion: '2026-01-01',
      acceptedAt: '2026-01-01T10:00:00.000Z',
      mustAccept: true,
    });
    const bag = {
      items: [
        {
          category: 'Kleidung',
          name: 'Body',
          brand: '',
          size: 86,
          condition: 'Sehr gut',
          season: 'Winter',
        },
      ],
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/bags`,
      payload: bag,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SELLER_PAGE_MESSAGES.termsOutdated);

    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/terms`,
      payload: { version: '2026-01-01' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SELLER_PAGE_MESSAGES.termsChanged);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/terms`,
      payload: { version: CONSIGNMENT_TERMS_VERSION },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [stored] = await t.db.select().from(sellers).where(eq(sellers.number, 404));
    expect(stored).toMatchObject({
      termsVersion: CONSIGNMENT_TERMS_VERSION,
      termsAcceptedAt: current,
    });
    const announced = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/bags`,
      payload: bag,
    });
    expect(announced.statusCode, announced.body).toBe(201);
  });

  it('are not asked online of a seller the owner created (she agreed on paper)', async () => {
    await insertSeller(t.db, 405, 'Pia Paper');
    const token = await newLink(405);
    const page = await t.app.inject({ url: `/api/seller-page/${token}` });
    expect(page.json().terms).toMatchObject({ acceptedVersion: null, mustAccept: false });
  });
});

describe('a seller who leaves her items to the shop', () => {
  it('leaves her items to the shop when she chose "keep": still for sale, as the shop’s own', async () => {
    await withAccount(409, 'Kira Sommer');
    await t.db.update(sellers).set({ unsoldChoice: 'keep' }).where(eq(sellers.number, 409));
    const online = await insertProduct(t.db, { sellerNumber: 409, priceCents: 1200 });
    const publishAt = new Date(current.getTime() + DAY);
    const draft = await insertProduct(t.db, { sellerNumber: 409, status: 'draft', publishAt });
    const reserved = await insertProduct(t.db, {
      sellerNumber: 409,
      reservedUntil: new Date(current.getTime() + 10 * 60_000),
      reservedBy: randomUUID(),
    });
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/seller/409/leave',
      headers: auth,
      payload: { confirmed: true },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ itemsOffline: 0, itemsStillReserved: 0, itemsToShop: 3 });
    expect(left.json().message).toContain(
      'Deine 3 Artikel gehören jetzt, wie du es gewählt hast, dem Shop und bleiben im Verkauf.',
    );

    const states = await t.db
      .select({ id: products.id, status: products.status, publishAt: products.publishAt })
      .from(products)
      .where(eq(products.sellerNumber, 409));
    const stateOf = (id: string) => states.find((row) => row.id === id);
    expect(stateOf(online.id)?.status).toBe('active');
    expect(stateOf(draft.id)).toMatchObject({ status: 'draft', publishAt });
    expect(stateOf(reserved.id)?.status).toBe('active');
    const ends = await t.db.select().from(itemTimeEnds).where(eq(itemTimeEnds.sellerNumber, 409));
    expect(ends.map((end) => [end.productId, end.reason, end.choice]).sort()).toEqual(
      [online.id, draft.id, reserved.id].map((id) => [id, 'left', 'keep']).sort(),
    );
    const wishes = await t.db.select().from(sellerItemWishes);
    expect(wishes.some((wish) => [online.id, draft.id, reserved.id].includes(wish.productId))).toBe(
      false,
    );

    // A buyer orders it afterwards: the sale is the shop's, her statement and balance know nothing.
    const placed = await placeCashOrder(t, [online.id]);
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = await t.db
      .select({ sellerNumber: orderItems.sellerNumber })
      .from(orderItems)
      .where(eq(orderItems.productId, online.id));
    expect(line?.sellerNumber).toBeNull();
    const statement = await t.app.inject({ url: '/api/seller/409/statement', headers: auth });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json()).toMatchObject({
      items: { online: 0, reserved: 0, sold: 0, inactive: 0 },
      totals: { balance: 0 },
    });
  });
});
