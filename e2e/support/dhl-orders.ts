import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from './admin.ts';
import { newestFreeDemoItems } from './api.ts';

// Paid DHL orders for the label journeys, placed through the shop's API.

/** A paid DHL order of one free item; taken items (409) just mean: try the next one. */
export async function placePaidDhlOrder(
  request: APIRequestContext,
  email: string,
  skip: number,
  postalCode = '12345',
) {
  const newest = await newestFreeDemoItems(request);
  // A different start per project, so parallel runs rarely want the same item.
  const products = [...newest.slice(skip), ...newest.slice(0, skip)];
  const signIn = await request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  for (const product of products) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: {
          firstName: 'Erika',
          lastName: 'Label',
          emailAddress: 'erika@e2e.example',
          street: 'Lindenweg 7',
          postalCode,
          city: 'Musterstadt',
        },
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'paypal',
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    const order = (await placed.json()) as { _id: string; orderNumber: number };
    // The money came in outside the shop.
    const paid = await request.post(`/api/admin/orders/${order._id}/actions`, {
      headers: { authorization: `Bearer ${token}` },
      data: { action: 'mark-paid' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    return order;
  }
  throw new Error('no free item to order');
}
