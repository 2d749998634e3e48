/**
 * Whether a coupon ("Gutschein") may be used now, and the German message when not.
 * The server looks the coupon up; finding nothing is `COUPON_MESSAGES['not-found']`.
 */

type CouponRejection =
  'not-found' | 'not-yet-valid' | 'expired' | 'usage-limit-reached' | 'already-used-by-email';

export const COUPON_MESSAGES = {
  'not-found': 'Gutschein nicht gefunden.',
  'not-yet-valid': 'Der Gutschein ist noch nicht gültig.',
  expired: 'Der Gutschein ist abgelaufen.',
  'usage-limit-reached': 'Der Gutschein wurde bereits zu oft eingelöst.',
  'already-used-by-email': 'Du hast diesen Gutschein bereits eingelöst.',
} as const satisfies Record<CouponRejection, string>;

export interface CouponUsage {
  /** First instant of validity, inclusive; null for "from the start". */
  validFrom: Date | null;
  /** Last instant of validity, inclusive; null for "no end". */
  validUntil: Date | null;
  /** How many redemptions in all; null for unlimited. */
  usageLimit: number | null;
  timesUsed: number;
  onePerEmail: boolean;
  /** Whether the e-mail address the coupon is checked with has redeemed it before. */
  alreadyUsedByEmail: boolean;
}

export type CouponCheck =
  { ok: true } | { ok: false; reason: Exclude<CouponRejection, 'not-found'>; message: string };

/** Checks, in this order: not yet valid, expired, used up, already used by this e-mail. */
export function checkCoupon(coupon: CouponUsage, now: Date): CouponCheck {
  const time = now.getTime();
  if (coupon.validFrom !== null && time < coupon.validFrom.getTime()) {
    return reject('not-yet-valid');
  }
  if (coupon.validUntil !== null && time > coupon.validUntil.getTime()) {
    return reject('expired');
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return reject('usage-limit-reached');
  }
  if (coupon.onePerEmail && coupon.alreadyUsedByEmail) {
    return reject('already-used-by-email');
  }
  return { ok: true };
}

function reject(reason: Exclude<CouponRejection, 'not-found'>): CouponCheck {
  return { ok: false, reason, message: COUPON_MESSAGES[reason] };
}

/**
 * The e-mail a coupon is validated with (docs/product.md §5.1): the customer's address once
 * delivery costs are part of the total (the checkout has the user data), otherwise the empty
 * string.
 */
export function couponValidationEmail(
  deliveryCostsIncluded: boolean,
  emailAddress: string | null | undefined,
): string {
  return deliveryCostsIncluded ? (emailAddress ?? '').trim() : '';
}
