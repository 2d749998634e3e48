import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { runOrderCommand } from '../features/orders/orders-admin.service.ts';
import { placeOrder } from '../features/orders/orders.service.ts';
import { followUpsAtNextRun } from '../lib/follow-ups.ts';

// The demo shop's sold items are sold by real orders (issue 31: no item sold without an order),
// placed and moved on through the shop's own services at the time each was sold, so every
// screen, the reports and the sellers' pages count them alike and their customers' timelines
// are whole. Their invoices and mails are follow-ups the shop does at its start.

const CUSTOMERS = [
  { firstName: 'Lena', lastName: 'Beispiel', emailAddress: 'lena.beispiel@example.de' },
  {
    firstName: 'Jonas',
    lastName: 'Muster',
    emailAddress: 'jonas.muster@example.de',
    street: 'Gartenweg 7',
    postalCode: '12345',
    city: 'Musterstadt',
  },
  { firstName: 'Aylin', lastName: 'Demo', emailAddress: 'aylin.demo@example.de' },
];

const HOUR = 60 * 60 * 1000;

/**
 * Places the demo orders: the sold items two by two, oldest sale first. The first pair was paid
 * in cash and handed over at the pickup station, the second paid by PayPal (recorded by hand) and
 * shipped with DHL, the third waits at the counter to be paid and handed over.
 */
export async function placeDemoOrders(
  db: Database,
  sold: readonly { itemNumber: number; soldAt: Date }[],
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: products.id, itemNumber: products.itemNumber })
    .from(products)
    .where(
      inArray(
        products.itemNumber,
        sold.map((item) => item.itemNumber),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.itemNumber, row.id]));
  const bySale = [...sold].sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime());
  const deps = { db, followUps: followUpsAtNextRun };
  let placed = 0;
  for (let index = 0; index < bySale.length; index += 2) {
    const pair = bySale.slice(index, index + 2);
    const scenario = (index / 2) % CUSTOMERS.length;
    const at = pair.at(-1)!.soldAt;
    const posted = scenario === 1;
    const { orderId } = await placeOrder(deps, {
      productIds: pair.map((item) => idOf.get(item.itemNumber)!),
      userData: CUSTOMERS[scenario]!,
      deliveryMethod: posted ? 'liefernDHL' : 'abholen',
      paymentMethod: posted ? 'paypal' : 'cash',
      couponCode: null,
      voucherCodes: [],
      idempotencyKey: `demo-order-${pair[0]!.itemNumber}`,
      clientId: null,
      now: at,
      paymentTimeoutMinutes: 30,
      offeredPaymentMethods: ['cash', 'paypal'],
    });
    // Steps a few hours after the sale, but never in the future.
    const later = (hours: number) =>
      new Date(Math.min(at.getTime() + hours * HOUR, now.getTime() - 5 * 60_000));
    const options = { confirmUnpacked: true, overrideWithdrawal: false };
    if (scenario === 0) {
      await runOrderCommand(deps, orderId, 'pay-and-hand-over', options, later(20));
    } else if (scenario === 1) {
      await runOrderCommand(deps, orderId, 'mark-paid', options, later(0.2));
      await runOrderCommand(
        deps,
        orderId,
        'ship',
        {
          ...options,
          trackingNumber: `0034043416${String(pair[0]!.itemNumber).padStart(10, '0')}`,
        },
        later(26),
      );
    }
    placed += 1;
  }
  return placed;
}
