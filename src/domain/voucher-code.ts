/**
 * Telling vouchers from coupons (docs/product.md §5.1). A voucher ("Wertgutschein") carries a value
 * that is spent down; a coupon ("Gutschein") grants a discount. Both are entered in the same field.
 */

const VOUCHER_CODE = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/;

/**
 * The canonical form of any entered code, voucher or coupon: trimmed and upper-cased.
 * Codes are therefore case-insensitive everywhere, and stored in this form.
 */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * True for a voucher code: four groups of four ASCII letters or digits separated by dashes,
 * tested after `normalizeCode`. Anything else is a coupon code.
 */
export function isVoucherCode(input: string): boolean {
  return VOUCHER_CODE.test(normalizeCode(input));
}

/** True when `code` is already among the applied voucher codes (compared in canonical form). */
export function isVoucherAlreadyApplied(appliedCodes: readonly string[], code: string): boolean {
  const wanted = normalizeCode(code);
  return appliedCodes.some((applied) => normalizeCode(applied) === wanted);
}
