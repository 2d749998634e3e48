import { startPaymentResponseSchema } from '../../../../domain/api/orders.ts';
import type { StartPaymentResponse } from '../../../../domain/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/orders/:id/payment (decision 009): starts the online payment with its provider.

export function startPayment({ orderId }: { orderId: string }): Promise<StartPaymentResponse> {
  return apiRequest(
    `/api/orders/${encodeURIComponent(orderId)}/payment`,
    startPaymentResponseSchema,
    { method: 'POST' },
  );
}
