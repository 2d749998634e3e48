import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startPaymentResponseSchema } from '../../domain/api/orders.ts';

/**
 * Pays an online order as the buyer's browser does with the payment simulator: start the
 * payment, approve it on the simulator's page, confirm it with the token of the redirect.
 * Answers the confirmation; the caller asserts on it.
 */
export async function payInSimulator(
  app: FastifyInstance,
  orderId: string,
): Promise<LightMyRequestResponse> {
  const started = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment` });
  const { paymentId } = startPaymentResponseSchema.parse(started.json());
  const approve = await app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${paymentId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const token = new URL(String(approve.headers.location)).searchParams.get('token');
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/confirm`,
    payload: { paymentId, authorizationToken: token },
  });
}
