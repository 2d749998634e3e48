import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/api/product.ts';
import { testProduct } from './test-product.ts';
import { checkoutTotals } from './checkout-totals.ts';

const product = (overrides: Partial<Product> = {}) => testProduct({ price: 20, ...overrides });

const REGULAR_DAY = new Date('2026-11-10T12:00:00+01:00');
const FREE_DAY = new Date('2026-10-31T12:00:00+01:00');

describe('checkoutTotals', () => {
  it('adds the delivery of the chosen method', () => {
    const totals = checkoutTotals(
      [product()],
      { deliveryMethod: 'liefernDHL', coupon: null, vouchers: [] },
      REGULAR_DAY,
    );
    expect(totals.deliveryCostCents).toBe(499);
    expect(totals.valueToPayCents).toBe(2499);
  });

  it('delivers for free on 31 October', () => {
    const totals = checkoutTotals(
      [product()],
      { deliveryMethod: 'liefernDHL', coupon: null, vouchers: [] },
      FREE_DAY,
    );
    expect(totals.deliveryCostCents).toBe(0);
  });

  it('applies a percentage coupon and then vouchers, capped by what is left', () => {
    const totals = checkoutTotals(
      [product()],
      {
        deliveryMethod: 'abholen',
        coupon: {
          code: 'WILLKOMMEN10',
          discountType: 'percentage',
          discountAmount: 10,
          description: '',
        },
        vouchers: [{ code: 'AAAA-BBBB-CCCC-DDDD', number: 1, remainingValue: 50, usedValue: 0 }],
      },
      REGULAR_DAY,
    );
    expect(totals.couponDiscountCents).toBe(200);
    expect(totals.vouchersTotalCents).toBe(1800);
    expect(totals.valueToPayCents).toBe(0);
  });

  it('counts no delivery before a method is chosen', () => {
    const totals = checkoutTotals(
      [product()],
      { deliveryMethod: null, coupon: null, vouchers: [] },
      REGULAR_DAY,
    );
    expect(totals.totalCents).toBe(2000);
  });
});
