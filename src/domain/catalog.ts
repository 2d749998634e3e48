/**
 * The catalogue's fixed vocabularies (docs/product.md §3 and §9). Each is an `as const` array,
 * usable for zod enums and select boxes, with the union type derived from it.
 */

/** Shop types / product categories. */
export const CATEGORIES = ['Kleidung', 'Schlafsack', 'Tonies', 'Accessoires'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Item conditions, best first. */
export const CONDITIONS = ['Sehr gut', 'Gut', 'Geliebt'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Seasons; '-' means "all year" (no particular season). */
export const SEASONS = ['Sommer', '-', 'Übergang', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];

/** Coupon discount types. */
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'freedelivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * Payment methods: stable ids (stored and sent on the wire) with the German label shown to
 * customers and the provider that handles them. Barzahlung is cash, handled by nobody online.
 * These seven are what a checkout can offer (docs/product.md §9.2, PAYMENT_METHODS on the server).
 */
export const PAYMENT_METHODS = [
  { id: 'cash', label: 'Barzahlung', provider: 'none' },
  { id: 'paypal', label: 'PayPal', provider: 'paypal' },
  { id: 'klarna-pay-now', label: 'Klarna', provider: 'klarna' },
  { id: 'klarna-pay-later', label: 'Auf Rechnung mit Klarna', provider: 'klarna' },
  { id: 'sepa-debit', label: 'Lastschrift', provider: 'paypal' },
  { id: 'giropay', label: 'Giropay', provider: 'paypal' },
  { id: 'card', label: 'Debit- & Kreditkarte', provider: 'paypal' },
] as const;

/**
 * What an order records when nothing is left to pay: coupon and Wertgutscheine cover the whole
 * amount (valueToPay 0, docs/product.md §9.4), so the customer chooses no method and no provider
 * takes part (decision 037). Never offered in the checkout; the server sets it, never the browser
 * alone.
 */
export const NOTHING_TO_PAY_METHOD = {
  id: 'voucher',
  label: 'Gutschein',
  provider: 'none',
} as const;

const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, NOTHING_TO_PAY_METHOD] as const;
type PaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
/** A payment method an order can record: one of the checkout's seven, or 'voucher'. */
export type PaymentMethodId = PaymentMethod['id'];
/**
 * A payment method the customer can choose in the checkout (one of the seven of
 * docs/product.md §9.2).
 */
export type CheckoutPaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
type PaymentProvider = PaymentMethod['provider'];
/** Every id an order can record (database, order wire formats). */
export const PAYMENT_METHOD_IDS = RECORDED_PAYMENT_METHODS.map((method) => method.id) as [
  PaymentMethodId,
  ...PaymentMethodId[],
];
/** The ids a checkout can offer and a customer can choose (configuration, site info, forms). */
export const CHECKOUT_PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [
  CheckoutPaymentMethodId,
  ...CheckoutPaymentMethodId[],
];

/** The German label of a payment method, e.g. 'klarna-pay-later' → 'Auf Rechnung mit Klarna'. */
export function paymentMethodLabel(id: PaymentMethodId): string {
  return paymentMethod(id).label;
}

/**
 * The German label of a payment method stored as text (a database column, a report row), e.g.
 * 'paypal' → 'PayPal'; a key that names no method (an old or unknown value) is shown as it is.
 */
export function paymentMethodLabelOrKey(key: string): string {
  return RECORDED_PAYMENT_METHODS.find((method) => method.id === key)?.label ?? key;
}

/** Which provider takes the payment: 'paypal', 'klarna' or 'none' (cash, nothing to pay). */
export function paymentProvider(id: PaymentMethodId): PaymentProvider {
  return paymentMethod(id).provider;
}

function paymentMethod(id: PaymentMethodId): PaymentMethod {
  const method = RECORDED_PAYMENT_METHODS.find((candidate) => candidate.id === id);
  if (method === undefined) throw new RangeError(`Unknown payment method: ${String(id)}`);
  return method;
}

/** Web app sizes: German children's clothing sizes 50 to 152 in steps of 6. */
/** The orders a listing can be read in. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MIN_SIZE = 50;
export const MAX_SIZE = 152;
export const SIZES = [
  50, 56, 62, 68, 74, 80, 86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152,
] as const;
