import { computeCheckoutTotals } from '../../../../domain/cart-totals.ts';
import type { CartTotals } from '../../../../domain/cart-totals.ts';
import { couponFromWire } from '../../../../domain/coupon-discount.ts';
import { DELIVERY_METHOD_LABELS, DELIVERY_PRICES_CENTS } from '../../../../domain/delivery.ts';
import type { DeliveryMethod } from '../../../../domain/delivery.ts';
import {
  eurosToCents,
  formatEuro,
  formatEuroDeduction,
  formatSignedEuro,
} from '../../../../domain/money.ts';
import type { OrderInfo } from '../stores/cart-store.ts';
import type { CartItem } from './cart-items.ts';

// Every screen that shows the cart's or the checkout's totals (cart page, cart drawer, checkout
// side summary, summary page) reads them from `checkoutTotals`, i.e. from the domain's
// `computeCheckoutTotals`, the rule the server prices the order with; a placed order shows the
// server's own numbers in the same shape (pages/checkout/order-view.ts). `totalsRows` is the one
// way they are written.

type TotalsOrderInfo = Pick<OrderInfo, 'deliveryMethod' | 'coupon' | 'vouchers'>;

/**
 * The checkout's totals with the domain rule (docs/product.md §9.4): items, the chosen delivery
 * (free days included, 0 before one is chosen), the coupon and the vouchers in the order they were
 * applied.
 */
export function checkoutTotals(
  items: readonly CartItem[],
  orderInfo: TotalsOrderInfo,
  now: Date,
): CartTotals {
  return computeCheckoutTotals({
    items: items.map((item) => ({
      priceCents: eurosToCents(item.price),
      sale: item.sale,
      discountPercent: item.discount,
    })),
    deliveryMethod: orderInfo.deliveryMethod,
    now,
    coupon: orderInfo.coupon === null ? null : couponFromWire(orderInfo.coupon),
    vouchers: orderInfo.vouchers.map((voucher) => ({
      code: voucher.code,
      remainingValueCents: eurosToCents(voucher.remainingValue),
    })),
  });
}

/** Totals with what their lines are named after: the delivery method, coupon code, voucher numbers. */
export interface TotalsView {
  totals: CartTotals;
  /** Null before a method is chosen: the delivery line then reads 'zzgl. Versand ab 0,00 €'. */
  deliveryMethod: DeliveryMethod | null;
  couponCode: string | null;
  /** The number of each voucher of `totals.voucherRedemptions`, in the same order. */
  voucherNumbers: readonly number[];
}

/** The cart's or checkout's totals view from the client state. */
export function checkoutTotalsView(
  items: readonly CartItem[],
  orderInfo: TotalsOrderInfo,
  now: Date,
): TotalsView {
  return {
    totals: checkoutTotals(items, orderInfo, now),
    deliveryMethod: orderInfo.deliveryMethod,
    couponCode: orderInfo.coupon?.code ?? null,
    voucherNumbers: orderInfo.vouchers.map((voucher) => voucher.number),
  };
}

/**
 * One line of the total block. 'shipping-hint': delivery not chosen yet ('zzgl. Versand', linked
 * to the shipping page, PAngV); 'total': the whole price including delivery; 'due': what is left
 * to pay after the vouchers.
 */
export interface TotalsRow {
  key: string;
  label: string;
  amount: string;
  kind: 'line' | 'shipping-hint' | 'total' | 'due';
}

/**
 * The lines of the total block, in the order of docs/product.md §2.7: Zwischensumme, the coupon,
 * delivery, Gesamtpreis (negative under a fixed coupon larger than the order, written with '−'),
 * each Wertgutschein, and 'Zu zahlen' whenever vouchers or a negative total make it differ.
 */
export function totalsRows(view: TotalsView): TotalsRow[] {
  const { totals, deliveryMethod, couponCode } = view;
  const rows: TotalsRow[] = [
    {
      key: 'subtotal',
      label: 'Zwischensumme',
      amount: formatEuro(totals.subtotalCents),
      kind: 'line',
    },
  ];
  if (couponCode !== null) {
    rows.push({
      key: 'coupon',
      label: `Gutschein ${couponCode}`,
      amount: formatEuroDeduction(totals.couponDiscountCents),
      kind: 'line',
    });
  }
  rows.push(
    deliveryMethod === null
      ? {
          key: 'delivery',
          label: 'zzgl. Versand',
          amount: `ab ${formatEuro(Math.min(...Object.values(DELIVERY_PRICES_CENTS)))}`,
          kind: 'shipping-hint',
        }
      : {
          key: 'delivery',
          label: `Versand (${DELIVERY_METHOD_LABELS[deliveryMethod]})`,
          amount: formatEuro(totals.deliveryCostCents),
          kind: 'line',
        },
    {
      key: 'total',
      label: deliveryMethod === null ? 'Gesamtpreis' : 'Gesamtpreis inkl. Versand',
      amount: formatSignedEuro(totals.totalCents),
      kind: 'total',
    },
  );
  totals.voucherRedemptions.forEach((redemption, index) => {
    const number = view.voucherNumbers[index];
    rows.push({
      key: `voucher-${redemption.code}`,
      label: number === undefined ? 'Wertgutschein' : `Wertgutschein Nr. ${number}`,
      amount: formatEuroDeduction(redemption.amountCents),
      kind: 'line',
    });
  });
  if (totals.voucherRedemptions.length > 0 || totals.valueToPayCents !== totals.totalCents) {
    rows.push({
      key: 'due',
      label: 'Zu zahlen',
      amount: formatEuro(totals.valueToPayCents),
      kind: 'due',
    });
  }
  return rows;
}

/**
 * Why nothing is to pay, once the delivery is chosen and coupon or vouchers cover the whole
 * amount; null otherwise (before the delivery is chosen the amount may still grow).
 */
export function nothingToPayNote(view: TotalsView): string | null {
  const { totals } = view;
  if (view.deliveryMethod === null || totals.valueToPayCents > 0) return null;
  if (totals.subtotalCents === 0 && view.couponCode === null) return null;
  const spentVouchers = totals.voucherRedemptions.filter((r) => r.amountCents > 0).length;
  if (spentVouchers > 1) {
    return 'Deine Wertgutscheine decken den ganzen Betrag – es ist nichts mehr zu zahlen.';
  }
  if (spentVouchers === 1) {
    return 'Dein Wertgutschein deckt den ganzen Betrag – es ist nichts mehr zu zahlen.';
  }
  if (view.couponCode !== null) {
    return 'Dein Gutschein deckt den ganzen Betrag – es ist nichts zu zahlen.';
  }
  return 'Es ist nichts zu zahlen.';
}
