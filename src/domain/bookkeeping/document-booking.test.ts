import { describe, expect, it } from 'vitest';
import { bookingOf, type BookingOrder } from './document-booking.ts';
import type { InvoiceBooking } from './invoice-model.ts';

const order: BookingOrder = {
  paymentMethod: 'cash',
  deliveryMethod: 'abholen',
  couponCode: 'WILLKOMMEN10',
  subtotalCents: 2000,
  couponDiscountCents: 200,
  deliveryCostCents: 0,
  totalCents: 1800,
  vouchersTotalCents: 500,
  valueToPayCents: 1300,
};

describe('bookingOf', () => {
  it("takes a document's own booking as stored", () => {
    const booking: InvoiceBooking = {
      paymentMethod: 'paypal',
      deliveryMethod: 'liefernDHL',
      couponCode: null,
      goodsCents: -900,
      couponCents: 0,
      deliveryCents: 0,
      totalCents: -900,
      voucherCents: 0,
      moneyCents: -900,
    };
    expect(bookingOf({ kind: 'cancellation', document: { booking } }, order)).toBe(booking);
  });

  it('books an older invoice with its whole order', () => {
    expect(bookingOf({ kind: 'invoice', document: {} }, order)).toEqual({
      paymentMethod: 'cash',
      deliveryMethod: 'abholen',
      couponCode: 'WILLKOMMEN10',
      goodsCents: 2000,
      couponCents: 200,
      deliveryCents: 0,
      totalCents: 1800,
      voucherCents: 500,
      moneyCents: 1300,
    });
  });

  it('books an older cancellation as the whole invoice negated, without a -0', () => {
    const booking = bookingOf({ kind: 'cancellation', document: {} }, order);
    expect(booking).toMatchObject({
      goodsCents: -2000,
      couponCents: -200,
      totalCents: -1800,
      voucherCents: -500,
      moneyCents: -1300,
    });
    expect(Object.is(booking.deliveryCents, 0)).toBe(true);
  });
});
