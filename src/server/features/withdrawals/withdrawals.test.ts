import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalReceiptSchema } from '../../../domain/api/withdrawals.ts';
import { orders, withdrawals } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertOrder, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

const now = new Date('2026-11-22T10:15:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
});
afterAll(() => t.close());

/** Declares a withdrawal; the receipt goes out right after the answer. */
async function withdraw(payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/withdrawals', payload });
  await t.settled();
  return response;
}

describe('POST /api/withdrawals', () => {
  it('records the withdrawal on the order and mails a receipt with content, date and time', async () => {
    const order = await insertOrder(t.db, { email: 'Erika@Example.de' });

    const response = await withdraw({
      name: 'Erika Muster',
      orderNumber: String(order.orderNumber),
      email: 'erika@example.de',
      message: 'Passt leider nicht.',
    });

    expect(response.statusCode).toBe(201);
    const receipt = withdrawalReceiptSchema.parse(response.json());
    expect(receipt.receivedAt).toBe('2026-11-22T10:15:00.000Z');
    expect(receipt.message).toBe(
      'Dein Widerruf ist am 22. November 2026 um 11:15 Uhr bei uns eingegangen. Die Eingangsbestätigung schicken wir dir sofort per E-Mail an erika@example.de.',
    );
    const [row] = await t.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, receipt.withdrawalId));
    expect(row).toMatchObject({
      orderId: order.id,
      name: 'Erika Muster',
      message: 'Passt leider nicht.',
    });
    expect(row?.receiptSentAt).not.toBeNull();

    const mail = (await readOutbox(t.dataDir)).find((m) => m.includes('Erika Muster'));
    expect(mail).toContain('To: erika@example.de');
    expect(mail).toContain(`Bestellnummer: ${order.orderNumber}`);
    expect(mail).toContain('22. November 2026 um 11:15');
    expect(mail).toContain('Passt leider nicht.');
    // The order had not left the shop: it is held, and the receipt says it will not be sent.
    expect(mail).toContain(
      'Deine Bestellung ist noch nicht verschickt: Wir versenden sie nicht mehr.',
    );
    expect(mail).toContain(`/bestellung/${order.id}`);
    const [held] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(held?.withdrawalReceivedAt).toEqual(now);
    const page = await t.app.inject({ url: `/api/orders/${order.id}` });
    expect(page.json().timeline.map((entry: { kind: string }) => entry.kind)).toContain(
      'withdrawal-received',
    );
  });

  it('records a withdrawal that matches no order, too: the declaration counts', async () => {
    const response = await withdraw({
      name: 'Max',
      orderNumber: 'weiß nicht',
      email: 'max@example.de',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, response.json().withdrawalId));
    expect(row?.orderId).toBeNull();
  });

  it('requires name, order number and a valid e-mail', async () => {
    expect((await withdraw({ name: '', orderNumber: '1', email: 'a@b.de' })).statusCode).toBe(400);
    expect((await withdraw({ name: 'A', orderNumber: '1', email: 'kaputt' })).statusCode).toBe(400);
  });
});

describe('GET /api/withdrawals (admin)', () => {
  it('shows the admin the withdrawals of an order, and nothing to others', async () => {
    const order = await insertOrder(t.db, { email: 'paula@example.de' });
    await withdraw({
      name: 'Paula',
      orderNumber: `#${order.orderNumber}`,
      email: 'paula@example.de',
    });

    expect((await t.app.inject({ url: '/api/withdrawals' })).statusCode).toBe(401);
    const auth = await signInAsAdmin(t);
    const response = await t.app.inject({
      url: `/api/withdrawals?orderId=${order.id}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'Paula',
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderNumberText: `#${order.orderNumber}`,
        receivedAt: '2026-11-22T10:15:00.000Z',
      }),
    ]);
  });
});
