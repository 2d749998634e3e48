import { orderSchema } from '../../../../domain/api/orders.ts';
import type { Order, PlaceOrderRequest } from '../../../../domain/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/orders (decision 008): ids, codes and choices only, never prices. The Idempotency-Key
// makes a double click or a retry return the same order (201 new, 200 the same again).

interface PlaceOrderInput {
  order: PlaceOrderRequest;
  idempotencyKey: string;
  clientId: string;
}

export function placeOrder({ order, idempotencyKey, clientId }: PlaceOrderInput): Promise<Order> {
  return apiRequest('/api/orders', orderSchema, {
    method: 'POST',
    body: order,
    clientId,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
