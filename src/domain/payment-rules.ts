import type { PaymentMethodId } from './catalog.ts';
import type { DeliveryMethod } from './delivery.ts';

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
 * Whether an order is paid online through a provider: not cash, and something is left to pay
 * after vouchers (`amountToPay` in cents or euros; only "more than nothing" matters).
 */
export function needsOnlinePayment(paymentMethod: PaymentMethodId, amountToPay: number): boolean {
  return paymentMethod !== 'cash' && amountToPay > 0;
}
