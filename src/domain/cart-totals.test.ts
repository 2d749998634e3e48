import { describe, expect, it } from 'vitest';
import { computeCartTotals, computeCheckoutTotals } from './cart-totals.ts';
import type { CartTotals, CartTotalsInput, CartTotalsItem } from './cart-totals.ts';

const item = (priceCents: number, discountPercent = 0): CartTotalsItem => ({
  priceCents,
  sale: discountPercent > 0,
  discountPercent,
});

const DHL = 499;
const LOCAL = 250;
const PICKUP = 0;

describe('computeCartTotals', () => {
  // The line prices are checked on their own below; here the totals they add up to.
  it.each<[string, CartTotalsInput, Omit<CartTotals, 'lineSalePricesCents'>]>([
    [
      'empty cart',
      { items: [], deliveryCostCents: PICKUP, coupon: null, vouchers: [] },
      {
        subtotalCents: 0,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 0,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 0,
      },
    ],
    [
      'one item, DHL, nothing else',
      { items: [item(1299)], deliveryCostCents: DHL, coupon: null, vouchers: [] },
      {
        subtotalCents: 1299,
        couponDiscountCents: 0,
        deliveryCostCents: 499,
        totalCents: 1798,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 1798,
      },
    ],
    [
      '10,00 € + 8,00 € at −50 %, 10 % coupon, DHL, 5,00 € voucher',
      {
        items: [item(1000), item(800, 50)],
        deliveryCostCents: DHL,
        coupon: { discountType: 'percentage', discountPercent: 10 },
        vouchers: [{ code: 'ABCD-1234-EFGH-5678', remainingValueCents: 500 }],
      },
      {
        subtotalCents: 1400, // 10,00 + 4,00
        couponDiscountCents: 140, // 10 % of 14,00, delivery untouched
        deliveryCostCents: 499,
        totalCents: 1759, // 14,00 − 1,40 + 4,99
        voucherRedemptions: [{ code: 'ABCD-1234-EFGH-5678', amountCents: 500 }],
        vouchersTotalCents: 500,
        valueToPayCents: 1259,
      },
    ],
    [
      'sale prices rounded per item, then a 15 % coupon rounded once',
      {
        items: [item(1299, 30), item(333, 15)], // 9,09 + 2,83
        deliveryCostCents: LOCAL,
        coupon: { discountType: 'percentage', discountPercent: 15 },
        vouchers: [],
      },
      {
        subtotalCents: 1192,
        couponDiscountCents: 179, // 178,8 cents
        deliveryCostCents: 250,
        totalCents: 1263,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 1263,
      },
    ],
    [
      'item with a discount but not on sale pays full price',
      {
        items: [{ priceCents: 1000, sale: false, discountPercent: 50 }],
        deliveryCostCents: PICKUP,
        coupon: null,
        vouchers: [],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 1000,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 1000,
      },
    ],
    [
      'fixed coupon larger than the order: total negative, nothing to pay, voucher untouched',
      {
        items: [item(1000)],
        deliveryCostCents: PICKUP,
        coupon: { discountType: 'fixed', discountAmountCents: 1500 },
        vouchers: [{ code: 'ABCD-1234-EFGH-5678', remainingValueCents: 500 }],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 1500,
        deliveryCostCents: 0,
        totalCents: -500,
        voucherRedemptions: [{ code: 'ABCD-1234-EFGH-5678', amountCents: 0 }],
        vouchersTotalCents: 0,
        valueToPayCents: 0,
      },
    ],
    [
      'fixed coupon eats into delivery',
      {
        items: [item(1000)],
        deliveryCostCents: DHL,
        coupon: { discountType: 'fixed', discountAmountCents: 1200 },
        vouchers: [],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 1200,
        deliveryCostCents: 499,
        totalCents: 299,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 299,
      },
    ],
    [
      'fixed coupon exactly the total',
      {
        items: [item(1000)],
        deliveryCostCents: DHL,
        coupon: { discountType: 'fixed', discountAmountCents: 1499 },
        vouchers: [{ code: 'ABCD-1234-EFGH-5678', remainingValueCents: 500 }],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 1499,
        deliveryCostCents: 499,
        totalCents: 0,
        voucherRedemptions: [{ code: 'ABCD-1234-EFGH-5678', amountCents: 0 }],
        vouchersTotalCents: 0,
        valueToPayCents: 0,
      },
    ],
    [
      'two vouchers: the first is spent in full, the second covers the rest',
      {
        items: [item(1000)],
        deliveryCostCents: DHL,
        coupon: null,
        vouchers: [
          { code: 'AAAA-1111-AAAA-1111', remainingValueCents: 300 },
          { code: 'BBBB-2222-BBBB-2222', remainingValueCents: 2000 },
        ],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 499,
        totalCents: 1499,
        voucherRedemptions: [
          { code: 'AAAA-1111-AAAA-1111', amountCents: 300 },
          { code: 'BBBB-2222-BBBB-2222', amountCents: 1199 },
        ],
        vouchersTotalCents: 1499,
        valueToPayCents: 0,
      },
    ],
    [
      'two vouchers: the first covers everything, the second is not touched',
      {
        items: [item(1000)],
        deliveryCostCents: PICKUP,
        coupon: null,
        vouchers: [
          { code: 'AAAA-1111-AAAA-1111', remainingValueCents: 2500 },
          { code: 'BBBB-2222-BBBB-2222', remainingValueCents: 1000 },
        ],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 1000,
        voucherRedemptions: [
          { code: 'AAAA-1111-AAAA-1111', amountCents: 1000 },
          { code: 'BBBB-2222-BBBB-2222', amountCents: 0 },
        ],
        vouchersTotalCents: 1000,
        valueToPayCents: 0,
      },
    ],
    [
      'two vouchers that together fall short',
      {
        items: [item(3000)],
        deliveryCostCents: LOCAL,
        coupon: null,
        vouchers: [
          { code: 'AAAA-1111-AAAA-1111', remainingValueCents: 1000 },
          { code: 'BBBB-2222-BBBB-2222', remainingValueCents: 500 },
        ],
      },
      {
        subtotalCents: 3000,
        couponDiscountCents: 0,
        deliveryCostCents: 250,
        totalCents: 3250,
        voucherRedemptions: [
          { code: 'AAAA-1111-AAAA-1111', amountCents: 1000 },
          { code: 'BBBB-2222-BBBB-2222', amountCents: 500 },
        ],
        vouchersTotalCents: 1500,
        valueToPayCents: 1750,
      },
    ],
    [
      'an empty voucher pays nothing',
      {
        items: [item(1000)],
        deliveryCostCents: PICKUP,
        coupon: null,
        vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: 0 }],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 1000,
        voucherRedemptions: [{ code: 'AAAA-1111-AAAA-1111', amountCents: 0 }],
        vouchersTotalCents: 0,
        valueToPayCents: 1000,
      },
    ],
    [
      'the same voucher twice (any case) is spent once',
      {
        items: [item(1000)],
        deliveryCostCents: PICKUP,
        coupon: null,
        vouchers: [
          { code: 'AAAA-1111-AAAA-1111', remainingValueCents: 400 },
          { code: 'aaaa-1111-aaaa-1111', remainingValueCents: 400 },
        ],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 1000,
        voucherRedemptions: [
          { code: 'AAAA-1111-AAAA-1111', amountCents: 400 },
          { code: 'aaaa-1111-aaaa-1111', amountCents: 0 },
        ],
        vouchersTotalCents: 400,
        valueToPayCents: 600,
      },
    ],
    [
      'freedelivery with DHL takes off 4,99 €',
      {
        items: [item(1000)],
        deliveryCostCents: DHL,
        coupon: { discountType: 'freedelivery' },
        vouchers: [],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 499,
        deliveryCostCents: 499,
        totalCents: 1000,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 1000,
      },
    ],
    [
      'freedelivery with pickup takes off nothing',
      {
        items: [item(1000)],
        deliveryCostCents: PICKUP,
        coupon: { discountType: 'freedelivery' },
        vouchers: [],
      },
      {
        subtotalCents: 1000,
        couponDiscountCents: 0,
        deliveryCostCents: 0,
        totalCents: 1000,
        voucherRedemptions: [],
        vouchersTotalCents: 0,
        valueToPayCents: 1000,
      },
    ],
    [
      'percentage coupon, free-delivery day (delivery already 0), voucher',
      {
        items: [item(2000, 25), item(999)], // 15,00 + 9,99
        deliveryCostCents: 0,
        coupon: { discountType: 'percentage', discountPercent: 20 },
        vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: 1000 }],
      },
      {
        subtotalCents: 2499,
        couponDiscountCents: 500, // 499,8 cents
        deliveryCostCents: 0,
        totalCents: 1999,
        voucherRedemptions: [{ code: 'AAAA-1111-AAAA-1111', amountCents: 1000 }],
        vouchersTotalCents: 1000,
        valueToPayCents: 999,
      },
    ],
  ])('%s', (_name, input, expected) => {
    const { lineSalePricesCents, ...totals } = computeCartTotals(input);
    expect(totals).toEqual(expected);
    expect(lineSalePricesCents.reduce((sum, cents) => sum + cents, 0)).toBe(expected.subtotalCents);
  });

  it('gives each line its sale price, in the order of the cart, rounded to cents', () => {
    const totals = computeCartTotals({
      items: [item(1299), item(999, 25), { priceCents: 500, sale: false, discountPercent: 50 }],
      deliveryCostCents: DHL,
      coupon: null,
      vouchers: [],
    });
    expect(totals.lineSalePricesCents).toEqual([1299, 749, 500]);
    expect(totals.subtotalCents).toBe(1299 + 749 + 500);
  });

  it('does not change its input', () => {
    const input: CartTotalsInput = {
      items: [item(1000)],
      deliveryCostCents: DHL,
      coupon: null,
      vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: 300 }],
    };
    const copy = structuredClone(input);
    computeCartTotals(input);
    expect(input).toEqual(copy);
  });

  it.each<[string, CartTotalsInput]>([
    [
      'negative delivery',
      { items: [item(1000)], deliveryCostCents: -1, coupon: null, vouchers: [] },
    ],
    [
      'negative voucher balance',
      {
        items: [item(1000)],
        deliveryCostCents: 0,
        coupon: null,
        vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: -100 }],
      },
    ],
    [
      'price in euros by mistake',
      { items: [item(9.99)], deliveryCostCents: 0, coupon: null, vouchers: [] },
    ],
  ])('rejects %s', (_name, input) => {
    expect(() => computeCartTotals(input)).toThrow(RangeError);
  });
});

