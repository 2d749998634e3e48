import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { couponSchema, couponValidateRequestSchema } from '../../../domain/api/coupons.ts';
import { couponToWire } from '../../../domain/coupon-discount.ts';
import { validateCoupon } from '../../aggregates/coupon-usage.ts';

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupons/validate',
    {
      config: { rateLimit: { max: 20, windowMs: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary: 'Checks a coupon code (Gutschein) for this e-mail; the message is German',
        body: couponValidateRequestSchema,
        response: { 200: couponSchema, 400: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const valid = await validateCoupon(app.db, { ...request.body, now: app.clock.now() });
      return { code: valid.code, description: valid.description, ...couponToWire(valid.coupon) };
    },
  );
};
