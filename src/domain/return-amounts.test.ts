import { describe, expect, it } from 'vitest';
import { returnAmounts, type ReturnableOrder } from './return-amounts.ts';

const order = (overrides: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  lines: [
    { id: 1, salePriceCents: 1000 },
    { id: 2, salePriceCents: 2000 },
    { id: 3, salePriceCents: 3000 },
  ],
  subtotalCents: 6000,
  couponDiscountCents: 0,
  couponDiscountType: null,
  deliveryCostCents: 499,
  totalCents: 6499,
  vouchersTotalCents: 0,
  valueToPayCents: 6499,
  ...overrides,
});

const sum = (parts: ReturnType<typeof returnAmounts>[]) =>
  parts.reduce(
    (all, part) => ({
      totalCents: all.totalCents + part.totalCents,
      moneyCents: all.moneyCents + part.moneyCents,
      voucherCents: all.voucherCents + part.voucherCents,
      deliveryCents: all.deliveryCents + part.deliveryCents,
    }),
    { totalCents: 0, moneyCents: 0, voucherCents: 0, deliveryCents: 0 },
  );

describe('returnAmounts', () => {
  it('returns an item at its price, without delivery, all in money when all was paid in money', () => {
    expect(returnAmounts(order(), [], [2])).toEqual({
      goodsCents: 2000,
      couponCents: 0,
      deliveryCents: 0,
      totalCents: 2000,
      voucherCents: 0,
      moneyCents: 2000,
    });
  });

  it('gives the delivery back with the last item (a full withdrawal, § 357 BGB)', () => {
    const last = returnAmounts(order(), [1, 2], [3]);
    expect(last).toMatchObject({ goodsCents: 3000, deliveryCents: 499, totalCents: 3499 });
    expect(returnAmounts(order(), [], [1, 2, 3]).totalCents).toBe(6499);
  });

  it('spreads a percentage coupon over the items', () => {
    const withCoupon = order({
      couponDiscountCents: 600,
      couponDiscountType: 'percentage',
      totalCents: 5899,
      valueToPayCents: 5899,
    });
    expect(returnAmounts(withCoupon, [], [1])).toMatchObject({ couponCents: 100, totalCents: 900 });
  });

  it('leaves a free-delivery coupon on the delivery', () => {
    const freeDelivery = order({
      couponDiscountCents: 499,
      couponDiscountType: 'freedelivery',
      totalCents: 6000,
      valueToPayCents: 6000,
    });
    expect(returnAmounts(freeDelivery, [], [1]).totalCents).toBe(1000);
    const all = returnAmounts(freeDelivery, [1], [2, 3]);
    expect(all.totalCents).toBe(5000);
  });

  it('splits between money and vouchers as the order was paid, never more money than paid', () => {
    const withVoucher = order({ vouchersTotalCents: 4000, valueToPayCents: 2499 });
    const first = returnAmounts(withVoucher, [], [1]);
    expect(first.moneyCents + first.voucherCents).toBe(1000);
    expect(first.moneyCents).toBe(Math.round((1000 * 2499) / 6499));
    const parts = [
      first,
      returnAmounts(withVoucher, [1], [2]),
      returnAmounts(withVoucher, [1, 2], [3]),
    ];
    expect(sum(parts)).toEqual({
      totalCents: 6499,
      moneyCents: 2499,
      voucherCents: 4000,
      deliveryCents: 499,
    });
    for (const part of parts) {
      expect(part.moneyCents).toBeGreaterThanOrEqual(0);
      expect(part.voucherCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('adds up to the order in any order of returns, with awkward roundings', () => {
    const odd = order({
      lines: [
        { id: 1, salePriceCents: 333 },
        { id: 2, salePriceCents: 333 },
        { id: 3, salePriceCents: 334 },
      ],
      subtotalCents: 1000,
      couponDiscountCents: 100,
      couponDiscountType: 'fixed',
      deliveryCostCents: 250,
      totalCents: 1150,
      vouchersTotalCents: 777,
      valueToPayCents: 373,
    });
    for (const sequence of [
      [[3], [1], [2]],
      [[2, 3], [1]],
      [[1], [2], [3]],
    ]) {
      const parts: ReturnType<typeof returnAmounts>[] = [];
      const earlier: number[] = [];
      for (const step of sequence) {
        parts.push(returnAmounts(odd, earlier, step));
        earlier.push(...step);
      }
      expect(sum(parts)).toEqual({
        totalCents: 1150,
        moneyCents: 373,
        voucherCents: 777,
        deliveryCents: 250,
      });
    }
  });

  it('returns nothing for an order that cost nothing, and counts a line only once', () => {
    const free = order({
      couponDiscountCents: 7000,
      couponDiscountType: 'fixed',
      totalCents: -501,
      valueToPayCents: 0,
    });
    expect(returnAmounts(free, [], [1, 2, 3]).totalCents).toBe(0);
    expect(returnAmounts(order(), [1], [1]).totalCents).toBe(0);
  });
});