describe('computeCheckoutTotals', () => {
  const REGULAR_DAY = new Date('2026-11-10T12:00:00+01:00');
  const base = { items: [item(2000)], coupon: null, vouchers: [], now: REGULAR_DAY };

  it('counts no delivery before a method is chosen', () => {
    const totals = computeCheckoutTotals({ ...base, deliveryMethod: null });
    expect(totals.deliveryCostCents).toBe(0);
    expect(totals.totalCents).toBe(2000);
  });

  it.each([
    ['abholen', 0],
    ['liefernInnerhalb', 250],
    ['liefernDHL', 499],
  ] as const)('adds the delivery of %s (%i cents)', (deliveryMethod, cents) => {
    const totals = computeCheckoutTotals({ ...base, deliveryMethod });
    expect(totals.deliveryCostCents).toBe(cents);
    expect(totals.valueToPayCents).toBe(2000 + cents);
  });

  it.each([
    ['31 October', '2026-10-31T00:30:00+01:00'],
    ['1 November', '2026-11-01T23:30:00+01:00'],
  ])('delivers for free on %s (shop time)', (_day, at) => {
    const totals = computeCheckoutTotals({
      ...base,
      deliveryMethod: 'liefernDHL',
      now: new Date(at),
    });
    expect(totals.deliveryCostCents).toBe(0);
    expect(totals.totalCents).toBe(2000);
  });

  it('charges delivery again on 2 November', () => {
    const now = new Date('2026-11-02T00:30:00+01:00');
    expect(
      computeCheckoutTotals({ ...base, deliveryMethod: 'liefernDHL', now }).deliveryCostCents,
    ).toBe(499);
  });

  it('takes a percentage coupon off the sale price, not off the delivery', () => {
    const totals = computeCheckoutTotals({
      ...base,
      items: [item(2000, 50)], // 10,00 € on sale
      deliveryMethod: 'liefernDHL',
      coupon: { discountType: 'percentage', discountPercent: 10 },
    });
    expect(totals.subtotalCents).toBe(1000);
    expect(totals.couponDiscountCents).toBe(100);
    expect(totals.totalCents).toBe(1399);
  });

  it('lets a freedelivery coupon take off exactly the delivery of the chosen method', () => {
    const coupon = { discountType: 'freedelivery' } as const;
    expect(
      computeCheckoutTotals({ ...base, deliveryMethod: 'liefernInnerhalb', coupon })
        .couponDiscountCents,
    ).toBe(250);
    expect(
      computeCheckoutTotals({ ...base, deliveryMethod: null, coupon }).couponDiscountCents,
    ).toBe(0);
  });

  it('keeps a negative total under a fixed coupon larger than the order, with nothing to pay', () => {
    const totals = computeCheckoutTotals({
      ...base,
      items: [item(250)],
      deliveryMethod: 'abholen',
      coupon: { discountType: 'fixed', discountAmountCents: 500 },
      vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: 1000 }],
    });
    expect(totals.totalCents).toBe(-250);
    expect(totals.vouchersTotalCents).toBe(0);
    expect(totals.valueToPayCents).toBe(0);
  });

  it('spends vouchers in order, each capped by its value, down to nothing to pay', () => {
    const totals = computeCheckoutTotals({
      ...base,
      deliveryMethod: 'liefernDHL',
      vouchers: [
        { code: 'AAAA-1111-AAAA-1111', remainingValueCents: 1240 },
        { code: 'BBBB-2222-BBBB-2222', remainingValueCents: 5000 },
      ],
    });
    expect(totals.voucherRedemptions).toEqual([
      { code: 'AAAA-1111-AAAA-1111', amountCents: 1240 },
      { code: 'BBBB-2222-BBBB-2222', amountCents: 1259 },
    ]);
    expect(totals.valueToPayCents).toBe(0);
  });

  it('is computeCartTotals with the delivery of the method', () => {
    const input = {
      ...base,
      deliveryMethod: 'liefernDHL' as const,
      coupon: { discountType: 'fixed', discountAmountCents: 300 } as const,
      vouchers: [{ code: 'AAAA-1111-AAAA-1111', remainingValueCents: 700 }],
    };
    const { deliveryMethod: _method, now: _now, ...rest } = input;
    expect(computeCheckoutTotals(input)).toEqual(
      computeCartTotals({ ...rest, deliveryCostCents: 499 }),
    );
  });
});
