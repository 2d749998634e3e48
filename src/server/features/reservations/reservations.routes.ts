import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { reservationRequestSchema, reservationSchema } from '../../../domain/api/cart.ts';
import { getReservation, releaseReservation, reserveItems } from './reservations.service.ts';

// The checkout reservation (decision 007). The anonymous client id (header userid) is the holder.
const holderHeaders = z.object({
  userid: z.uuid({ error: 'Die Kunden-ID (Header userid) fehlt.' }),
});

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const minutes = app.config.RESERVATION_MINUTES;

  app.put(
    '/api/reservation',
    {
      schema: {
        tags: ['cart'],
        summary: `Reserves exactly these items for this client for ${minutes} minutes (renews)`,
        description:
          'Entering checkout and every checkout step call this with the whole cart. All or nothing: ' +
          'when an item is sold or held by another client, nothing changes and 409 names the items. ' +
          'Items held before but not listed are released.',
        headers: holderHeaders,
        body: reservationRequestSchema,
        response: { 200: reservationSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const held = await reserveItems(app.db, {
        clientId: request.headers.userid,
        productIds: request.body.productIds,
        now,
        until: new Date(now.getTime() + minutes * 60_000),
      });
      return {
        productIds: held.productIds,
        reservedUntil: held.reservedUntil?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/api/reservation',
    {
      schema: {
        tags: ['cart'],
        summary: 'What this client holds right now',
        headers: holderHeaders,
        response: { 200: reservationSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const held = await getReservation(app.db, request.headers.userid, app.clock.now());
      void reply.header('cache-control', 'no-store');
      return {
        productIds: held.productIds,
        reservedUntil: held.reservedUntil?.toISOString() ?? null,
      };
    },
  );

  app.delete(
    '/api/reservation',
    {
      schema: {
        tags: ['cart'],
        summary: 'Cancels the reservation: every item this client holds is free again',
        headers: holderHeaders,
        response: { 204: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await releaseReservation(app.db, request.headers.userid, app.clock.now());
      return reply.code(204).send(null);
    },
  );
};
