import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  orderPackBodySchema,
  orderPackStateSchema,
  productPackBodySchema,
  productPackStateSchema,
  sortOutListSchema,
  unpackBodySchema,
  unpackedOrderSchema,
  wholeOrderPackBodySchema,
} from '../../../domain/api/packing.ts';
import { packScannedAnswerSchema, packScannedBodySchema } from '../../../domain/api/item-labels.ts';
import {
  listSortOutItems,
  packScannedItem,
  listUnpackedOrders,
  setOrderItemPacked,
  setOrderPacked,
  setProductPacked,
} from './packing.service.ts';
import { itemAndOrderInBody, itemsOf, orderInBody } from '../../lib/audit-subject-lookups.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const packingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, followUps: app.followUps });
  app.get(
    '/api/orders/unpacked',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packing'],
        summary:
          'Orders waiting to be packed, oldest first, with their items (docs/product.md §7); orders a withdrawal holds come first, marked heldByWithdrawal, not to be packed',
        response: { 200: z.array(unpackedOrderSchema), ...adminErrors },
      },
    },
    async () => listUnpackedOrders(app.db, app.config.CDN_HOST),
  );

  app.post(
    '/api/orders/set-product-packed',
    {
      config: { access: 'admin', auditSubject: itemAndOrderInBody },
      schema: {
        tags: ['packing'],
        summary: 'Marks an item of an order packed; the order is packed when all its items are',
        body: orderPackBodySchema,
        response: { 200: orderPackStateSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) =>
      setOrderItemPacked(
        deps(),
        request.body.orderId,
        request.body.productId,
        true,
        app.clock.now(),
      ),
  );

  app.post(
    '/api/orders/pack-scanned',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packing'],
        summary:
          'A scanned or typed item number packed in the order on the pack list it belongs to (decision 073)',
        description:
          '404 when no order on the pack list holds the item; 409 as for set-product-packed.',
        body: packScannedBodySchema,
        response: {
          200: packScannedAnswerSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const answer = await packScannedItem(deps(), request.body.itemNumber, app.clock.now());
      noteAuditSubject(request, {
        orderNumber: answer.orderNumber,
        items: await itemsOf(app.db, [answer.productId]),
      });
      return answer;
    },
  );

  app.post(
    '/api/orders/set-order-packed',
    {
      config: { access: 'admin', auditSubject: orderInBody },
      schema: {
        tags: ['packing'],
        summary: 'Marks every item of an order packed at once; the order is packed',
        body: wholeOrderPackBodySchema,
        response: { 200: orderPackStateSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => setOrderPacked(deps(), request.body.orderId, app.clock.now()),
  );

  app.post(
    '/api/orders/unset-product-packed',
    {
      config: { access: 'admin', auditSubject: itemAndOrderInBody },
      schema: {
        tags: ['packing'],
        summary:
          'Marks an item of an order not packed; with productId alone, unpacks the product (sort-out list)',
        body: unpackBodySchema,
        response: {
          200: z.union([orderPackStateSchema, productPackStateSchema]),
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { orderId, productId } = request.body;
      if (!orderId) return setProductPacked(app.db, productId, false);
      return setOrderItemPacked(deps(), orderId, productId, false, app.clock.now());
    },
  );

  app.post(
    '/api/products/set-product-packed',
    {
      config: { access: 'admin', auditSubject: itemAndOrderInBody },
      schema: {
        tags: ['packing'],
        summary: 'Sort-out list: marks an item taken out of its box',
        body: productPackBodySchema,
        response: { 200: productPackStateSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => setProductPacked(app.db, request.body.productId, true),
  );

  app.get(
    '/api/products/sortout',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packing'],
        summary: 'Items to take out of the shop: deactivated, or online longer than SORT_OUT_DAYS',
        response: { 200: sortOutListSchema, ...adminErrors },
      },
    },
    async () => {
      const { SORT_OUT_DAYS } = await app.currentConfig();
      return {
        olderThanDays: SORT_OUT_DAYS,
        items: await listSortOutItems(app.db, SORT_OUT_DAYS, app.clock.now(), app.config.CDN_HOST),
      };
    },
  );
};
