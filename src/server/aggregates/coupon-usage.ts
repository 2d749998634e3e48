import { and, count, eq, sql } from 'drizzle-orm';
import { checkCoupon, COUPON_MESSAGES } from '../../domain/coupon-rules.ts';
import type { CartCoupon } from '../../domain/coupon-discount.ts';
import { normalizeCode } from '../../domain/voucher-code.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

// Coupon use (decision 031): whether a coupon may be used, and the only writer of its uses
// (coupon_redemptions), which its usage limit and "once per e-mail" count. An order records its
// use when placed, forgets it when cancelled and records it again when a late payment revives it.

export type ValidCoupon = { id: number; code: string; description: string; coupon: CartCoupon };

type CouponRow = typeof coupons.$inferSelect;

function toCartCoupon(row: CouponRow): CartCoupon {
  switch (row.discountType) {
    case 'percentage':
      return { discountType: 'percentage', discountPercent: row.discountPercent };
    case 'fixed':
      return { discountType: 'fixed', discountAmountCents: row.discountAmountCents };
    default:
      return { discountType: 'freedelivery' };
  }
}

/**
 * Whether a coupon may be used now by this e-mail (docs/product.md §5.1): validity window, usage
 * limit and one use per e-mail, decided by domain/coupon-rules.ts. Throws 404/422 with the German
 * message. Placing an order passes `lock`, so the usage limit is counted by one order at a time.
 */
export async function validateCoupon(
  db: DatabaseOrTransaction,
  input: { code: string; email: string; now: Date; lock?: boolean },
): Promise<ValidCoupon> {
  const query = db
    .select()
    .from(coupons)
    .where(
      and(eq(sql`upper(${coupons.code})`, normalizeCode(input.code)), eq(coupons.isActive, true)),
    );
  const [row] = input.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, COUPON_MESSAGES['not-found']);
  const email = input.email.trim().toLowerCase();
  const [used] = await db
    .select({
      total: count(),
      byEmail:
        sql<number>`count(*) filter (where lower(${couponRedemptions.email}) = ${email})`.mapWith(
          Number,
        ),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  const check = checkCoupon(
    {
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      usageLimit: row.usageLimit,
      timesUsed: used?.total ?? 0,
      onePerEmail: row.onePerEmail,
      alreadyUsedByEmail: email !== '' && (used?.byEmail ?? 0) > 0,
    },
    input.now,
  );
  if (!check.ok) throw new HttpError(422, check.message);
  return {
    id: row.id,
    code: row.code.toUpperCase(),
    description: row.description,
    coupon: toCartCoupon(row),
  };
}

/** Records that an order used a coupon, inside the order's transaction (coupon row locked). */
export async function recordCouponUse(
  tx: DatabaseOrTransaction,
  use: { couponId: number; orderId: string; email: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(use);
}

/** Forgets an order's coupon use, so it counts against no limit (order cancelled or returned). */
export async function forgetCouponUse(tx: DatabaseOrTransaction, orderId: string): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}
