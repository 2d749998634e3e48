import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * An order of these items, picked up and paid in cash, through the shop's own route: Erika
 * Muster's unless `userData` says otherwise, with whatever else `extra` adds (e.g. voucherCodes).
 * The answer is the caller's to check.
 */
export function placeCashOrder(
  t: TestApp,
  productIds: string[],
  { userData, ...extra }: { userData?: Record<string, string>; [field: string]: unknown } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      productIds,
      userData: {
        firstName: 'Erika',
        lastName: 'Muster',
        emailAddress: 'erika@example.de',
        ...userData,
      },
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      ...extra,
    },
  });
}
