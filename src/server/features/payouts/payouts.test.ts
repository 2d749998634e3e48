import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../../../domain/api/payouts.ts';
import { IBAN_MESSAGES } from '../../../domain/payouts/iban.ts';
import { adminAuditLog, payoutRuns, sellerBankAccounts, sellerPayouts } from '../../db/schema.ts';
import { insertSeller, readOutbox } from '../../test/fixtures.ts';
import {
  createSecondApp,
  createTestApp,
  signInAsAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { sellHandedOver } from '../../test/sell-handed-over.ts';
import { pain001SchemaErrors } from './pain001-schema.ts';

// Issue 34 item 6 (decision 072): IBANs sealed and revealed on record, and payout runs that pay
// each settled share exactly once, net returns, and write a SEPA file the schema accepts.

let current = new Date('2026-11-02T10:00:00Z');
const clock = { now: () => new Date(current) };
const DAY = 24 * 60 * 60 * 1000;
const SHOP_ENV = {
  SHOP_IBAN: 'DE02 1203 0000 0000 2020 51',
  SHOP_BIC: 'BYLADEM1001',
  SHOP_ACCOUNT_HOLDER: 'Kinderkiste Jana Müller',
  PAYOUT_MINIMUM_EUROS: '10',
  DATEV_CONSULTANT_NUMBER: '1001',
  DATEV_CLIENT_NUMBER: '1',
  DATEV_ACCOUNT_CONSIGNOR_PAYABLES: '1611',
};
const ANNA_IBAN = 'DE89370400440532013000';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: SHOP_ENV });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const putBankAccount = (number: number, iban: string, holder = 'Anna Schäfer') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller/${number}/bank-account`,
    headers: auth,
    payload: { iban, holder },
  });

const startRun = (app = t.app) =>
  app.inject({ method: 'POST', url: '/api/admin/payouts/runs', headers: auth });

const sell = (sellerNumber: number, priceCents: number) =>
  sellHandedOver(t, auth, sellerNumber, priceCents);

const overview = async () =>
  (await t.app.inject({ url: '/api/admin/payouts', headers: auth })).json();
const sellerRow = async (number: number) =>
  (await overview()).sellers.find((row: { sellerNumber: number }) => row.sellerNumber === number);
const payoutsOf = (number: number) =>
  t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerNumber, number));

describe("a seller's IBAN", () => {
  it('is refused with a German reason when its check digits are wrong, and nothing is stored', async () => {
    await insertSeller(t.db, 1, 'Anna Schäfer');
    const wrong = await putBankAccount(1, 'DE88 3704 0044 0532 0130 00');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(IBAN_MESSAGES.checksum);
    expect((await putBankAccount(1, 'DE89 3704')).json().message).toBe(IBAN_MESSAGES.length);
    expect((await putBankAccount(1, 'XX89370400440532013000')).json().message).toBe(
      IBAN_MESSAGES.country,
    );
    expect((await putBankAccount(1, '')).statusCode).toBe(400);
    const none = await t.app.inject({ url: '/api/seller/1/bank-account', headers: auth });
    expect(none.json()).toEqual({ bankAccount: null });
    expect((await putBankAccount(999, ANNA_IBAN)).statusCode).toBe(404);
  });

  it('is stored sealed, shown masked, never written to the audit log', async () => {
    const stored = await putBankAccount(1, 'de89 3704 0044 0532 0130 00');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      holder: 'Anna Schäfer',
      ibanMasked: 'DE89 **** **** **** **** 3000',
    });
    const [row] = await t.db.select().from(sellerBankAccounts);
    expect(row!.ibanSealed).not.toContain('0532013000');
    expect(row!.ibanSealed).not.toContain(ANNA_IBAN);
    const shown = await t.app.inject({ url: '/api/seller/1/bank-account', headers: auth });
    expect(JSON.stringify(shown.json())).not.toContain('0532');
    const logged = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.route, '/api/seller/:number/bank-account'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged.map((entry) => entry.details))).not.toMatch(/0532|3704/);
  });

  it('is revealed in full only to an admin, and each reveal is in the audit log', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/seller/1/bank-account/reveal',
    });
    expect(anonymous.statusCode).toBe(401);
    for (let look = 0; look < 2; look += 1) {
      const revealed = await t.app.inject({
        method: 'POST',
        url: '/api/seller/1/bank-account/reveal',
        headers: auth,
      });
      expect(revealed.json()).toEqual({
        holder: 'Anna Schäfer',
        iban: 'DE89 3704 0044 0532 0130 00',
      });
    }
    const reveals = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.route, '/api/seller/:number/bank-account/reveal'));
    expect(reveals).toHaveLength(2);
    expect(reveals[0]).toMatchObject({ userEmail: 'admin@example.de', statusCode: 200 });
    expect(reveals[0]!.details).toMatchObject({ subject: { sellerNumber: 1 } });
    const noAccount = await t.app.inject({
      method: 'POST',
      url: '/api/seller/999/bank-account/reveal',
      headers: auth,
    });
    expect(noAccount.statusCode).toBe(404);
  });
});

describe('payout runs', () => {
  let firstSale: Awaited<ReturnType<typeof sell>>;

  it('pays nothing while the withdrawal period runs, and says so', async () => {
    await insertSeller(t.db, 2, 'Berta Klein');
    await insertSeller(t.db, 3, 'Clara Ohne-Konto');
    await putBankAccount(2, 'AT61 1904 3002 3457 3201', 'Berta Klein');
    firstSale = await sell(1, 3000); // share 15,00 €
    await sell(2, 1000); // share 5,00 €: under the minimum
    await sell(3, 4000); // share 20,00 €: no IBAN
    expect(await sellerRow(1)).toMatchObject({ balance: 0, pending: 15, due: false });
    const refused = await startRun();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.nothingDue);
    expect(await payoutsOf(1)).toEqual([]);
  });

  it('pays every due seller with an IBAN once the period is over, in a file the schema accepts', async () => {
    current = new Date(current.getTime() + 22 * DAY);
    const before = await overview();
    expect(before).toMatchObject({ minimum: 10, debtorReady: true, dueCount: 1, dueTotal: 15 });
    expect(await sellerRow(2)).toMatchObject({
      balance: 5,
      due: false,
      reason: 'Unter dem Mindestbetrag',
    });
    expect(await sellerRow(3)).toMatchObject({
      balance: 20,
      due: false,
      reason: 'Keine IBAN hinterlegt',
    });

    const started = await startRun();
    expect(started.statusCode).toBe(201);
    await t.settled();
    const run = started.json();
    expect(run).toMatchObject({
      payoutCount: 1,
      total: 15,
      payouts: [
        {
          sellerNumber: 1,
          amount: 15,
          endToEndId: `KK-A${run.id}-V1`,
          ibanMasked: 'DE89 **** **** **** **** 3000',
        },
      ],
    });

    const file = await t.app.inject({
      url: `/api/admin/payouts/runs/${run.id}/file`,
      headers: auth,
    });
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toContain(`KK-AUSZAHLUNG-${run.id}.xml`);
    const xml = file.body;
    expect(await pain001SchemaErrors(xml)).toEqual([]);
    expect(xml.match(/<NbOfTxs>1<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>15.00<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">15.00</InstdAmt>');
    expect(xml).toContain(`<IBAN>${ANNA_IBAN}</IBAN>`);
    expect(xml).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(xml).toContain('<Nm>Anna Schaefer</Nm>');
    expect(xml).toContain('<Nm>Kinderkiste Jana Mueller</Nm>');
    expect(xml).toContain(`<EndToEndId>KK-A${run.id}-V1</EndToEndId>`);
    expect(xml).toMatch(
      /<Ustrd>Auszahlung Kinderkiste Verkaeufernummer 1 Abrechnung KK-A\d+-V1<\/Ustrd>/,
    );
    expect(xml).toContain('<Dt>2026-11-24</Dt>');
    // Kept sealed, like the IBANs it holds.
    const [stored] = await t.db.select().from(payoutRuns).where(eq(payoutRuns.id, run.id));
    expect(stored!.fileSealed).not.toContain(ANNA_IBAN);
    expect(stored!.fileSealed).not.toContain('CstmrCdtTrfInitn');
    // Downloaded again: the same bytes.
    const again = await t.app.inject({
      url: `/api/admin/payouts/runs/${run.id}/file`,
      headers: auth,
    });
    expect(again.body).toBe(xml);

    expect(await payoutsOf(1)).toMatchObject([{ amountCents: 1500, runId: run.id }]);
    expect(await payoutsOf(2)).toEqual([]);
    expect(await payoutsOf(3)).toEqual([]);
    expect((await overview()).runs[0]).toMatchObject({ id: run.id, payoutCount: 1, total: 15 });
  });

  it('sends the seller her statement by mail and shows it on her page', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/seller/1',
      headers: auth,
      payload: { name: 'Anna Schäfer', email: 'anna@example.de' },
    });
    await t.settled();
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes('anna@example.de'));
    // The seller had no address when the run was made: the mail was skipped, not failed.
    expect(mails).toHaveLength(0);

    const link = await t.app.inject({ method: 'POST', url: '/api/seller/1/link', headers: auth });
    const token = new URL(link.json().url as string).pathname.split('/').pop()!;
    const page = await t.app.inject({ url: `/api/seller-page/${token}` });
    const payouts = page.json().payouts as { amount: number; statementPath: string | null }[];
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.amount).toBe(15);
    const pdf = await t.app.inject({ url: payouts[0]!.statementPath! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mails the statement with its PDF to a seller with an address', async () => {
    await insertSeller(t.db, 4, 'Dora Groß');
    await t.app.inject({
      method: 'PUT',
      url: '/api/seller/4',
      headers: auth,
      payload: { name: 'Dora Groß', email: 'dora@example.de' },
    });
    await putBankAccount(4, 'DE75 5121 0800 1245 1261 99', 'Dora Groß');
    await sell(4, 2400);
    current = new Date(current.getTime() + 22 * DAY);
    const run = await startRun();
    expect(run.json()).toMatchObject({ payoutCount: 1, total: 12 });
    await t.settled();
    const [mail] = (await readOutbox(t.dataDir)).filter((text) => text.includes('dora@example.de'));
    expect(mail).toMatch(/wir überweisen dir 12,00\s€ auf dein Konto/);
    expect(mail).toContain('DE75 **** **** **** **** 6199');
    expect(mail).toContain('application/pdf');
    expect(mail).not.toContain('512108001245126199');
  });

  it('never pays a share twice when two processes start a run at the same moment', async () => {
    await insertSeller(t.db, 5, 'Emma Eins');
    await putBankAccount(5, 'DE89 3704 0044 0532 0130 00', 'Emma Eins');
    await sell(5, 2000);
    await sell(5, 4000);
    current = new Date(current.getTime() + 22 * DAY);
    const second = await createSecondApp(t, { clock, env: SHOP_ENV });
    try {
      const answers = await Promise.all([
        startRun(),
        startRun(second),
        startRun(),
        startRun(second),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().message).toBe(PAYOUT_MESSAGES.nothingDue);
      }
    } finally {
      await second.close();
    }
    expect(await payoutsOf(5)).toMatchObject([{ amountCents: 3000 }]);
    expect(await sellerRow(5)).toBeUndefined();
  });

  it('nets a return after a payout against the next run', async () => {
    const returned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${firstSale.orderId}/returns`,
      headers: auth,
      payload: { items: [{ productId: firstSale.productId, resellable: true }] },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // 15,00 € were paid for an item that came back: she owes it, carried over.
    expect(await sellerRow(1)).toMatchObject({
      balance: -15,
      due: false,
      reason: 'Rückgabe nach einer Auszahlung: wird mit späteren Verkäufen verrechnet',
    });
    expect((await startRun()).statusCode).toBe(409);

    const nextSale = await sell(1, 5000); // share 25,00 €
    current = new Date(current.getTime() + 22 * DAY);
    expect(await sellerRow(1)).toMatchObject({ balance: 10, due: true });
    const run = (await startRun()).json();
    expect(run.payouts).toMatchObject([{ sellerNumber: 1, amount: 10 }]);
    const payouts = await payoutsOf(1);
    expect(payouts.map((payout) => payout.amountCents)).toEqual([1500, 1000]);
    const statement = payouts[1]!.statement!;
    expect(statement.newLines.map((line) => line.itemNumber)).toEqual([nextSale.itemNumber]);
    expect(statement.returnedLines.map((line) => line.itemNumber)).toEqual([firstSale.itemNumber]);
    expect(statement).toMatchObject({ amountCents: 1000, carriedCents: 0 });
    const pdf = await t.app.inject({
      url: `/api/admin/payouts/${payouts[1]!.id}/statement.pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('appears in the DATEV export on the payables to consignors the accountant set', async () => {
    const datev = await t.app.inject({
      url: '/api/admin/invoices/datev.csv?from=2026-11-01&to=2026-12-31',
      headers: auth,
    });
    expect(datev.statusCode).toBe(200);
    const lines = datev.rawPayload
      .toString('latin1')
      .split('\r\n')
      .filter((line) => line.includes('Auszahlung Verk'));
    const payouts = (await t.db.select().from(sellerPayouts)).filter(
      (payout) => payout.createdAt < new Date('2026-12-31T23:00:00Z'),
    );
    expect(payouts.length).toBeGreaterThan(1);
    expect(lines).toHaveLength(payouts.length);
    for (const payout of payouts) {
      const line = lines.find((candidate) => candidate.includes(`"${payout.endToEndId}"`));
      const euros = (payout.amountCents / 100).toFixed(2).replace('.', ',');
      expect(line).toMatch(new RegExp(`^${euros};"S";"EUR";;;;1611;1200;`));
    }
  });

  it('answers 404 for an unknown run or statement, 401 without sign-in', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/payouts/runs/99999', headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/payouts/runs/99999/file', headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/payouts/99999/statement.pdf', headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/payouts/runs/abc', headers: auth })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/payouts' })).statusCode).toBe(401);
    expect((await startRun(t.app)).statusCode).not.toBe(500);
  });
});
