import { orderSchema } from '../../../../domain/api/orders.ts';
import type { ConfirmPaymentRequest, Order } from '../../../../domain/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/orders/:id/payment/confirm (decision 009): captures an approved payment. 200 with the
// paid order; 202 with the unpaid order while the provider has not confirmed the money (isPaid
// false tells the two apart); 402 not approved; 409 refunded after a cancellation.

export function confirmPayment({
  orderId,
  ...body
}: ConfirmPaymentRequest & { orderId: string }): Promise<Order> {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}/payment/confirm`, orderSchema, {
    method: 'POST',
    body,
  });
}
