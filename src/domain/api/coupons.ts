import { z } from 'zod';
import { DISCOUNT_TYPES } from '../catalog.ts';

// POST /api/coupons/validate (SPEC.md §5, §7).

export const couponValidateRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .describe('The customer e-mail once delivery costs are included, otherwise empty (§5)'),
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
