import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  adminCouponListSchema,
  adminCouponSchema,
  createCouponBodySchema,
} from '../../../domain/api/coupons.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { couponInParams } from '../../lib/audit-subject-lookups.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

async function readCoupons(db: DatabaseOrTransaction, id?: number) {
  const rows = await db
    .select({
      coupon: coupons,
      // Written out: a one-table select leaves its columns unqualified inside a subquery.
      timesUsed:
        sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = "coupons"."id")`.mapWith(
          Number,
        ),
    })
    .from(coupons)
    .where(id === undefined ? undefined : eq(coupons.id, id))
    .orderBy(desc(coupons.createdAt));
  return rows.map(({ coupon, timesUsed }) => ({
    _id: coupon.id,
    code: coupon.code,
    discountType: coupon.discountType as 'percentage' | 'fixed' | 'freedelivery',
    discountAmount:
      coupon.discountType === 'percentage'
        ? coupon.discountPercent
        : centsToEuros(coupon.discountAmountCents),
    description: coupon.description,
    validFrom: coupon.validFrom?.toISOString() ?? null,
    validUntil: coupon.validUntil?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    onePerEmail: coupon.onePerEmail,
    isActive: coupon.isActive,
    timesUsed,
  }));
}

export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin coupons'],
        summary: 'All coupons with their limits and how often they were used',
        response: { 200: adminCouponListSchema, ...adminErrors },
      },
    },
    async () => readCoupons(app.db),
  );

  app.post(
    '/api/admin/coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin coupons'],
        summary: 'Creates a coupon (percentage, fixed or freedelivery) with optional limits',
        body: createCouponBodySchema,
        response: { 201: adminCouponSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [created] = await app.db
        .insert(coupons)
        .values({
          code: body.code,
          discountType: body.discountType,
          discountPercent: body.discountType === 'percentage' ? Math.round(body.discountAmount) : 0,
          discountAmountCents:
            body.discountType === 'fixed' ? eurosToCents(body.discountAmount) : 0,
          description: body.description,
          validFrom: body.validFrom ? new Date(body.validFrom) : null,
          validUntil: body.validUntil ? new Date(body.validUntil) : null,
          usageLimit: body.usageLimit,
          onePerEmail: body.onePerEmail,
        })
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      if (!created) throw new HttpError(409, `Den Gutschein-Code ${body.code} gibt es schon.`);
      const [coupon] = await readCoupons(app.db, created.id);
      return reply.code(201).send(coupon!);
    },
  );

  app.post(
    '/api/admin/coupons/:id/end',
    {
      config: { access: 'admin', auditSubject: couponInParams },
      schema: {
        tags: ['admin coupons'],
        summary: 'Ends a coupon: it cannot be redeemed any more',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: adminCouponSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const updated = await app.db
        .update(coupons)
        .set({ isActive: false })
        .where(eq(coupons.id, request.params.id))
        .returning({ id: coupons.id });
      if (updated.length === 0) throw new HttpError(404, 'Diesen Gutschein gibt es nicht.');
      const [coupon] = await readCoupons(app.db, request.params.id);
      return coupon!;
    },
  );
};
