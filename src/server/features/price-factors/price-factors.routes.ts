import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { priceFactorsSchema } from '../../../domain/api/price-factors.ts';
import type { PriceFactors } from '../../../domain/price-suggestion.ts';
import { appSettings } from '../../db/schema.ts';
import { PRICE_FACTORS_KEY, readPriceFactors } from '../../aggregates/price-factors.ts';
const adminErrors = { 401: errorSchema, 403: errorSchema };

export const priceFactorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/price-factors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['prices'],
        summary: 'The factors that suggest prices for new items',
        response: { 200: priceFactorsSchema, ...adminErrors },
      },
    },
    async () => (await readPriceFactors(app.db)).factors,
  );

  app.put(
    '/api/admin/price-factors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['prices'],
        summary: 'Saves the price factors',
        body: priceFactorsSchema,
        response: { 200: priceFactorsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const value: PriceFactors = request.body;
      await app.db
        .insert(appSettings)
        .values({ key: PRICE_FACTORS_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
      return value;
    },
  );
};
