import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { formatEuro } from '../../../domain/money.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { orderJobs } from '../orders/order-jobs.ts';
import { INVOICE_SHOP, insertOrder, insertProduct } from '../../test/fixtures.ts';
import {
  buildCancellation,
  buildInvoice,
  SMALL_BUSINESS_NOTE,
  type InvoiceOrder,
} from '../../../domain/bookkeeping/invoice-model.ts';
import { returnAmounts } from '../../../domain/return-amounts.ts';

const shop = INVOICE_SHOP;

const order: InvoiceOrder = {
  orderNumber: 10042,
  createdAt: new Date('2026-11-21T22:30:00Z'),
  paidAt: new Date('2026-11-22T08:00:00Z'),
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 5',
  postalCode: '54321',
  city: 'Beispielstadt',
  email: 'erika@example.de',
  deliveryMethod: 'liefernDHL',
  paymentMethod: 'paypal',
  couponCode: 'WILLKOMMEN10',
  subtotalCents: 1500,
  couponDiscountCents: 150,
  deliveryCostCents: 499,
  totalCents: 1849,
  vouchersTotalCents: 1000,
  valueToPayCents: 849,
  items: [
    {
      itemNumber: 1001,
      category: 'Kleidung',
      name: 'Latzhose',
      brand: 'Topomini',
      size: 86,
      sizeHat: [],
      condition: 'Gut',
      salePriceCents: 900,
    },
    {
      itemNumber: 1002,
      category: 'Accessoires',
      name: 'Mütze',
      brand: null,
      size: null,
      sizeHat: [44, 46],
      condition: 'Sehr gut',
      salePriceCents: 600,
    },
  ],
};

describe('buildInvoice', () => {
  // Issued just after midnight in Berlin: the date is the Berlin day of issue.
  const invoice = buildInvoice(order, shop, {
    number: 'RE-2026-00042',
    issuedAt: new Date('2026-11-22T23:30:00Z'),
  });

  it('carries the number and the Berlin date of issue', () => {
    expect(invoice.number).toBe('RE-2026-00042');
    expect(invoice.date).toBe('23.11.2026');
    expect(invoice.notes[0]).toContain('Bestellung 10042 vom 21.11.2026');
  });

  it('lists the seller with tax number and the buyer with address', () => {
    expect(invoice.seller).toContain('Steuernummer: 12/345/67890');
    expect(invoice.buyer).toEqual([
      'Erika Muster',
      'Hauptstraße 5',
      '54321 Beispielstadt',
      'erika@example.de',
    ]);
  });

  it('lists every item and the totals to the cent, vouchers as payment', () => {
    expect(invoice.rows.map((row) => [row.description, formatEuro(row.amountCents)])).toEqual([
      ['Kleidung: Latzhose · Topomini · Gr. 86 · Zustand Gut · Art.-Nr. 1001', '9,00\u00a0€'],
      ['Accessoires: Mütze · Hutgr. 44-46 · Zustand Sehr gut · Art.-Nr. 1002', '6,00\u00a0€'],
    ]);
    expect(
      invoice.totals.map((total) => `${total.label}: ${formatEuro(total.amountCents)}`),
    ).toEqual([
      'Warenwert: 15,00\u00a0€',
      'Gutschein WILLKOMMEN10: -1,50\u00a0€',
      'Versand mit DHL: 4,99\u00a0€',
      'Rechnungsbetrag: 18,49\u00a0€',
      'bezahlt mit Wertgutschein: -10,00\u00a0€',
      'Zu zahlen: 8,49\u00a0€',
    ]);
  });

  it('carries the § 19 UStG note', () => {
    expect(invoice.notes).toContain(SMALL_BUSINESS_NOTE);
  });

  it('books its amounts: money and vouchers add up to the invoiced amount', () => {
    expect(invoice.booking).toEqual({
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
      couponCode: 'WILLKOMMEN10',
      goodsCents: 1500,
      couponCents: 150,
      deliveryCents: 499,
      totalCents: 1849,
      voucherCents: 1000,
      moneyCents: 849,
    });
  });

  const whole = returnAmounts(
    {
      ...order,
      couponDiscountType: 'percentage',
      lines: order.items.map((item, index) => ({ id: index + 1, ...item })),
    },
    [],
    [1, 2],
  );

  it('is cancelled whole by a document that negates every line and total and names it', () => {
    const cancellation = buildCancellation(
      invoice,
      { positions: [1, 2], amounts: whole, kind: 'cancellation', order },
      { ...shop, street: 'Neue Straße 1' },
      { number: 'RE-2026-00050', issuedAt: new Date('2026-12-01T09:00:00Z') },
    );
    expect(cancellation).toMatchObject({
      title: 'Stornorechnung',
      numberLabel: 'Stornonummer',
      number: 'RE-2026-00050',
      date: '01.12.2026',
      buyer: invoice.buyer,
      totalCents: -1849,
    });
    expect(cancellation.seller).toContain('Neue Straße 1');
    expect(cancellation.rows.map((row) => row.amountCents)).toEqual([-900, -600]);
    expect(
      cancellation.totals.map((total) => `${total.label}: ${formatEuro(total.amountCents)}`),
    ).toEqual([
      'Warenwert: -15,00\u00a0€',
      'Anteil Gutschein WILLKOMMEN10: 1,50\u00a0€',
      'Versand mit DHL: -4,99\u00a0€',
      'Stornobetrag: -18,49\u00a0€',
      'zurück auf Wertgutschein: -10,00\u00a0€',
      'Erstattung per PayPal: -8,49\u00a0€',
    ]);
    expect(cancellation.booking).toMatchObject({
      totalCents: -1849,
      voucherCents: -1000,
      moneyCents: -849,
    });
    expect(cancellation.notes[0]).toBe(
      'Storniert die Rechnung RE-2026-00042 vom 23.11.2026 (Stornierung).',
    );
    expect(cancellation.notes).toContain(SMALL_BUSINESS_NOTE);
  });

  it('takes back only the returned lines of a partial return, without the delivery', () => {
    const lines = order.items.map((item, index) => ({ id: index + 1, ...item }));
    const part = returnAmounts({ ...order, couponDiscountType: 'percentage', lines }, [], [2]);
    const cancellation = buildCancellation(
      invoice,
      { positions: [2], amounts: part, kind: 'return', order },
      shop,
      { number: 'RE-2026-00051', issuedAt: new Date('2026-12-01T09:00:00Z') },
    );
    expect(cancellation.rows.map((row) => row.description)).toEqual([
      expect.stringContaining('Mütze'),
    ]);
    // 6,00 € less its 10 % coupon share: 5,40 €; paid 1000/1849 with vouchers.
    expect(cancellation.totalCents).toBe(-540);
    expect(part.moneyCents + part.voucherCents).toBe(540);
    expect(cancellation.notes[0]).toBe(
      'Storniert Positionen der Rechnung RE-2026-00042 vom 23.11.2026 (Rücksendung).',
    );
  });
});

