import { orderUserDataSchema } from '../../../../domain/api/orders.ts';
import type { OrderUserData } from '../../../../domain/api/orders.ts';
import type { CheckoutPaymentMethodId } from '../../../../domain/catalog.ts';
import { needsShippingAddress, type DeliveryMethod } from '../../../../domain/delivery.ts';
import { isPaymentMethodAllowed } from '../../../../domain/payment-rules.ts';

/** The checkout steps in their order (docs/product.md §2.3, §4.3). */
export const CHECKOUT_STEPS = [
  'benutzerdaten',
  'lieferung',
  'bezahlmethode',
  'uebersicht',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_LABELS = {
  benutzerdaten: 'Deine Daten',
  lieferung: 'Lieferung',
  bezahlmethode: 'Bezahlmethode',
  uebersicht: 'Übersicht',
} as const satisfies Record<CheckoutStep, string>;

export interface CheckoutProgress {
  cartSize: number;
  userData: Partial<OrderUserData> | null;
  deliveryMethod: DeliveryMethod | null;
  paymentMethod: CheckoutPaymentMethodId | null;
  /**
   * Something is left to pay after coupon and vouchers with the chosen delivery
   * (`needsPaymentMethod` of the totals): without it the payment step is skipped (decision 037).
   */
  paymentNeeded: boolean;
}

/** True when the delivery method needs a postal address that is complete. */
function hasAddressFor(
  deliveryMethod: DeliveryMethod,
  userData: Partial<OrderUserData> | null,
): boolean {
  if (!needsShippingAddress(deliveryMethod)) return true;
  const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';
  return filled(userData?.street) && filled(userData?.postalCode) && filled(userData?.city);
}

/**
 * The first step whose data is missing, or null when everything up to the summary is there.
 * 'cart' when the cart is empty: checkout cannot start.
 */
export function firstMissingStep(progress: CheckoutProgress): CheckoutStep | 'cart' | null {
  if (progress.cartSize === 0) return 'cart';
  if (progress.userData === null || !orderUserDataSchema.safeParse(progress.userData).success) {
    return 'benutzerdaten';
  }
  if (
    progress.deliveryMethod === null ||
    !hasAddressFor(progress.deliveryMethod, progress.userData)
  ) {
    return 'lieferung';
  }
  if (
    progress.paymentNeeded &&
    (progress.paymentMethod === null ||
      !isPaymentMethodAllowed(progress.paymentMethod, progress.deliveryMethod))
  ) {
    return 'bezahlmethode';
  }
  return null;
}

/**
 * The steps this checkout leaves out: the payment method once the delivery is chosen and coupon
 * and vouchers leave nothing to pay (before that, the delivery may still add to the amount).
 */
export function skippedSteps(
  progress: Pick<CheckoutProgress, 'deliveryMethod' | 'paymentNeeded'>,
): CheckoutStep[] {
  return progress.deliveryMethod !== null && !progress.paymentNeeded ? ['bezahlmethode'] : [];
}

/** The step after `step`, leaving out the skipped ones. */
export function nextStep(
  step: CheckoutStep,
  progress: Pick<CheckoutProgress, 'deliveryMethod' | 'paymentNeeded'>,
): CheckoutStep | null {
  const skipped = skippedSteps(progress);
  const later = CHECKOUT_STEPS.slice(CHECKOUT_STEPS.indexOf(step) + 1);
  return later.find((candidate) => !skipped.includes(candidate)) ?? null;
}

/**
 * Where a visitor of `step` has to go instead, or null when the step may be shown: a step is
 * reachable once every step before it is complete; a skipped step sends on to the next one.
 */
export function redirectForStep(
  step: CheckoutStep,
  progress: CheckoutProgress,
): CheckoutStep | 'cart' | null {
  const missing = firstMissingStep(progress);
  if (missing === 'cart') return 'cart';
  if (missing !== null && CHECKOUT_STEPS.indexOf(missing) < CHECKOUT_STEPS.indexOf(step)) {
    return missing;
  }
  if (skippedSteps(progress).includes(step)) return nextStep(step, progress);
  return null;
}
