import { couponSchema } from '../../../../domain/api/coupons.ts';
import type { Coupon, CouponValidateRequest } from '../../../../domain/api/coupons.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/coupons/validate {email, code} (docs/product.md §5.1, §7.1). Email only once delivery
// costs are included in the totals, otherwise ''.

export function validateCoupon(input: CouponValidateRequest): Promise<Coupon> {
  return apiRequest('/api/coupons/validate', couponSchema, { method: 'POST', body: input });
}
