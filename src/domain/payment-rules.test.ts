import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './catalog.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery.ts';
import { isPaymentMethodAllowed, needsOnlinePayment } from './payment-rules.ts';

describe('isPaymentMethodAllowed', () => {
  const table: [PaymentMethodId, DeliveryMethod, boolean][] = [
    ['cash', 'abholen', true],
    ['cash', 'liefernInnerhalb', false],
    ['cash', 'liefernDHL', false],
    ...PAYMENT_METHOD_IDS.filter((id) => id !== 'cash').flatMap((id) =>
      DELIVERY_METHODS.map((delivery): [PaymentMethodId, DeliveryMethod, boolean] => [
        id,
        delivery,
        true,
      ]),
    ),
  ];
  it.each(table)('%s with %s → %s', (payment, delivery, allowed) => {
    expect(isPaymentMethodAllowed(payment, delivery)).toBe(allowed);
  });
});

describe('needsOnlinePayment', () => {
  it('is true for every online method with something left to pay', () => {
    for (const id of PAYMENT_METHOD_IDS.filter((method) => method !== 'cash')) {
      expect(needsOnlinePayment(id, 1)).toBe(true);
      expect(needsOnlinePayment(id, 0)).toBe(false);
    }
  });

  it('is false for cash, whatever is left to pay', () => {
    expect(needsOnlinePayment('cash', 1299)).toBe(false);
  });
});
