import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../domain/api/product.ts';
import { testProduct } from '../../../lib/testing/test-product.ts';
import {
  checkoutTotals,
  checkoutTotalsView,
  nothingToPayNote,
  totalsRows,
} from './checkout-totals.ts';
import type { TotalsRow } from './checkout-totals.ts';

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

const NBSP = '\u00a0';
const MINUS = '\u2212';
const euro = (text: string) => `${text}${NBSP}€`;
const rowsOf = (rows: TotalsRow[]) => rows.map((row) => [row.label, row.amount]);

const FUENFER = {
  code: 'FUENFER',
  discountType: 'fixed' as const,
  discountAmount: 5,
  description: '',
};
const voucher = (code: string, number: number, remainingValue: number) => ({
  code,
  number,
  remainingValue,
  usedValue: 0,
});

describe('totalsRows', () => {
  it('shows the cart before delivery is chosen with "zzgl. Versand ab 0,00 €"', () => {
    const view = checkoutTotalsView(
      [product()],
      { deliveryMethod: null, coupon: null, vouchers: [] },
      REGULAR_DAY,
    );
    expect(rowsOf(totalsRows(view))).toEqual([
      ['Zwischensumme', euro('20,00')],
      ['zzgl. Versand', `ab ${euro('0,00')}`],
      ['Gesamtpreis', euro('20,00')],
    ]);
    expect(nothingToPayNote(view)).toBeNull();
  });

  it('names the chosen delivery and its cost, the coupon with its code and each voucher', () => {
    const view = checkoutTotalsView(
      [product()],
      {
        deliveryMethod: 'liefernDHL',
        coupon: { ...FUENFER },
        vouchers: [voucher('AAAA-BBBB-CCCC-DDDD', 3, 10)],
      },
      REGULAR_DAY,
    );
    expect(rowsOf(totalsRows(view))).toEqual([
      ['Zwischensumme', euro('20,00')],
      ['Gutschein FUENFER', euro(`${MINUS}5,00`)],
      ['Versand (Versand mit DHL)', euro('4,99')],
      ['Gesamtpreis inkl. Versand', euro('19,99')],
      ['Wertgutschein Nr. 3', euro(`${MINUS}10,00`)],
      ['Zu zahlen', euro('9,99')],
    ]);
    expect(nothingToPayNote(view)).toBeNull();
  });

  it('writes a negative total with a minus sign and explains that nothing is to pay', () => {
    const view = checkoutTotalsView(
      [product({ price: 2.5 })],
      { deliveryMethod: 'abholen', coupon: { ...FUENFER }, vouchers: [] },
      REGULAR_DAY,
    );
    const rows = totalsRows(view);
    expect(rowsOf(rows)).toEqual([
      ['Zwischensumme', euro('2,50')],
      ['Gutschein FUENFER', euro(`${MINUS}5,00`)],
      ['Versand (Abholung an der Abholstation)', euro('0,00')],
      ['Gesamtpreis inkl. Versand', euro(`${MINUS}2,50`)],
      ['Zu zahlen', euro('0,00')],
    ]);
    expect(rows.map((row) => row.amount).join('')).not.toContain('-');
    expect(nothingToPayNote(view)).toBe(
      'Dein Gutschein deckt den ganzen Betrag – es ist nichts zu zahlen.',
    );
  });

  it('says that the vouchers cover everything, once delivery is chosen', () => {
    const info = {
      coupon: null,
      vouchers: [voucher('AAAA-BBBB-CCCC-DDDD', 4, 12.4), voucher('EEEE-FFFF-GGGG-HHHH', 3, 50)],
    };
    const one = checkoutTotalsView(
      [product({ price: 5.25 })],
      { ...info, deliveryMethod: 'liefernDHL' },
      REGULAR_DAY,
    );
    expect(one.totals.valueToPayCents).toBe(0);
    expect(rowsOf(totalsRows(one)).slice(-3)).toEqual([
      ['Wertgutschein Nr. 4', euro(`${MINUS}10,24`)],
      ['Wertgutschein Nr. 3', euro('0,00')],
      ['Zu zahlen', euro('0,00')],
    ]);
    expect(nothingToPayNote(one)).toBe(
      'Dein Wertgutschein deckt den ganzen Betrag – es ist nichts mehr zu zahlen.',
    );
    const two = checkoutTotalsView(
      [product({ price: 30 })],
      { ...info, deliveryMethod: 'abholen' },
      REGULAR_DAY,
    );
    expect(nothingToPayNote(two)).toBe(
      'Deine Wertgutscheine decken den ganzen Betrag – es ist nichts mehr zu zahlen.',
    );
    const unchosen = checkoutTotalsView(
      [product({ price: 5.25 })],
      { ...info, deliveryMethod: null },
      REGULAR_DAY,
    );
    expect(nothingToPayNote(unchosen)).toBeNull();
  });

  it('follows the free-delivery days like the server', () => {
    const view = checkoutTotalsView(
      [product()],
      { deliveryMethod: 'liefernInnerhalb', coupon: null, vouchers: [] },
      FREE_DAY,
    );
    expect(rowsOf(totalsRows(view))).toContainEqual([
      'Versand (Lieferung innerhalb des Ortes)',
      euro('0,00'),
    ]);
  });
});
