import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  adminBagListSchema,
  adminBagSchema,
  announcementOfItemSchema,
  rejectAnnouncedBodySchema,
  SELLER_BAG_MESSAGES,
} from '../../../domain/api/seller-bags.ts';
import { itemInParams } from '../../lib/audit-subject-lookups.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  announcementOf,
  listAnnouncedEntries,
  listBags,
  ofBag,
  rejectAnnounced,
} from './seller-bags.service.ts';

// The owner's half of announced bags (decision 074): the list of bags, one bag's items, the
// announcement behind an item her form shows, and saying no to an item with a reason.

const adminErrors = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.uuid() });

export const sellerBagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/seller-bags',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['seller bags'],
        summary: 'Announced bags, newest first: seller, date, items by state',
        response: { 200: adminBagListSchema, ...adminErrors },
      },
    },
    async () => ({ bags: await listBags(app.db) }),
  );

  app.get(
    '/api/admin/seller-bags/:bagId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['seller bags'],
        summary: "One announced bag and its items, with the seller's suggested prices",
        params: z.object({ bagId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: adminBagSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const [bag] = await listBags(app.db, request.params.bagId);
      if (bag === undefined) throw new HttpError(404, SELLER_BAG_MESSAGES.bagNotFound);
      return { ...bag, entries: await listAnnouncedEntries(app.db, ofBag(bag.id)) };
    },
  );

  app.get(
    '/api/admin/products/:id/announcement',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['seller bags'],
        summary: 'The announcement behind an item (bag, suggestion, state), or null',
        params: idParams,
        response: {
          200: z.object({ announcement: announcementOfItemSchema.nullable() }),
          ...adminErrors,
        },
      },
    },
    async (request) => ({ announcement: await announcementOf(app.db, request.params.id) }),
  );

  app.post(
    '/api/admin/products/:id/reject',
    {
      config: { access: 'admin', auditSubject: itemInParams },
      schema: {
        tags: ['seller bags'],
        summary:
          'Rejects an announced item with a reason the seller reads on her page; it stays out of the shop',
        params: idParams,
        body: rejectAnnouncedBodySchema,
        response: {
          200: z.object({ announcement: announcementOfItemSchema }),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      await rejectAnnounced(app.db, request.params.id, request.body.reason, app.clock.now());
      return { announcement: (await announcementOf(app.db, request.params.id))! };
    },
  );
};
