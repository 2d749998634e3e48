import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  brandInputSchema,
  brandListSchema,
  brandSchema,
  describeBrandProblem,
} from '../../../domain/api/brands.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listBrands, saveBrand } from './brands.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['brands'],
        summary:
          'All brands with manufacturer data, item counts and completeness (docs/product.md §7.1)',
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
        summary:
          'Saves a brand (creates it or updates the one with the same name); e-mail and addresses must be usable as the GPSR contact',
        body: brandSchema,
        response: { 200: brandSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      // The editor's own rule (domain/api/brands.ts), checked here so the answer names the
      // field in German rather than the generic 'invalid request'.
      const checked = brandInputSchema.safeParse(request.body);
      if (!checked.success) {
        throw new HttpError(400, checked.error.issues.map(describeBrandProblem).join(' '));
      }
      return saveBrand(app.db, checked.data);
    },
  );
};
