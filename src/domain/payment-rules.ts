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
