import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/api/product.ts';
import { checkoutTotals } from './checkout-totals.ts';

function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    itemNumber: 1,
    category: 'Kleidung',
    name: '',
    brand: 'Mini',
    size: 86,
    sizeHat: [],
    price: 20,
    sale: false,
    discount: 0,
    lowestPriorPrice: null,
    condition: 'Gut',
    season: 'Sommer',
    image: null,
    images: [],
    reservedUntil: null,
    reservedBy: null,
    ...overrides,
  };
}

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
