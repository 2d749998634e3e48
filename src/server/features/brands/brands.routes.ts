import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { brandListSchema, brandSchema } from '../../../domain/api/brands.ts';
import { listBrands, saveBrand } from './brands.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['brands'],
        summary: 'All brands with manufacturer data, item counts and completeness (SPEC.md §7)',
        response: { 200: brandListSchema, ...adminErrors },
      },
    },
    async () => listBrands(app.db),
  );

  app.post(
    '/api/brands',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['brands'],
        summary: 'Saves a brand (creates it or updates the one with the same name)',
        body: brandSchema,
        response: { 200: brandSchema, ...adminErrors },
      },
    },
    async (request) => saveBrand(app.db, request.body),
  );
};
