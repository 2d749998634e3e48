import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productSchema } from '../../../domain/api/product.ts';
import { toProduct } from './products.mapper.ts';
import { listNewProducts } from './products.service.ts';

const NEWBEES_LIMIT = 24;

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/newbees',
    {
      schema: {
        tags: ['products'],
        summary: 'Newest items in the shop (home page marquee)',
        headers: z.object({ userid: z.uuid().optional() }),
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => {
      const rows = await listNewProducts(app.db, NEWBEES_LIMIT);
      const view = {
        clientId: request.headers.userid ?? null,
        now: app.clock.now(),
        cdnHost: app.config.CDN_HOST,
      };
      return rows.map((row) => toProduct(row, view));
    },
  );
};
