/**
 * Money is integer cents inside the app (`priceCents`). The wire keeps the spec's euro numbers
 * with at most two decimals (`price`, `valueToPay`); convert at one boundary with
 * `eurosToCents` / `centsToEuros`. Rounding is half away from zero ("kaufmännisch").
 */
export type Cents = number;

/** Rounds an exact (possibly fractional) cent amount to whole cents, half away from zero. */
export function roundToCents(exactCents: number): Cents {
  if (!Number.isFinite(exactCents)) {
    throw new RangeError(`Not a finite amount: ${exactCents}`);
  }
  // toPrecision(15) strips binary noise such as 4.99 * 100 = 499.00000000000006 or
  // 1.005 * 100 = 100.49999999999999 before rounding; 15 digits always round-trip a double.
  const denoised = Number(exactCents.toPrecision(15));
  const rounded = Math.sign(denoised) * Math.round(Math.abs(denoised));
  return rounded === 0 ? 0 : rounded; // never -0
}

/** Converts a euro amount from the wire (e.g. 4.99) to integer cents (499). */
export function eurosToCents(euros: number): Cents {
  return roundToCents(euros * 100);
}

/** Converts integer cents to a euro number with at most two decimals: the wire format. */
export function centsToEuros(cents: Cents): number {
  assertWholeCents(cents, 'cents');
  return cents / 100;
}

/**
 * Formats cents German style: 499 → "4,99 €", 123450 → "1.234,50 €", -500 → "-5,00 €".
 * The space before "€" is a NO-BREAK SPACE (U+00A0), as Intl's de-DE currency format has it:
 * correct typography, the amount and its sign never wrap apart. Tests and text matchers must
 * expect "\u00a0". Spelt out rather than through Intl.NumberFormat: building that formatter
 * loads locale data, a noticeable part of the web app's start on a phone (docs/performance.md);
 * money.test.ts checks this against Intl.
 */
export function formatEuro(cents: Cents): string {
  assertWholeCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${euros},${rest}\u00a0€`;
}

/** The typographic minus sign (U+2212) the shop's screens write before negative amounts. */
const MINUS_SIGN = '\u2212';

/**
 * For screens: like `formatEuro`, but a negative amount carries the typographic minus sign
 * (U+2212) the shop's deduction lines use: -250 → "−2,50 €". `formatEuro` keeps Intl's
 * hyphen-minus for documents and files.
 */
export function formatSignedEuro(cents: Cents): string {
  return cents < 0 ? `${MINUS_SIGN}${formatEuro(-cents)}` : formatEuro(cents);
}

/** A deduction (a discount, a voucher) as the screens write it: 250 → "−2,50 €", 0 → "0,00 €". */
export function formatEuroDeduction(cents: Cents): string {
  return formatSignedEuro(-cents);
}

/** A euro amount from the wire (`price`, `valueToPay`: euros with at most two decimals) German style. */
export function formatEuros(euros: number): string {
  return formatEuro(eurosToCents(euros));
}

/**
 * Cents as a form field and a spreadsheet cell want them: a decimal comma, no currency sign, no
 * grouping. 450 → "4,50", 123450 → "1234,50", -1234 → "-12,34".
 */
export function formatEuroAmount(cents: Cents): string {
  assertWholeCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** Throws a RangeError unless `value` is a whole number of cents (negative allowed). */
export function assertWholeCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${value}`);
  }
}

/** Throws a RangeError unless `value` is a whole, non-negative number of cents. */
export function assertNonNegativeCents(value: number, name: string): void {
  assertWholeCents(value, name);
  if (value < 0) {
    throw new RangeError(`${name} must not be negative, got ${value}`);
  }
}

/** Throws a RangeError unless `value` is a percentage between 0 and 100 inclusive. */
export function assertPercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percentage from 0 to 100, got ${value}`);
  }
}
