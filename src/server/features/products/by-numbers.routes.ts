import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  productsByNumbersQuerySchema,
  productsByNumbersResponseSchema,
} from '../../../domain/api/wish-list.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { toProduct, type ViewContext } from './products.mapper.ts';
import { listProductsByNumbers } from './by-numbers.service.ts';
import { isSoldForGood } from './payment-hold.ts';

/** The wish list's read (issue 21, decision 044): what its items are now. */
export const productsByNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/by-numbers',
    {
      schema: {
        tags: ['products'],
        summary: 'Items by item number, for sale, reserved or sold (the wish list and its link)',
        headers: z.object({ userid: z.uuid().optional() }),
        querystring: productsByNumbersQuerySchema,
        response: { 200: productsByNumbersResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const view: ViewContext = {
        clientId: request.headers.userid ?? null,
        now: app.clock.now(),
        cdnHost: app.config.CDN_HOST,
      };
      const { rows, notFound } = await listProductsByNumbers(app.db, request.query.itemNumbers);
      // Reservations change by the minute: no shared cache may keep this answer.
      void reply.header('cache-control', 'no-store');
      return {
        products: rows.map((row) => {
          const sold = isSoldForGood(row);
          return {
            // A sold item announces no reduction any more.
            ...toProduct(sold ? { ...row, lowestPriorPriceCents: null } : row, view),
            isSold: sold,
            lowestPrice30Days:
              sold || row.lowestPrice30DaysCents === null
                ? null
                : centsToEuros(row.lowestPrice30DaysCents),
          };
        }),
        notFound,
      };
    },
  );
};
