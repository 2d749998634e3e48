import { checkCartResponseSchema } from '../../../../domain/api/cart.ts';
import type { CheckCartResponse } from '../../../../domain/api/cart.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/products/checkcart?productids=a,b (SPEC.md §7, decision 007): what of the cart is still
// for sale, at which price. Header `userid`: items this client holds count as free.

interface CheckCartInput {
  productIds: readonly string[];
  clientId: string;
}

export function checkCart({ productIds, clientId }: CheckCartInput): Promise<CheckCartResponse> {
  const query = new URLSearchParams({ productids: productIds.join(',') });
  return apiRequest(`/api/products/checkcart?${query.toString()}`, checkCartResponseSchema, {
    clientId,
  });
}
