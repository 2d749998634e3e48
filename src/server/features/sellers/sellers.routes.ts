import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { sellerListSchema, sellerSchema } from '../../../domain/api/sellers.ts';
import { createSeller, listSellers, updateSeller } from './sellers.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'All sellers with their item counts (SPEC.md §7)',
        response: { 200: sellerListSchema, ...adminErrors },
      },
    },
    async () => listSellers(app.db),
  );

  app.post(
    '/api/seller',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Creates a seller',
        body: sellerSchema,
        response: { 201: sellerSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSeller(app.db, request.body)),
  );

  app.put(
    '/api/seller/:number',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: "Updates a seller's name and contact",
        params: z.object({ number: z.coerce.number().int().positive().max(99_999) }),
        body: sellerSchema.omit({ number: true }),
        response: { 200: sellerSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => updateSeller(app.db, request.params.number, request.body),
  );
};
