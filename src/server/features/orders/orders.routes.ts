import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  confirmPaymentRequestSchema,
  idempotencyHeadersSchema,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderSchema,
  placeOrderRequestSchema,
  startPaymentResponseSchema,
} from '../../../domain/api/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { confirmPayment, startPayment, type PaymentDeps } from './order-payments.service.ts';
import { toOrder } from './orders.mapper.ts';
import { getOrderDetails } from './orders.queries.ts';
import { placeOrder } from './orders.service.ts';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const readOrder = async (orderId: string) => {
    const details = await getOrderDetails(app.db, orderId);
    if (!details) throw new HttpError(404, ORDER_MESSAGES.notFound);
    return toOrder(details, app.config.CDN_HOST);
  };
  const paymentDeps = (): PaymentDeps => ({
    db: app.db,
    gateways: app.payments,
    siteUrl: app.config.SITE_URL,
    now: app.clock.now(),
    followUps: app.followUps,
  });

  app.post(
    '/api/orders',
    {
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary: 'Places an order (zahlungspflichtig bestellen); idempotent by Idempotency-Key',
        description:
          'The server prices everything itself; prices or totals in the body are ignored. 201 with ' +
          'the new order, 200 with the same order when the Idempotency-Key was used before. 409 ' +
          'when an item is sold or reserved by another client (the message names them).',
        headers: idempotencyHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: orderSchema, 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(
        { db: app.db, followUps: app.followUps },
        {
          ...request.body,
          idempotencyKey: request.headers['idempotency-key'],
          clientId: request.headers.userid ?? null,
          now: app.clock.now(),
          paymentTimeoutMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
          offeredPaymentMethods: (await app.currentConfig()).offeredPaymentMethods,
        },
      );
      return reply.code(placed.created ? 201 : 200).send(await readOrder(placed.orderId));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'One order, read-only, by its unguessable id (/bestellung/{id}, /order/{id})',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readOrder(request.params.id);
    },
  );

  app.post(
    '/api/orders/:id/payment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Starts the online payment of an order with its provider',
        params: orderIdParamsSchema,
        response: { 200: startPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const started = await startPayment(paymentDeps(), request.params.id);
      return {
        paymentId: started.paymentId,
        provider: started.provider,
        approvalUrl: started.approvalUrl,
        clientToken: started.clientToken,
        fundingSource: started.fundingSource,
      };
    },
  );

  app.post(
    '/api/orders/:id/payment/confirm',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Confirms (captures) an approved payment; the order is paid only from this',
        description:
          'A payment confirmed after the order was cancelled revives the order when its items ' +
          'are still free; otherwise it is refunded, the order is flagged and 409 says so. ' +
          '202 when the provider has not confirmed the money yet (SEPA, giropay, fraud check): ' +
          'show "Zahlung wird geprüft"; the server asks the provider again every minute.',
        params: orderIdParamsSchema,
        body: confirmPaymentRequestSchema,
        response: { 200: orderSchema, 202: orderSchema, 402: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await confirmPayment(paymentDeps(), request.params.id, {
        paymentId: request.body.paymentId,
        authorizationToken: request.body.authorizationToken ?? null,
      });
      // The refund was queued with the capture and follows after this answer.
      if (outcome === 'refunded') throw new HttpError(409, ORDER_MESSAGES.lateRefunded);
      // 202: the provider accepted but has not confirmed the money yet; isPaid stays false.
      return reply.code(outcome === 'pending' ? 202 : 200).send(await readOrder(request.params.id));
    },
  );
};
