import { NOTHING_TO_PAY_METHOD, paymentProvider } from './catalog.ts';
import type { PaymentMethodId } from './catalog.ts';
import type { DeliveryMethod } from './delivery.ts';
import type { Cents } from './money.ts';

/**
 * Which payment methods a delivery method allows (issue 4): Barzahlung is cash at the pickup
 * station, so only with pickup ('abholen'); every online method goes with every delivery.
 */
export function isPaymentMethodAllowed(
  paymentMethod: PaymentMethodId,
  deliveryMethod: DeliveryMethod,
): boolean {
  return paymentMethod !== 'cash' || deliveryMethod === 'abholen';
}

/**
 * Whether an order is paid online through a provider: neither cash nor nothing to pay, and
 * something is left to pay after vouchers (`amountToPay` in cents or euros; only "more than
 * nothing" matters).
 */
export function needsOnlinePayment(paymentMethod: PaymentMethodId, amountToPay: number): boolean {
  return paymentProvider(paymentMethod) !== 'none' && amountToPay > 0;
}

/**
 * Whether the customer has to choose a payment method: only when something is left to pay after
 * coupon and Wertgutscheine (`valueToPayCents` of domain/cart-totals.ts). Otherwise the checkout
 * skips its payment step and the order records 'voucher' (decision 037).
 */
export function needsPaymentMethod(valueToPayCents: Cents): boolean {
  return valueToPayCents > 0;
}

/**
 * The payment method an order records, from what the browser asked for and what the server
 * computed is left to pay: 'voucher' when nothing is left (whatever was chosen: no provider and
 * no cash take part); otherwise the chosen method, or null when the browser claimed there was
 * nothing to pay ('voucher') although there is: such an order is refused.
 */
export function recordedPaymentMethod(
  requested: PaymentMethodId,
  valueToPayCents: Cents,
): PaymentMethodId | null {
  if (!needsPaymentMethod(valueToPayCents)) return NOTHING_TO_PAY_METHOD.id;
  return requested === NOTHING_TO_PAY_METHOD.id ? null : requested;
}
