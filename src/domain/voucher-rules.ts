/**
 * Whether a Wertgutschein (gift card) can pay now: it exists, is not past its last day and has
 * value left. The server looks the voucher up; validation (POST /api/voucher/validate) and order
 * placement both ask this one rule and word the answer for their caller.
 */

export type VoucherRejection = 'not-found' | 'expired' | 'empty';

export interface VoucherBalance {
  /** Last instant of validity, inclusive; null for "no end". */
  validUntil: Date | null;
  remainingValueCents: number;
}

/** Null when the voucher can pay now; otherwise why not, checked in this order. */
export function voucherRejection(
  voucher: VoucherBalance | undefined,
  now: Date,
): VoucherRejection | null {
  if (voucher === undefined) return 'not-found';
  if (voucher.validUntil !== null && voucher.validUntil.getTime() < now.getTime()) {
    return 'expired';
  }
  if (voucher.remainingValueCents <= 0) return 'empty';
  return null;
}
