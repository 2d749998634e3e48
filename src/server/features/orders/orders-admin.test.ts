import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, vouchers } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct, insertVoucher, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-22T10:00:00Z') });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

async function placeOrderOfOne(extra: Record<string, unknown> = {}) {
  const product = await insertProduct(t.db, { priceCents: 1500 });
  const response = await placeCashOrder(t, [product.id], extra);
  expect(response.statusCode).toBe(201);
  return { orderId: response.json()._id as string, productId: product.id };
}

/**
 * An admin action; once it succeeded, the invoice and mails that follow its answer have run and
 * the answer is the order page read again.
 */
async function act(orderId: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    headers: auth,
    payload,
  });
  if (response.statusCode !== 200) return response;
  await t.settled();
  return t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth });
}

describe('order history', () => {
  it('lists and finds orders by number, name or e-mail, with status', async () => {
    const { orderId } = await placeOrderOfOne();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    for (const search of [String(row!.orderNumber), 'erika muster', 'ERIKA@example']) {
      const response = await t.app.inject({
        url: `/api/admin/orders?search=${encodeURIComponent(search)}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    }
    const detail = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth });
    expect(detail.json()).toMatchObject({
      status: 'open',
      email: 'erika@example.de',
      availableActions: ['pay-and-hand-over', 'mark-paid', 'cancel'],
      unpackedItemCount: 1,
    });
  });
});

describe('order transitions', () => {
  it('cash: mark paid, ship (handed over), return; forbidden steps are refused', async () => {
    const { orderId } = await placeOrderOfOne();
    expect((await act(orderId, { action: 'ship' })).statusCode).toBe(409);
    expect((await act(orderId, { action: 'mark-paid' })).json()).toMatchObject({ status: 'paid' });
    expect((await act(orderId, { action: 'mark-paid' })).statusCode).toBe(409);
    expect((await act(orderId, { action: 'ship', confirmUnpacked: true })).json()).toMatchObject({
      status: 'shipped',
    });
    const refused = await act(orderId, { action: 'cancel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Eine Bestellung im Status „Versendet“ kann nicht storniert werden.',
    );
    const paid = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: auth });
    expect(paid.json().documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);

    const returned = await act(orderId, { action: 'return' });
    expect(returned.json()).toMatchObject({
      status: 'returned',
      attentionReason: 'Erstattung von 15,00\u00a0€ bar oder per Überweisung auszahlen.',
    });
    // The return cancels the invoice by a cancellation invoice; both download as stored.
    const documents = returned.json().documents as { id: number; kind: string; number: string }[];
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'cancellation']);
    const [invoice, cancellation] = documents;
    expect(cancellation!.number).toMatch(/^RE-2026-\d{5}$/);
    const pdf = await t.app.inject({
      url: `/api/admin/invoices/${cancellation!.id}/pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      `Stornorechnung-${cancellation!.number}.pdf`,
    );
    const original = await t.app.inject({
      url: `/api/admin/orders/${orderId}/invoice.pdf`,
      headers: auth,
    });
    const byId = await t.app.inject({
      url: `/api/admin/invoices/${invoice!.id}/pdf`,
      headers: auth,
    });
    expect(byId.rawPayload.equals(original.rawPayload)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/admin/invoices/999999/pdf', headers: auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/invoices/${invoice!.id}/pdf` })).statusCode).toBe(
      401,
    );
  });

  it('cancel gives the items and vouchers back and e-mails the customer', async () => {
    const voucher = await insertVoucher(t.db, { initialValueCents: 1000 });
    const { orderId, productId } = await placeOrderOfOne({ voucherCodes: [voucher.code] });
    const [spent] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(spent?.remainingValueCents).toBe(0);

    const response = await act(orderId, { action: 'cancel' });
    expect(response.json()).toMatchObject({ status: 'cancelled', order: { isCanceled: true } });

    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('active');
    const [refilled] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(refilled?.remainingValueCents).toBe(1000);
    const mails = await readOutbox(t.dataDir);
    const cancelled = mails.filter((mail) => mail.includes('wurde storniert'));
    expect(cancelled.at(-1)).toContain('Eingelöste Wertgutscheine haben wir wieder aufgeladen.');

    // Without vouchers, the mail does not speak of them.
    const plain = await placeOrderOfOne();
    await act(plain.orderId, { action: 'cancel' });
    const latest = (await readOutbox(t.dataDir)).filter((mail) => mail.includes('wurde storniert'));
    expect(latest).toHaveLength(cancelled.length + 1);
    expect(latest.at(-1)).not.toContain('Wertgutschein');
  });

  it('shipping by DHL needs a tracking number, which the customer gets by e-mail', async () => {
    const product = await insertProduct(t.db, { priceCents: 800 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        productIds: [product.id],
        userData: {
          firstName: 'Jonas',
          lastName: 'Beispiel',
          emailAddress: 'jonas@example.de',
          street: 'Hauptstraße 3',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'paypal',
      },
    });
    const orderId = placed.json()._id as string;
    // Paid from outside the shop (e.g. bank transfer), then shipped.
    await act(orderId, { action: 'mark-paid' });
    const missing = await act(orderId, { action: 'ship' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Bitte gib die Sendungsnummer an.');
    const shipped = await act(orderId, {
      action: 'ship',
      trackingNumber: '00340434161234567890',
      confirmUnpacked: true,
    });
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      trackingNumber: '00340434161234567890',
    });
    // The confirmation (with the invoice issued at mark-paid) comes before "ist unterwegs".
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes(String(row!.orderNumber)),
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(`Deine Bestellung Nr. ${row!.orderNumber}`);
    expect(mails[0]).toContain('PayPal – Zahlung erhalten, vielen Dank!\n');
    expect(mails[0]).not.toContain('vielen Dank!.');
    expect(mails[0]).toMatch(/filename=Rechnung-RE-2026-\d{5}\.pdf/);
    expect(mails[1]).toContain('ist unterwegs');
    expect(mails[1]).toContain('00340434161234567890');
    const invoice = await t.app.inject({
      url: `/api/admin/orders/${orderId}/invoice.pdf`,
      headers: auth,
    });
    expect(invoice.statusCode).toBe(200);
  });

  it('clears a flag once handled; unknown orders 404; no token 401', async () => {
    const { orderId } = await placeOrderOfOne();
    await act(orderId, { action: 'mark-paid' });
    await act(orderId, { action: 'cancel' });
    const flagged = await t.app.inject({ url: '/api/admin/orders?attention=true', headers: auth });
    expect(flagged.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${orderId}/attention`,
      headers: auth,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await act(randomUUID(), { action: 'cancel' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('handing over and the unpacked guard (issue 20)', () => {
  /** Packs every item; a pickup customer's "ready" mail follows the answer. */
  const packAll = async (orderId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/set-order-packed',
      headers: auth,
      payload: { orderId },
    });
    await t.settled();
    return response;
  };

  it('refuses to ship with items not packed, naming how many, unless confirmed', async () => {
    const first = await insertProduct(t.db, { priceCents: 1000 });
    const second = await insertProduct(t.db, { priceCents: 900 });
    const placed = await placeCashOrder(t, [first.id, second.id], {
      userData: { firstName: 'Lena', lastName: 'Lang', emailAddress: 'lena@example.de' },
    });
    const orderId = placed.json()._id as string;
    expect((await act(orderId, { action: 'mark-paid' })).json()).toMatchObject({
      status: 'paid',
      availableActions: ['ship', 'cancel', 'withdraw'],
      unpackedItemCount: 2,
    });
    const refused = await act(orderId, { action: 'ship' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2 Artikel sind noch nicht gepackt.');
    const [still] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(still).toMatchObject({ status: 'paid', shippedAt: null });

    const confirmed = await act(orderId, { action: 'ship', confirmUnpacked: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'shipped', unpackedItemCount: 2 });
  });

  it('ships a packed order without a confirmation', async () => {
    const { orderId } = await placeOrderOfOne();
    await act(orderId, { action: 'mark-paid' });
    expect((await packAll(orderId)).json().isPacked).toBe(true);
    const shipped = await act(orderId, { action: 'ship' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', unpackedItemCount: 0 });
  });

  it('"Bezahlt und übergeben": one request pays, invoices and hands over; no shipping mail', async () => {
    const { orderId } = await placeOrderOfOne();
    expect((await packAll(orderId)).json().isPacked).toBe(true);
    const done = await act(orderId, { action: 'pay-and-hand-over' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'shipped',
      availableActions: ['withdraw', 'return'],
    });
    expect(done.json().paidAt).not.toBeNull();
    expect(done.json().shippedAt).not.toBeNull();
    expect(done.json().documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const mails = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.includes(String(row!.orderNumber)),
    );
    // The confirmation (at placing) and "ready for pickup" (at packing), and nothing that says
    // the goods are on their way.
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/^Subject: Deine Bestellung Nr\. \d+ bei Kinderkiste$/m);
    expect(mails[1]).toMatch(/^Subject: Deine Bestellung \d+ liegt zur Abholung bereit$/m);
    for (const mail of mails) expect(mail).not.toMatch(/ist unterwegs|Sendungsnummer/);

    // Reports and the history filter count it as any other order that left the shop.
    const history = await t.app.inject({ url: '/api/admin/orders?status=shipped', headers: auth });
    expect(history.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
  });

  it('"Bezahlt und übergeben" with items not packed is refused whole until confirmed', async () => {
    const { orderId } = await placeOrderOfOne();
    const refused = await act(orderId, { action: 'pay-and-hand-over' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 Artikel ist noch nicht gepackt.');
    // The payment step is rolled back with the refused hand-over.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'open', paidAt: null });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(1);

    const confirmed = await act(orderId, { action: 'pay-and-hand-over', confirmUnpacked: true });
    expect(confirmed.json()).toMatchObject({ status: 'shipped' });
  });

  it('offers "pay-and-hand-over" only where it fits', async () => {
    const { orderId } = await placeOrderOfOne();
    await act(orderId, { action: 'mark-paid' });
    const refused = await act(orderId, { action: 'pay-and-hand-over' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Eine Bestellung im Status „Bezahlt“ kann nicht als bezahlt markiert werden.',
    );
  });
});
