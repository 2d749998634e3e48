import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CONDITIONS,
  DISCOUNT_TYPES,
  MAX_SIZE,
  MIN_SIZE,
  CHECKOUT_PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  SEASONS,
  SIZES,
  paymentMethodLabel,
  paymentMethodLabelOrKey,
  paymentProvider,
} from './catalog.ts';
import type { PaymentMethodId } from './catalog.ts';

describe('vocabularies', () => {
  it.each([
    ['categories', CATEGORIES, ['Kleidung', 'Schlafsack', 'Tonies', 'Accessoires']],
    ['conditions', CONDITIONS, ['Sehr gut', 'Gut', 'Geliebt']],
    ['seasons', SEASONS, ['Sommer', '-', 'Übergang', 'Winter']],
    ['discount types', DISCOUNT_TYPES, ['percentage', 'fixed', 'freedelivery']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('payment methods', () => {
  it.each<[PaymentMethodId, string, string]>([
    ['cash', 'Barzahlung', 'none'],
    ['paypal', 'PayPal', 'paypal'],
    ['klarna-pay-now', 'Klarna', 'klarna'],
    ['klarna-pay-later', 'Auf Rechnung mit Klarna', 'klarna'],
    ['sepa-debit', 'Lastschrift', 'paypal'],
    ['giropay', 'Giropay', 'paypal'],
    ['card', 'Debit- & Kreditkarte', 'paypal'],
    ['voucher', 'Gutschein', 'none'],
  ])('%s → %s via %s', (id, label, provider) => {
    expect(paymentMethodLabel(id)).toBe(label);
    expect(paymentProvider(id)).toBe(provider);
  });

  it('lists all seven with unique ids and labels', () => {
    expect(PAYMENT_METHODS).toHaveLength(7);
    expect(new Set(CHECKOUT_PAYMENT_METHOD_IDS).size).toBe(7);
    expect(new Set(PAYMENT_METHODS.map((m) => m.label)).size).toBe(7);
  });

  it("records 'voucher' besides the seven, which no checkout offers", () => {
    expect(PAYMENT_METHOD_IDS).toEqual([...CHECKOUT_PAYMENT_METHOD_IDS, 'voucher']);
    expect(CHECKOUT_PAYMENT_METHOD_IDS).not.toContain('voucher');
    expect(paymentMethodLabelOrKey('voucher')).toBe('Gutschein');
  });

  it('rejects an unknown id', () => {
    expect(() => paymentMethodLabel('bitcoin' as PaymentMethodId)).toThrow(RangeError);
  });

  it('finds the label of a stored key, which stands for itself when it names no method', () => {
    for (const method of PAYMENT_METHODS) {
      expect(paymentMethodLabelOrKey(method.id)).toBe(method.label);
    }
    expect(paymentMethodLabelOrKey('bitcoin')).toBe('bitcoin');
    expect(paymentMethodLabelOrKey('')).toBe('');
  });
});

describe('sizes', () => {
  it('run from 50 to 152 in steps of 6', () => {
    expect(SIZES[0]).toBe(MIN_SIZE);
    expect(SIZES[SIZES.length - 1]).toBe(MAX_SIZE);
    expect(MIN_SIZE).toBe(50);
    expect(MAX_SIZE).toBe(152);
    SIZES.forEach((size, index) => expect(size).toBe(50 + 6 * index));
  });
});
