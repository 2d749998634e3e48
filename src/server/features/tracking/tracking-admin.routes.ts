import { and, asc, count, desc, eq, gte, max, min, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { trackingSummarySchema, trackingTimelineSchema } from '../../../domain/api/tracking.ts';
import { products, trackingEvents } from '../../db/schema.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const trackingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tracking',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tracking'],
        summary: 'Landing views per page, cart removals per product, the latest clients',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: trackingSummarySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { days } = request.query;
      const since = new Date(app.clock.now().getTime() - days * 24 * 60 * 60 * 1000);
      const recent = gte(trackingEvents.createdAt, since);
      const [pages, removed, clients] = await Promise.all([
        app.db
          .select({ page: sql<string>`coalesce(${trackingEvents.page}, '')`, views: count() })
          .from(trackingEvents)
          .where(and(recent, eq(trackingEvents.kind, 'opensite')))
          .groupBy(trackingEvents.page)
          .orderBy(desc(count()))
          .limit(100),
        app.db
          .select({
            productId: sql<string>`${trackingEvents.productId}`,
            itemNumber: products.itemNumber,
            name: products.name,
            removals: count(),
          })
          .from(trackingEvents)
          .leftJoin(products, sql`${products.id}::text = ${trackingEvents.productId}`)
          .where(and(recent, eq(trackingEvents.kind, 'removeproduct')))
          .groupBy(trackingEvents.productId, products.itemNumber, products.name)
          .orderBy(desc(count()))
          .limit(100),
        app.db
          .select({
            clientId: trackingEvents.clientId,
            events: count(),
            firstSeen: min(trackingEvents.createdAt),
            lastSeen: max(trackingEvents.createdAt),
          })
          .from(trackingEvents)
          .where(and(recent, sql`${trackingEvents.kind} <> 'qrcode'`))
          .groupBy(trackingEvents.clientId)
          .orderBy(desc(max(trackingEvents.createdAt)))
          .limit(100),
      ]);
      return {
        days,
        pages,
        removedProducts: removed,
        clients: clients.map((client) => ({
          ...client,
          firstSeen: (client.firstSeen ?? since).toISOString(),
          lastSeen: (client.lastSeen ?? since).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/admin/tracking/clients/:clientId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tracking'],
        summary: 'Everything one anonymous client did, in order',
        params: z.object({ clientId: z.string().max(100) }),
        response: { 200: trackingTimelineSchema, ...adminErrors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.clientId, request.params.clientId))
        .orderBy(asc(trackingEvents.createdAt))
        .limit(1000);
      return rows.map((row) => ({
        kind: row.kind as 'opensite' | 'removeproduct' | 'qrcode',
        page: row.page,
        productId: row.productId,
        cart: row.cart,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
