import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { priceFactorsSchema } from '../../../domain/api/price-factors.ts';
import { DEFAULT_PRICE_FACTORS, type PriceFactors } from '../../../domain/price-suggestion.ts';
import { appSettings } from '../../db/schema.ts';

const SETTING_KEY = 'price_factors';
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
    async () => {
      const [row] = await app.db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
      const stored = priceFactorsSchema.safeParse(row?.value);
      return stored.success ? stored.data : DEFAULT_PRICE_FACTORS;
    },
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
        .values({ key: SETTING_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
      return value;
    },
  );
};
