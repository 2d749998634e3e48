import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInvoice, invoicingOf, issueInvoice } from '../../aggregates/invoice-register.ts';
import { orderItems } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOrder, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { DATEV_MESSAGES } from './datev-export.ts';

// A period's documents are booked when they are issued and never change afterwards: exporting
// October again after a November cancellation gives the same bytes, in the bookkeeping CSV, the
// DATEV batch and the archive alike (decisions 032, 033).

let now = new Date('2026-10-01T08:00:00Z');
const clock: Clock = { now: () => new Date(now) };
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' },
  });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

async function order(fields: Partial<Parameters<typeof insertOrder>[1]>) {
  const created = await insertOrder(t.db, {
    firstName: 'Łukasz',
    lastName: 'Şahin',
    subtotalCents: 1299,
    totalCents: 1299,
    valueToPayCents: 1299,
    createdAt: new Date('2026-10-14T16:00:00Z'),
    ...fields,
  });
  const product = await insertProduct(t.db, { status: 'sold' });
  await t.db.insert(orderItems).values({
    orderId: created.id,
    productId: product.id,
    itemNumber: product.itemNumber,
    category: 'Kleidung',
    name: 'Schlafsack',
    condition: 'Gut',
    priceCents: 1299,
    sale: false,
    discount: 0,
    salePriceCents: 1299,
  });
  return created;
}

async function act(orderId: string, action: 'mark-paid' | 'cancel', at: string) {
  now = new Date(at);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    headers: auth,
    payload: { action },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.settled();
}

type Export = 'bookkeeping.csv' | 'datev.csv' | 'archive.zip';

