import { z } from 'zod';
import { DISCOUNT_TYPES } from '../catalog.ts';

// POST /api/coupons/validate (docs/product.md §5.1, §7.1).

export const couponValidateRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .describe(
      'The customer e-mail once delivery costs are included, otherwise empty (docs/product.md §5.1)',
    ),
  code: z.string().trim().min(1, { error: 'Bitte gib einen Code ein.' }).max(64),
});
export type CouponValidateRequest = z.infer<typeof couponValidateRequestSchema>;

/** `discountAmount`: percent for 'percentage', euros for 'fixed', 0 for 'freedelivery'. */
export const couponSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountAmount: z.number().nonnegative(),
  description: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Admin: creating and ending coupons with their limits. */
export const createCouponBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9ÄÖÜ-]{3,32}$/, {
        error: 'Der Code besteht aus 3 bis 32 Buchstaben, Ziffern oder Bindestrichen.',
      }),
    discountType: z.enum(DISCOUNT_TYPES),
    discountAmount: z
      .number()
      .nonnegative()
      .describe('Percent for percentage, euros for fixed, ignored for freedelivery'),
    description: z.string().trim().max(200).default(''),
    validFrom: z.iso.datetime().nullable().default(null),
    validUntil: z.iso.datetime().nullable().default(null),
    usageLimit: z.number().int().positive().nullable().default(null),
    onePerEmail: z.boolean().default(false),
  })
  .refine(
    (c) => c.discountType !== 'percentage' || (c.discountAmount > 0 && c.discountAmount <= 100),
    {
      error: 'Ein Prozent-Gutschein braucht 1 bis 100 %.',
      path: ['discountAmount'],
    },
  )
  .refine((c) => c.discountType !== 'fixed' || c.discountAmount > 0, {
    error: 'Ein Betrags-Gutschein braucht einen Betrag über 0 €.',
    path: ['discountAmount'],
  });

export const adminCouponSchema = couponSchema.extend({
  _id: z.number().int(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  onePerEmail: z.boolean(),
  isActive: z.boolean(),
  timesUsed: z.number().int(),
});
export const adminCouponListSchema = z.array(adminCouponSchema);
