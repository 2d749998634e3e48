import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderActionBodySchema,
  orderReturnBodySchema,
} from '../../../domain/api/orders-admin.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { availableOrderCommands, isHeldByWithdrawal } from '../../../domain/order-status.ts';
import { countUnpackedItems } from '../../aggregates/order-events.ts';
import { listOrderDocuments } from '../../aggregates/invoice-register.ts';
import { listOrderFollowUps } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';
import { payOutRefund, retryRefund } from './order-refunds.service.ts';
import { readOrderReturns, returnOrderItems } from './order-returns.service.ts';
import { toOrder } from './orders.mapper.ts';
import { getOrderDetails } from './orders.queries.ts';
import {
  clearAttention,
  getAdminOrderExtras,
  listAdminOrders,
  retryOrderFollowUp,
  runOrderCommand,
} from './orders-admin.service.ts';
import { orderInParams, refundInParams, returnInRequest } from '../../lib/audit-subject-lookups.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.uuid() });
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, followUps: app.followUps });

  async function readAdminOrder(orderId: string) {
    // The follow-ups first: a follow-up done has committed its document with it, so a page
    // that says "done" also lists the document it made.
    const followUps = await listOrderFollowUps(app.db, orderId);
    const details = await getOrderDetails(app.db, orderId);
    if (!details) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const { order } = details;
    const { withdrawalRows, paymentRows } = await getAdminOrderExtras(app.db, orderId);
    const documents = await listOrderDocuments(app.db, orderId);
    const returns = await readOrderReturns(app.db, order);
    const unpackedItemCount = await countUnpackedItems(app.db, orderId);
    const heldByWithdrawal = isHeldByWithdrawal(order);
    return {
      order: toOrder(details, app.config.CDN_HOST),
      status: order.status,
      email: order.email,
      phone: order.phone,
      trackingNumber: order.trackingNumber,
      paidAt: iso(order.paidAt),
      packedAt: iso(order.packedAt),
      shippedAt: iso(order.shippedAt),
      canceledAt: iso(order.canceledAt),
      attentionReason: order.attentionReason,
      heldByWithdrawal,
      availableActions: availableOrderCommands({ ...order, heldByWithdrawal }),
      unpackedItemCount,
      followUps: followUps.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        doneAt: iso(row.doneAt),
      })),
      withdrawals: withdrawalRows.map((row) => ({
        name: row.name,
        email: row.email,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      payments: paymentRows.map((row) => ({
        provider: row.provider,
        status: row.status,
        amount: centsToEuros(row.amountCents),
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      })),
      documents: documents.map((document) => ({
        ...document,
        issuedAt: document.issuedAt.toISOString(),
      })),
      ...returns,
    };
  }

  app.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin orders'],
        summary: 'Order history: search by number, name or e-mail; filter by status',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminOrders(app.db, request.query);
      return {
        total,
        orders: rows.map(({ order, itemCount, withdrawals }) => ({
          _id: order.id,
          orderNumber: order.orderNumber,
          createdAt: order.createdAt.toISOString(),
          customerName: `${order.firstName} ${order.lastName}`,
          email: order.email,
          status: order.status,
          isPaid: order.paidAt !== null,
          valueToPay: centsToEuros(order.valueToPayCents),
          total: centsToEuros(order.totalCents),
          paymentMethod: order.paymentMethod,
          deliveryMethod: order.deliveryMethod,
          itemCount,
          attentionReason: order.attentionReason,
          withdrawals,
          heldByWithdrawal: isHeldByWithdrawal(order),
        })),
      };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin orders'],
        summary: 'One order with lines, totals, coupon, vouchers, payments, address, withdrawals',
        params: idParams,
        response: { 200: adminOrderDetailSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => readAdminOrder(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/actions',
    {
      config: { access: 'admin', auditSubject: orderInParams },
      schema: {
        tags: ['admin orders'],
        summary:
          "The order's events (decision 054): mark-paid, ship (with tracking number; a posted order's customer is e-mailed; a pickup order is handed over), pay-and-hand-over (cash pickup at the counter: mark-paid then ship), cancel (items and vouchers released or taken back with a refund, customer e-mailed), withdraw (records a withdrawal: a shipped order is withdrawn, one not shipped is held), return (every item back, refunded). Shipping with items not packed answers 409 unless confirmUnpacked is true; shipping an order a withdrawal holds answers 409 unless overrideWithdrawal is true. Invoices, mails and refunds follow after the answer",
        params: idParams,
        body: orderActionBodySchema,
        response: {
          200: adminOrderDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { action, trackingNumber, confirmUnpacked, overrideWithdrawal } = request.body;
      await runOrderCommand(
        deps(),
        id,
        action,
        { trackingNumber, confirmUnpacked, overrideWithdrawal },
        app.clock.now(),
      );
      return readAdminOrder(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/returns',
    {
      config: { access: 'admin', auditSubject: returnInRequest },
      schema: {
        tags: ['admin orders'],
        summary:
          'Takes back some items of a paid order (cancelled before shipping or returned): a cancellation invoice, the refund and a mail to the customer follow',
        params: idParams,
        body: orderReturnBodySchema,
        response: {
          200: adminOrderDetailSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await returnOrderItems(deps(), id, request.body.items, app.clock.now());
      return readAdminOrder(id);
    },
  );

  const refundParams = z.object({ id: z.uuid(), refundId: z.uuid() });
  const refundResponses = {
    200: adminOrderDetailSchema,
    404: errorSchema,
    409: errorSchema,
    ...adminErrors,
  };

  app.post(
    '/api/admin/orders/:id/refunds/:refundId/retry',
    {
      config: { access: 'admin', auditSubject: refundInParams },
      schema: {
        tags: ['admin orders'],
        summary: 'Sends a failed provider refund again, with the same idempotency key',
        params: refundParams,
        response: refundResponses,
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      await retryRefund(deps(), { orderId: id, refundId }, app.clock.now());
      return readAdminOrder(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds/:refundId/paid-out',
    {
      config: { access: 'admin', auditSubject: refundInParams },
      schema: {
        tags: ['admin orders'],
        summary:
          'The owner paid a refund out herself (cash, bank transfer, or in the provider after a refusal)',
        params: refundParams,
        response: refundResponses,
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      await payOutRefund(deps(), { orderId: id, refundId }, app.clock.now());
      return readAdminOrder(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/follow-ups/:followUpId/retry',
    {
      config: { access: 'admin', auditSubject: orderInParams },
      schema: {
        tags: ['admin orders'],
        summary:
          'Tries a failed follow-up of the order again now (an invoice, a mail); refunds have their own retry',
        params: z.object({ id: z.uuid(), followUpId: z.coerce.number().int().positive() }),
        response: refundResponses,
      },
    },
    async (request) => {
      const { id, followUpId } = request.params;
      await retryOrderFollowUp(deps(), id, followUpId, app.clock.now());
      return readAdminOrder(id);
    },
  );

  app.delete(
    '/api/admin/orders/:id/attention',
    {
      config: { access: 'admin', auditSubject: orderInParams },
      schema: {
        tags: ['admin orders'],
        summary: 'Marks what the order was flagged for as handled (e.g. the refund is done)',
        params: idParams,
        response: { 204: z.null(), 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await clearAttention(app.db, request.params.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );
};
