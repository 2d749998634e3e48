import { describe, expect, it } from 'vitest';
import { CHECKOUT_PAYMENT_METHOD_IDS, type PaymentMethodId } from './catalog.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery.ts';
import {
  isPaymentMethodAllowed,
  needsOnlinePayment,
  needsPaymentMethod,
  recordedPaymentMethod,
} from './payment-rules.ts';

describe('isPaymentMethodAllowed', () => {
  const table: [PaymentMethodId, DeliveryMethod, boolean][] = [
    ['cash', 'abholen', true],
    ['cash', 'liefernInnerhalb', false],
    ['cash', 'liefernDHL', false],
    ...CHECKOUT_PAYMENT_METHOD_IDS.filter((id) => id !== 'cash').flatMap((id) =>
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
    for (const id of CHECKOUT_PAYMENT_METHOD_IDS.filter((method) => method !== 'cash')) {
      expect(needsOnlinePayment(id, 1)).toBe(true);
      expect(needsOnlinePayment(id, 0)).toBe(false);
    }
  });

  it('is false for cash, whatever is left to pay', () => {
    expect(needsOnlinePayment('cash', 1299)).toBe(false);
  });

  it('is false for an order that recorded nothing to pay', () => {
    expect(needsOnlinePayment('voucher', 0)).toBe(false);
    expect(needsOnlinePayment('voucher', 1)).toBe(false);
  });
});

describe('needsPaymentMethod', () => {
  it('asks for a method only while something is left to pay', () => {
    expect(needsPaymentMethod(1)).toBe(true);
    expect(needsPaymentMethod(0)).toBe(false);
  });
});

describe('recordedPaymentMethod', () => {
  it('records the chosen method while something is left to pay', () => {
    expect(recordedPaymentMethod('paypal', 1299)).toBe('paypal');
    expect(recordedPaymentMethod('cash', 1)).toBe('cash');
  });

  it("records 'voucher' when nothing is left to pay, whatever was chosen", () => {
    for (const id of [...CHECKOUT_PAYMENT_METHOD_IDS, 'voucher' as const]) {
      expect(recordedPaymentMethod(id, 0)).toBe('voucher');
    }
  });

  it("refuses 'voucher' (a browser's claim of nothing to pay) when something is left", () => {
    expect(recordedPaymentMethod('voucher', 1)).toBeNull();
  });
});