describe('GET /api/admin/orders/:id/invoice.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('downloads the issued PDF for an admin, 409 while unpaid, 404 for an unknown order, 401 without a token', async () => {
    const auth = await signInAsAdmin(t);
    const placed = await insertOrder(t.db, {
      subtotalCents: 500,
      totalCents: 500,
      valueToPayCents: 500,
    });
    const product = await insertProduct(t.db, { status: 'sold' });
    await t.db.insert(orderItems).values({
      orderId: placed.id,
      productId: product.id,
      itemNumber: product.itemNumber,
      category: 'Kleidung',
      name: 'Body',
      condition: 'Gut',
      priceCents: 500,
      sale: false,
      discount: 0,
      salePriceCents: 500,
    });
    const url = `/api/admin/orders/${placed.id}/invoice.pdf`;
    const unpaid = await t.app.inject({ url, headers: auth });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(ORDER_MESSAGES.notInvoicedYet);

    // Paid behind the events' back (as only a test can): no follow-up issues its invoice, so the
    // download says it is coming, and the minute's safety net records and counts what is missing.
    await t.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, placed.id));
    const coming = await t.app.inject({ url, headers: auth });
    expect(coming.statusCode).toBe(409);
    expect(coming.json().message).toBe(ORDER_MESSAGES.invoiceComing);
    const mended: string[] = [];
    const [minute] = orderJobs({
      db: t.db,
      clock: t.app.clock,
      log: { info: () => undefined, warn: () => undefined },
      followUps: t.app.followUps,
      payments: t.app.payments,
      mended: (kind) => mended.push(kind),
    });
    await minute!.run();
    expect(mended.sort()).toEqual(['issue-invoice', 'mail-confirmation']);
    const response = await t.app.inject({ url, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /filename="Rechnung-RE-\d{4}-\d{5}\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await t.app.inject({ url, headers: auth });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);

    const missing = await t.app.inject({
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/invoice.pdf',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
