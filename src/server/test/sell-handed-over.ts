import { expect } from 'vitest';
import { insertProduct } from './fixtures.ts';
import { placeCashOrder } from './place-cash-order.ts';
import type { TestApp } from './test-app.ts';

/**
 * An item of the seller bought (cash at pickup), paid and handed over now, through the shop's own
 * routes: the sale a payout counts once its withdrawal period is over (decision 072).
 */
export async function sellHandedOver(
  t: TestApp,
  auth: { authorization: string },
  sellerNumber: number,
  priceCents: number,
) {
  const product = await insertProduct(t.db, { sellerNumber, priceCents });
  const placed = await placeCashOrder(t, [product.id]);
  const orderId = placed.json()._id as string;
  for (const payload of [{ action: 'mark-paid' }, { action: 'ship', confirmUnpacked: true }]) {
    const acted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/actions`,
      headers: auth,
      payload,
    });
    expect(acted.statusCode, acted.body).toBe(200);
  }
  return { orderId, productId: product.id, itemNumber: product.itemNumber, product };
}
