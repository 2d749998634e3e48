import { describe, expect, it } from 'vitest';
import { couponDiscountCents, couponFromWire, couponToWire } from './coupon-discount.ts';
import type { CartCoupon, WireCouponDiscount } from './coupon-discount.ts';

describe('couponDiscountCents', () => {
  it.each<[string, CartCoupon | null, number, number, number]>([
    // name, coupon, subtotal, delivery, expected discount
    ['no coupon', null, 1400, 499, 0],
    ['10 % of 14,00 €', { discountType: 'percentage', discountPercent: 10 }, 1400, 499, 140],
    [
      '10 % of 14,99 € rounds up',
      { discountType: 'percentage', discountPercent: 10 },
      1499,
      0,
      150,
    ],
    ['15 % of 11,92 €', { discountType: 'percentage', discountPercent: 15 }, 1192, 250, 179],
    ['10 % of 0,05 € is a half', { discountType: 'percentage', discountPercent: 10 }, 5, 0, 1],
    ['100 %', { discountType: 'percentage', discountPercent: 100 }, 1400, 499, 1400],
    ['percent ignores delivery', { discountType: 'percentage', discountPercent: 50 }, 0, 499, 0],
    ['fixed 5,00 €', { discountType: 'fixed', discountAmountCents: 500 }, 1400, 499, 500],
    [
      'fixed larger than order',
      { discountType: 'fixed', discountAmountCents: 2000 },
      1000,
      0,
      2000,
    ],
    ['free DHL', { discountType: 'freedelivery' }, 1400, 499, 499],
    ['free local delivery', { discountType: 'freedelivery' }, 1400, 250, 250],
    ['free pickup is worth 0', { discountType: 'freedelivery' }, 1400, 0, 0],
  ])('%s', (_name, coupon, subtotal, delivery, expected) => {
    expect(couponDiscountCents(coupon, subtotal, delivery)).toBe(expected);
  });

  it.each<[CartCoupon, number, number]>([
    [{ discountType: 'percentage', discountPercent: 120 }, 1000, 0],
    [{ discountType: 'fixed', discountAmountCents: -100 }, 1000, 0],
    [{ discountType: 'fixed', discountAmountCents: 4.99 }, 1000, 0],
    [{ discountType: 'freedelivery' }, 1000, -499],
  ])('rejects %j on %s + %s', (coupon, subtotal, delivery) => {
    expect(() => couponDiscountCents(coupon, subtotal, delivery)).toThrow(RangeError);
  });
});

describe('couponFromWire / couponToWire', () => {
  it.each<[WireCouponDiscount, CartCoupon]>([
    [
      { discountType: 'percentage', discountAmount: 10 },
      { discountType: 'percentage', discountPercent: 10 },
    ],
    [
      { discountType: 'fixed', discountAmount: 4.99 },
      { discountType: 'fixed', discountAmountCents: 499 },
    ],
    [
      { discountType: 'fixed', discountAmount: 15 },
      { discountType: 'fixed', discountAmountCents: 1500 },
    ],
    [{ discountType: 'freedelivery', discountAmount: 0 }, { discountType: 'freedelivery' }],
  ])('%j ⇄ %j', (wire, coupon) => {
    expect(couponFromWire(wire)).toEqual(coupon);
    expect(couponToWire(coupon)).toEqual(wire);
  });

  it('ignores the amount of a freedelivery coupon', () => {
    expect(couponFromWire({ discountType: 'freedelivery', discountAmount: 7 })).toEqual({
      discountType: 'freedelivery',
    });
  });

  it.each<WireCouponDiscount>([
    { discountType: 'percentage', discountAmount: 150 },
    { discountType: 'fixed', discountAmount: -1 },
    { discountType: 'fixed', discountAmount: NaN },
  ])('rejects %j', (wire) => {
    expect(() => couponFromWire(wire)).toThrow(RangeError);
  });
});