const exportOf = async (kind: Export, from: string, to: string) => {
  const response = await t.app.inject({
    url: `/api/admin/invoices/${kind}?from=${from}&to=${to}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const csvLines = (body: string) => body.replace('\uFEFF', '').trimEnd().split('\r\n');
const datevLines = (bytes: Buffer) =>
  new TextDecoder('windows-1252').decode(bytes).trimEnd().split('\r\n');

const CSV_HEADER =
  'Belegnummer;Belegart;Belegdatum;Bestellnummer;Bestelldatum;Kunde;Zahlungsart;Lieferart;' +
  'Warenwert;Gutschein;Gutscheinrabatt;Versand;Gesamt;Wertgutscheine;Bezahlt;Storniert Beleg';

describe('the bookkeeping exports of issued documents', () => {
  it('book a cancellation in its own month and leave the earlier month as it was', async () => {
    // Paid in cash at the pickup station in October: the invoice is issued then.
    const cash = await order({ paymentMethod: 'cash', deliveryMethod: 'abholen' });
    await act(cash.id, 'mark-paid', '2026-10-15T09:00:00Z');
    const invoice = await findInvoice(t.db, cash.id);
    // Paid online in October, partly with a Wertgutschein: two settlement parts.
    const online = await order({
      firstName: 'Nguyễn',
      lastName: 'Thị Đào',
      paymentMethod: 'klarna-pay-later',
      deliveryMethod: 'liefernDHL',
      deliveryCostCents: 499,
      totalCents: 1798,
      vouchersTotalCents: 500,
      valueToPayCents: 1298,
      paidAt: new Date('2026-10-20T10:00:00Z'),
    });
    const onlineInvoice = await issueInvoice(
      t.db,
      online.id,
      invoicingOf(t.app.config),
      new Date('2026-10-20T10:00:00Z'),
    );

    const october = {
      csv: await exportOf('bookkeeping.csv', '2026-10-01', '2026-10-31'),
      datev: await exportOf('datev.csv', '2026-10-01', '2026-10-31'),
      zip: await exportOf('archive.zip', '2026-10-01', '2026-10-31'),
    };
    expect(october.csv.headers['content-disposition']).toBe(
      'attachment; filename="buchhaltung-2026-10-01-bis-2026-10-31.csv"',
    );
    expect(csvLines(october.csv.body)).toEqual([
      CSV_HEADER,
      `${invoice!.number};Rechnung;15.10.2026;${cash.orderNumber};14.10.2026;Łukasz Şahin;Barzahlung;Abholung an der Abholstation;12,99;;0,00;0,00;12,99;0,00;12,99;`,
      `${onlineInvoice!.number};Rechnung;20.10.2026;${online.orderNumber};14.10.2026;Nguyễn Thị Đào;Auf Rechnung mit Klarna;Versand mit DHL;12,99;;0,00;4,99;17,98;5,00;12,98;`,
    ]);

    expect(october.datev.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(october.datev.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-10.csv"',
    );
    const octoberDatev = datevLines(october.datev.rawPayload);
    // 'Erzeugt am' is the last issue of the period (12:00 in Berlin), not the download.
    expect(octoberDatev[0]).toMatch(
      /^"EXTF";700;21;"Buchungsstapel";13;20261020120000000;;"RE";"";"";29098;55003;20260101;4;20261001;20261031;/,
    );
    const fields = (line: string | undefined) => line!.split(';').slice(0, 14);
    expect(octoberDatev.slice(2).map(fields)).toEqual([
      [
        '12,99',
        '"S"',
        '"EUR"',
        '',
        '',
        '',
        '1000',
        '8195',
        '',
        '1510',
        `"${invoice!.number}"`,
        '',
        '',
        `"Bestellung ${cash.orderNumber} Barzahlung Lukasz Sahin"`,
      ],
      [
        '12,98',
        '"S"',
        '"EUR"',
        '',
        '',
        '',
        '1361',
        '8195',
        '',
        '2010',
        `"${onlineInvoice!.number}"`,
        '',
        '',
        `"Bestellung ${online.orderNumber} Auf Rechnung mit Klarna Nguyen Thi Dào"`,
      ],
      [
        '5,00',
        '"S"',
        '"EUR"',
        '',
        '',
        '',
        '1604',
        '8195',
        '',
        '2010',
        `"${onlineInvoice!.number}"`,
        '',
        '',
        `"Bestellung ${online.orderNumber} Wertgutschein Nguyen Thi Dào"`,
      ],
    ]);

    // The customer cancels in November; the paid order's invoice is cancelled then.
    await act(cash.id, 'cancel', '2026-11-03T15:00:00Z');

    const octoberAgain = {
      csv: await exportOf('bookkeeping.csv', '2026-10-01', '2026-10-31'),
      datev: await exportOf('datev.csv', '2026-10-01', '2026-10-31'),
      zip: await exportOf('archive.zip', '2026-10-01', '2026-10-31'),
    };
    expect(octoberAgain.csv.body).toBe(october.csv.body);
    expect(octoberAgain.datev.rawPayload.equals(october.datev.rawPayload)).toBe(true);
    expect(octoberAgain.zip.rawPayload.equals(october.zip.rawPayload)).toBe(true);

    const novemberCsv = csvLines(
      (await exportOf('bookkeeping.csv', '2026-11-01', '2026-11-30')).body,
    );
    expect(novemberCsv).toHaveLength(2);
    const cancellation = novemberCsv[1]!.split(';');
    expect(cancellation[0]).not.toBe(invoice!.number);
    expect(cancellation).toEqual([
      cancellation[0],
      'Stornorechnung',
      '03.11.2026',
      String(cash.orderNumber),
      '14.10.2026',
      'Łukasz Şahin',
      'Barzahlung',
      'Abholung an der Abholstation',
      '-12,99',
      '',
      '0,00',
      '0,00',
      '-12,99',
      '0,00',
      '-12,99',
      invoice!.number,
    ]);

    const novemberDatev = datevLines(
      (await exportOf('datev.csv', '2026-11-01', '2026-11-30')).rawPayload,
    );
    expect(novemberDatev[0]).toMatch(/;13;20261103160000000;.*;20261101;20261130;/);
    expect(novemberDatev.slice(2).map(fields)).toEqual([
      [
        '12,99',
        '"H"',
        '"EUR"',
        '',
        '',
        '',
        '1000',
        '8195',
        '',
        '0311',
        `"${cancellation[0]}"`,
        '',
        '',
        // Cut at DATEV's 60 characters.
        `"Storno ${invoice!.number} Bestellung ${cash.orderNumber} Barzahlung Lukasz Sahi"`,
      ],
    ]);
  });

  it('book a partial withdrawal in the month the goods came back, split into money and voucher', async () => {
    // Paid in March with PayPal and a Wertgutschein, two items, shipped.
    const paidAt = new Date('2026-03-20T10:00:00Z');
    const shipped = await order({
      createdAt: new Date('2026-03-19T10:00:00Z'),
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
      status: 'shipped',
      subtotalCents: 2598,
      deliveryCostCents: 499,
      totalCents: 3097,
      vouchersTotalCents: 1000,
      valueToPayCents: 2097,
      paidAt,
      shippedAt: paidAt,
    });
    const second = await insertProduct(t.db, { status: 'sold' });
    await t.db.insert(orderItems).values({
      orderId: shipped.id,
      productId: second.id,
      itemNumber: second.itemNumber,
      category: 'Kleidung',
      name: 'Jacke',
      condition: 'Gut',
      priceCents: 1299,
      sale: false,
      discount: 0,
      salePriceCents: 1299,
    });
    await issueInvoice(t.db, shipped.id, invoicingOf(t.app.config), paidAt);
    const march = {
      csv: await exportOf('bookkeeping.csv', '2026-03-01', '2026-03-31'),
      datev: await exportOf('datev.csv', '2026-03-01', '2026-03-31'),
    };

    // April: the customer withdraws and sends the jacket back.
    now = new Date('2026-04-07T09:00:00Z');
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${shipped.id}/returns`,
      headers: auth,
      payload: { items: [{ productId: second.id, resellable: true }] },
    });
    expect(back.statusCode, back.body).toBe(200);
    await t.settled();
    const detail = await t.app.inject({ url: `/api/admin/orders/${shipped.id}`, headers: auth });
    const documentNumber = detail.json().returns[0].documentNumber as string;

    expect((await exportOf('bookkeeping.csv', '2026-03-01', '2026-03-31')).body).toBe(
      march.csv.body,
    );
    expect(
      (await exportOf('datev.csv', '2026-03-01', '2026-03-31')).rawPayload.equals(
        march.datev.rawPayload,
      ),
    ).toBe(true);

    // 12,99 € of 30,97 €, paid 20,97 € in money and 10,00 € with the voucher.
    const money = Math.round((1299 * 2097) / 3097);
    const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const april = csvLines((await exportOf('bookkeeping.csv', '2026-04-01', '2026-04-30')).body);
    expect(
      april.slice(1).map((line) => line.split(';').slice(0, 3).concat(line.split(';').slice(8))),
    ).toEqual([
      [
        documentNumber,
        'Stornorechnung',
        '07.04.2026',
        '-12,99',
        '',
        '0,00',
        '0,00',
        '-12,99',
        `-${euro(1299 - money)}`,
        `-${euro(money)}`,
        expect.stringMatching(/^RE-2026-\d{5}$/),
      ],
    ]);
    const aprilDatev = datevLines(
      (await exportOf('datev.csv', '2026-04-01', '2026-04-30')).rawPayload,
    );
    expect(
      aprilDatev
        .slice(2)
        .map((line) => line.split(';').filter((_, index) => [0, 1, 6, 7, 9, 10].includes(index))),
    ).toEqual([
      [euro(money), '"H"', '1360', '8195', '0704', `"${documentNumber}"`],
      [euro(1299 - money), '"H"', '1604', '8195', '0704', `"${documentNumber}"`],
    ]);
  });

  it('puts every document of the period into the ZIP as stored, with the bookkeeping CSV', async () => {
    const day = new Date('2026-09-10T09:00:00Z');
    const paid = await order({ paidAt: day });
    await issueInvoice(t.db, paid.id, invoicingOf(t.app.config), day);
    const stored = await findInvoice(t.db, paid.id);

    const response = await exportOf('archive.zip', '2026-09-01', '2026-09-30');
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      ['buchhaltung.csv', `Rechnung-${stored!.number}.pdf`].sort(),
    );
    expect(Buffer.from(files[`Rechnung-${stored!.number}.pdf`]!).equals(stored!.pdf)).toBe(true);
    const csv = await exportOf('bookkeeping.csv', '2026-09-01', '2026-09-30');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['buchhaltung.csv'])).toBe(
      csv.body,
    );
  });

  it('writes a customer name that looks like a formula as plain text', async () => {
    const day = new Date('2026-08-15T10:00:00Z');
    const paid = await order({
      firstName: '=HYPERLINK("https://evil.example";"Klick")',
      lastName: '@Muster',
      paidAt: day,
    });
    await issueInvoice(t.db, paid.id, invoicingOf(t.app.config), day);
    const row = csvLines((await exportOf('bookkeeping.csv', '2026-08-01', '2026-08-31')).body)[1];
    expect(row).toContain(';"\'=HYPERLINK(""https://evil.example"";""Klick"") @Muster";');
  });

  it('refuses a bad or inverted period (400), a DATEV batch over two fiscal years (400) and anyone without a token (401)', async () => {
    for (const query of ['from=gestern&to=2026-09-30', 'from=2026-10-01&to=2026-09-30']) {
      for (const kind of ['bookkeeping.csv', 'datev.csv', 'archive.zip']) {
        const bad = await t.app.inject({
          url: `/api/admin/invoices/${kind}?${query}`,
          headers: auth,
        });
        expect(bad.statusCode, `${kind}?${query}`).toBe(400);
      }
    }
    const twoYears = await t.app.inject({
      url: '/api/admin/invoices/datev.csv?from=2026-12-01&to=2027-01-31',
      headers: auth,
    });
    expect(twoYears.statusCode).toBe(400);
    expect(twoYears.json().message).toBe(DATEV_MESSAGES.twoFiscalYears);
    for (const kind of ['bookkeeping.csv', 'datev.csv', 'archive.zip']) {
      const anonymous = await t.app.inject({
        url: `/api/admin/invoices/${kind}?from=2026-09-01&to=2026-09-30`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('the DATEV export without the accountant’s numbers', () => {
  it('answers 409 with a German sentence naming the settings', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        url: '/api/admin/invoices/datev.csv?from=2026-10-01&to=2026-10-31',
        headers: await signInAsAdmin(bare),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DATEV_MESSAGES.notConfigured);
    } finally {
      await bare.close();
    }
  });
});
