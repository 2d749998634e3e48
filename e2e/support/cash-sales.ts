import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Season } from '../../src/domain/catalog.ts';
import { expect } from '../fixtures.ts';

// Sales made through the API for journeys that need them as a starting point: items created by
// the owner, ordered for pickup with cash, then paid (and handed over) at the counter.

type AdminHeaders = Record<string, string>;

export interface Buyer {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

const KORA: Buyer = { firstName: 'Kora', lastName: 'Käuferin', emailAddress: 'kora@e2e.example' };

export interface NewClothing {
  name: string;
  price: number;
  size?: number;
  season?: Season;
  sellerNumber?: number;
}

/** A clothing item in good condition, created by the owner; its id and item number. */
export async function createClothing(
  request: APIRequestContext,
  headers: AdminHeaders,
  { name, price, size = 104, season = 'Winter', sellerNumber }: NewClothing,
): Promise<{ _id: string; itemNumber: number }> {
  const created = await request.post('/api/admin/products', {
    headers,
    data: { category: 'Kleidung', size, condition: 'Gut', season, name, price, sellerNumber },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string; itemNumber: number };
}

/** An order of the items for pickup, paid in cash there; its id. */
export async function placeCashPickupOrder(
  request: APIRequestContext,
  productIds: string[],
  buyer: Buyer = KORA,
): Promise<string> {
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: { productIds, userData: buyer, deliveryMethod: 'abholen', paymentMethod: 'cash' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { _id: string })._id;
}

/** The owner's actions on an order, in turn (e.g. `{ action: 'mark-paid' }`). */
export async function actOnOrder(
  request: APIRequestContext,
  headers: AdminHeaders,
  orderId: string,
  ...actions: object[]
): Promise<void> {
  for (const data of actions) {
    const acted = await request.post(`/api/admin/orders/${orderId}/actions`, { headers, data });
    expect(acted.status(), await acted.text()).toBe(200);
  }
}

export const PAID = { action: 'mark-paid' };
export const HANDED_OVER = { action: 'ship', confirmUnpacked: true };

/** The items ordered for pickup, paid and handed over at the counter; the order's id. */
export async function sellAtCounter(
  request: APIRequestContext,
  headers: AdminHeaders,
  productIds: string[],
  buyer?: Buyer,
): Promise<string> {
  const orderId = await placeCashPickupOrder(request, productIds, buyer);
  await actOnOrder(request, headers, orderId, PAID, HANDED_OVER);
  return orderId;
}

/**
 * Past sales a price suggestion rests on: one item of the type per price, all sold in one paid
 * order (size 104, good condition, winter).
 */
export async function sellPastItems(
  request: APIRequestContext,
  headers: AdminHeaders,
  name: string,
  prices: readonly number[],
): Promise<void> {
  const ids: string[] = [];
  for (const price of prices)
    ids.push((await createClothing(request, headers, { name, price }))._id);
  await actOnOrder(request, headers, await placeCashPickupOrder(request, ids), PAID);
}
