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
import {
  invoicingOf,
  issueInvoice,
  listOrderDocuments,
} from '../../aggregates/invoice-register.ts';
import { retryRefund } from '../../aggregates/refund-ledger.ts';
import { HttpError } from '../../lib/http-error.ts';
import { orderCancelledMail, orderShippedMail } from '../../lib/mail/order-status-mail.ts';
import { confirmationDepsOf, sendOrderConfirmation } from './order-confirmation.ts';
import { payOutRefund, sendDueRefunds } from './order-refunds.service.ts';
import {
  completeReturn,
  readOrderReturns,
  recordOrderReturn,
  returnDepsOf,
} from './order-returns.service.ts';
import { toOrder } from './orders.mapper.ts';
import { getOrderDetails } from './orders.queries.ts';
import {
  applyOrderCommand,
  availableOrderCommands,
  clearAttention,
  countUnpackedItems,
  getAdminOrderExtras,
  listAdminOrders,
} from './orders-admin.service.ts';
import { needsShippingAddress } from '../../../domain/delivery.ts';
import { stepsOfOrderCommand } from '../../../domain/order-status.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.uuid() });
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function readAdminOrder(orderId: string) {
    const details = await getOrderDetails(app.db, orderId);
    if (!details) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const { order } = details;
    const { withdrawalRows, paymentRows } = await getAdminOrderExtras(app.db, orderId);
    const documents = await listOrderDocuments(app.db, orderId);
    const returns = await readOrderReturns(app.db, order);
    const unpackedItemCount = await countUnpackedItems(app.db, orderId);
    return {
      order: toOrder(order, details.items, details.vouchers, details.coupon, app.config.CDN_HOST),
      status: order.status,
      email: order.email,
      phone: order.phone,
      trackingNumber: order.trackingNumber,
      paidAt: iso(order.paidAt),
      packedAt: iso(order.packedAt),
      shippedAt: iso(order.shippedAt),
      canceledAt: iso(order.canceledAt),
      attentionReason: order.attentionReason,
      availableActions: availableOrderCommands(order),
      unpackedItemCount,
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
      config: { access: 'admin' },
      schema: {
        tags: ['admin orders'],
        summary:
          "mark-paid, ship (with tracking number; a posted order's customer is e-mailed; a pickup order is handed over), pay-and-hand-over (cash pickup at the counter: mark-paid then ship), cancel (items and vouchers released, customer e-mailed), withdraw, return. Shipping with items not packed answers 409 unless confirmUnpacked is true",
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
      const { action: command, trackingNumber, confirmUnpacked } = request.body;
      const outcome = await applyOrderCommand(
        app.db,
        id,
        command,
        { trackingNumber, confirmUnpacked },
        app.clock.now(),
      );
      const steps = stepsOfOrderCommand(command);
      const action = steps.at(-1);
      // Money that arrived is invoiced at once; should that fail, the job issues it (decision 032).
      if (steps.includes('mark-paid')) {
        await issueInvoice(app.db, id, invoicingOf(app.config), app.clock.now()).catch(
          (error: unknown) => request.log.error({ err: error, orderId: id }, 'invoice not issued'),
        );
      }
      const detail = await readAdminOrder(id);
      const customer = {
        orderId: id,
        orderNumber: detail.order.orderNumber,
        firstName: detail.order.address.firstName,
        email: detail.email,
      };
      // The state change stands even if the mail fails; the failure is logged for the admin.
      try {
        // The confirmation comes first: an order marked paid by hand has not had one yet.
        if (steps.includes('mark-paid') || steps.includes('ship')) {
          await sendOrderConfirmation(confirmationDepsOf(app), id);
        }
        // A pickup order handed over at the counter gets no mail: she is standing there.
        if (action === 'ship' && needsShippingAddress(detail.order.deliveryMethod)) {
          await app.mailer.send(
            orderShippedMail(
              { ...customer, trackingNumber: detail.trackingNumber },
              app.config.shop,
              app.config.SITE_URL,
            ),
          );
        }
        if (action === 'cancel') {
          await app.mailer.send(
            orderCancelledMail(
              {
                ...customer,
                refundCents: outcome.recorded?.amounts.moneyCents ?? 0,
                vouchersUsed: detail.order.vouchersTotal > 0,
              },
              app.config.shop,
            ),
          );
        }
      } catch (error) {
        request.log.error({ err: error, orderId: id }, 'order status mail failed');
      }
      // A paid order cancelled or taken back whole: its cancellation invoice, the return mail
      // (a cancellation had its own above), the refund (decision 034).
      if (outcome.recorded) {
        await completeReturn(returnDepsOf(app, request.log), id, outcome.recorded, {
          mail: action === 'return',
        });
        return readAdminOrder(id);
      }
      return detail;
    },
  );

  app.post(
    '/api/admin/orders/:id/returns',
    {
      config: { access: 'admin' },
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
      const recorded = await recordOrderReturn(app.db, id, request.body.items, app.clock.now());
      await completeReturn(returnDepsOf(app, request.log), id, recorded, { mail: true });
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
      config: { access: 'admin' },
      schema: {
        tags: ['admin orders'],
        summary: 'Sends a failed provider refund again, with the same idempotency key',
        params: refundParams,
        response: refundResponses,
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      await retryRefund(app.db, { orderId: id, refundId }, app.clock.now());
      await sendDueRefunds(returnDepsOf(app, request.log), id);
      return readAdminOrder(id);
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds/:refundId/paid-out',
    {
      config: { access: 'admin' },
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
      await payOutRefund(returnDepsOf(app, request.log), { orderId: id, refundId });
      return readAdminOrder(id);
    },
  );

  app.delete(
    '/api/admin/orders/:id/attention',
    {
      config: { access: 'admin' },
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
