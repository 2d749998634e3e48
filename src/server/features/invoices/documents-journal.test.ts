import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findInvoice,
  invoicingOf,
  issueCancellation,
  issueInvoice,
} from '../../aggregates/invoice-register.ts';
import { orderItems } from '../../db/schema.ts';
import { insertOrder, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

// A period's documents are booked when they are issued and never change afterwards: exporting
// October again after a November cancellation gives the same bytes (decision 032).

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

async function paidOrder(paidAt: Date) {
  const order = await insertOrder(t.db, {
    firstName: 'Łukasz',
    lastName: 'Şahin',
    subtotalCents: 1299,
    deliveryCostCents: 499,
    totalCents: 1798,
    valueToPayCents: 1798,
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
    paidAt,
  });
  const product = await insertProduct(t.db, { status: 'sold' });
  await t.db.insert(orderItems).values({
    orderId: order.id,
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
  return order;
}

const exportOf = async (kind: 'journal.csv' | 'archive.zip', from: string, to: string) => {
  const response = await t.app.inject({
    url: `/api/admin/invoices/${kind}?from=${from}&to=${to}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('the journal and archive of issued documents', () => {
  it('books a cancellation in its own month and leaves the earlier month as it was', async () => {
    const invoicing = invoicingOf(t.app.config);
    const october = new Date('2026-10-15T09:00:00Z');
    const order = await paidOrder(october);
    const invoice = await issueInvoice(t.db, order.id, invoicing, october);

    const octoberCsv = await exportOf('journal.csv', '2026-10-01', '2026-10-31');
    const octoberZip = await exportOf('archive.zip', '2026-10-01', '2026-10-31');
    expect(octoberCsv.headers['content-disposition']).toBe(
      'attachment; filename="belegjournal-2026-10-01-bis-2026-10-31.csv"',
    );
    expect(octoberCsv.body.replace('\uFEFF', '').trimEnd().split('\r\n')).toEqual([
      'Belegnummer;Belegart;Belegdatum;Bestellnummer;Kunde;Betrag;Storniert Beleg',
      `${invoice!.number};Rechnung;15.10.2026;${order.orderNumber};Łukasz Şahin;17,98;`,
    ]);

    // The customer withdraws in November; the invoice is cancelled then.
    const november = new Date('2026-11-03T15:00:00Z');
    const cancellation = await issueCancellation(t.db, order.id, invoicing, november);

    const octoberAgain = await exportOf('journal.csv', '2026-10-01', '2026-10-31');
    expect(octoberAgain.body).toBe(octoberCsv.body);
    const octoberZipAgain = await exportOf('archive.zip', '2026-10-01', '2026-10-31');
    expect(octoberZipAgain.rawPayload.equals(octoberZip.rawPayload)).toBe(true);

    const novemberCsv = await exportOf('journal.csv', '2026-11-01', '2026-11-30');
    expect(novemberCsv.body.replace('\uFEFF', '').trimEnd().split('\r\n')).toEqual([
      'Belegnummer;Belegart;Belegdatum;Bestellnummer;Kunde;Betrag;Storniert Beleg',
      `${cancellation!.number};Stornorechnung;03.11.2026;${order.orderNumber};Łukasz Şahin;-17,98;${invoice!.number}`,
    ]);
  });

  it('puts every document of the period into the ZIP as stored, with the journal', async () => {
    const invoicing = invoicingOf(t.app.config);
    const day = new Date('2026-09-10T09:00:00Z');
    const order = await paidOrder(day);
    await issueInvoice(t.db, order.id, invoicing, day);
    const stored = await findInvoice(t.db, order.id);

    const response = await exportOf('archive.zip', '2026-09-01', '2026-09-30');
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      ['belegjournal.csv', `Rechnung-${stored!.number}.pdf`].sort(),
    );
    expect(Buffer.from(files[`Rechnung-${stored!.number}.pdf`]!).equals(stored!.pdf)).toBe(true);
  });

  it('refuses a bad period (400) and anyone without a token (401)', async () => {
    const bad = await t.app.inject({
      url: '/api/admin/invoices/journal.csv?from=gestern&to=2026-09-30',
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: '/api/admin/invoices/archive.zip?from=2026-09-01&to=2026-09-30',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
