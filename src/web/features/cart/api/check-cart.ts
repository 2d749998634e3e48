import type { CheckCartResponse } from '../../../../domain/api/cart.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const checkCartResponseSchema = lazySchema(() =>
  import('../../../../domain/api/cart.ts').then((module) => module.checkCartResponseSchema),
);

// GET /api/products/checkcart?productids=a,b (docs/product.md §7.1, decision 007): what of the cart
// is still for sale, at which price. Header `userid`: items this client holds count as free.

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
