import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCartQuerySchema, checkCartResponseSchema } from '../../../domain/api/cart.ts';
import { errorSchema } from '../../../domain/api/auth.ts';
import { toProduct, type ViewContext } from './products.mapper.ts';
import { checkCart } from './check-cart.service.ts';

export const checkCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/checkcart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Checks the cart: what is still for sale, sold (or reserved by others), gone',
        headers: z.object({ userid: z.uuid().optional() }),
        querystring: checkCartQuerySchema,
        response: { 200: checkCartResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const clientId = request.headers.userid ?? null;
      const check = await checkCart(app.db, request.query.productids, clientId, now);
      const view: ViewContext = { clientId, now, cdnHost: app.config.CDN_HOST };
      // Reservations change by the minute: no shared cache may keep this answer.
      void reply.header('cache-control', 'no-store');
      return {
        products: check.available.map((row) => toProduct(row, view)),
        // Sold items leave the cart: their reference price is of no use.
        soldProducts: check.sold.map((row) =>
          toProduct({ ...row, lowestPriorPriceCents: null }, view),
        ),
        notFound: check.notFound,
      };
    },
  );
};
