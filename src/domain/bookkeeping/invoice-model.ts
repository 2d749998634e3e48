import { paymentMethodLabel, type PaymentMethodId } from '../catalog.ts';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../delivery.ts';
import { sizeLabel } from '../product-display.ts';
import { SHOP_TIME_ZONE } from '../calendar.ts';
import type { ReturnAmounts } from '../return-amounts.ts';

// What a German invoice of a Kleinunternehmer shows (§ 14 UStG, § 19 UStG), as plain rows the
// PDF renderer lays out. Pure: the numbers come from the order, the shop from configuration.

export type InvoiceShop = {
  name: string;
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  taxId: string | null;
};

export type InvoiceOrder = {
  orderNumber: number;
  createdAt: Date;
  paidAt: Date | null;
  firstName: string;
  lastName: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  email: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethodId;
  couponCode: string | null;
  subtotalCents: number;
  couponDiscountCents: number;
  deliveryCostCents: number;
  totalCents: number;
  vouchersTotalCents: number;
  valueToPayCents: number;
  items: {
    itemNumber: number;
    category: string;
    name: string;
    brand: string | null;
    size: number | null;
    sizeHat: number[];
    condition: string;
    salePriceCents: number;
  }[];
};

/** What makes a document an issued one: its number and the moment it was issued. */
export type InvoiceIssue = { number: string; issuedAt: Date };

export type Invoice = {
  title: string;
  /** 'Rechnungsnummer' or, on a cancellation, 'Stornonummer'. */
  numberLabel: string;
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  rows: { position: number; description: string; amountCents: number }[];
  totals: { label: string; amountCents: number; strong?: boolean }[];
  /** The amount invoiced (Rechnungsbetrag); negative on a cancellation. */
  totalCents: number;
  notes: string[];
  /** The amounts for bookkeeping; documents issued before 2026-11-24 lack it. */
  booking?: InvoiceBooking;
};

/** The document's amounts for bookkeeping, in cents; every amount is negated on a cancellation. */
export type InvoiceBooking = {
  paymentMethod: PaymentMethodId;
  deliveryMethod: DeliveryMethod;
  couponCode: string | null;
  /** Warenwert of the lines on this document. */
  goodsCents: number;
  /** The coupon discount: a positive number reduces an invoice. */
  couponCents: number;
  deliveryCents: number;
  /** goods − coupon + delivery: the document's amount. */
  totalCents: number;
  /** The part settled with Wertgutscheine (a means of payment, not a discount). */
  voucherCents: number;
  /** The part paid in money with paymentMethod; voucherCents + moneyCents = totalCents. */
  moneyCents: number;
};

const monthFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function sellerLines(shop: InvoiceShop): string[] {
  return [
    shop.name,
    shop.owner,
    shop.street,
    `${shop.postalCode} ${shop.city}`,
    shop.email,
    shop.phone,
    ...(shop.taxId ? [`Steuernummer: ${shop.taxId}`] : []),
  ];
}

export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/** How the invoice was settled, true for each way of paying. */
function paymentNote(order: InvoiceOrder): string {
  const label = paymentMethodLabel(order.paymentMethod);
  if (order.paymentMethod === 'voucher') return 'Vollständig mit Wertgutschein bezahlt.';
  if (order.paidAt === null) return `Zahlungsart: ${label}.`;
  const day = dateFormat.format(order.paidAt);
  // Klarna pays the shop; the customer pays Klarna by the due date Klarna names.
  if (order.paymentMethod === 'klarna-pay-later') {
    return `Zahlungsart: ${label}. Die Forderung wurde am ${day} an Klarna abgetreten; bitte zahle den Betrag an Klarna.`;
  }
  return `Bezahlt am ${day} per ${label}.`;
}

/**
 * The invoice of an order as issued: the lines and totals as sold, the shop and buyer as they are
 * at the moment of issue. Stored with its PDF and never built again (decision 032).
 */
export function buildInvoice(order: InvoiceOrder, shop: InvoiceShop, issue: InvoiceIssue): Invoice {
  const rows = order.items.map((item, index) => ({
    position: index + 1,
    description: [
      `${item.category}: ${item.name}`,
      item.brand,
      sizeLabel({ size: item.size, sizeHat: item.sizeHat }),
      `Zustand ${item.condition}`,
      `Art.-Nr. ${item.itemNumber}`,
    ]
      .filter(Boolean)
      .join(' · '),
    amountCents: item.salePriceCents,
  }));
  const totals: Invoice['totals'] = [{ label: 'Warenwert', amountCents: order.subtotalCents }];
  if (order.couponDiscountCents > 0) {
    totals.push({
      label: `Gutschein ${order.couponCode ?? ''}`.trim(),
      amountCents: -order.couponDiscountCents,
    });
  }
  totals.push({
    label: DELIVERY_METHOD_LABELS[order.deliveryMethod],
    amountCents: order.deliveryCostCents,
  });
  totals.push({
    label: 'Rechnungsbetrag',
    amountCents: Math.max(0, order.totalCents),
    strong: true,
  });
  if (order.vouchersTotalCents > 0) {
    totals.push({
      label: 'bezahlt mit Wertgutschein',
      amountCents: -order.vouchersTotalCents,
    });
    totals.push({ label: 'Zu zahlen', amountCents: order.valueToPayCents, strong: true });
  }

  const paid = paymentNote(order);
  return {
    title: 'Rechnung',
    numberLabel: 'Rechnungsnummer',
    number: issue.number,
    date: dateFormat.format(issue.issuedAt),
    seller: sellerLines(shop),
    buyer: [
      `${order.firstName} ${order.lastName}`,
      ...(order.street ? [order.street] : []),
      ...(order.postalCode || order.city
        ? [`${order.postalCode ?? ''} ${order.city ?? ''}`.trim()]
        : []),
      order.email,
    ],
    rows,
    totals,
    totalCents: Math.max(0, order.totalCents),
    notes: [
      `Bestellung ${order.orderNumber} vom ${dateFormat.format(order.createdAt)}.`,
      // The invoice is issued when the money arrives, before the goods leave the shop (§ 31
      // Abs. 4 UStDV allows naming the month of delivery instead of its day).
      `Lieferung bzw. Übergabe nach Zahlungseingang im ${monthFormat.format(issue.issuedAt)}.`,
      paid,
      'Es handelt sich um gebrauchte Waren (Second-Hand).',
      SMALL_BUSINESS_NOTE,
    ],
    booking: {
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      couponCode: order.couponCode,
      goodsCents: order.subtotalCents,
      couponCents: order.subtotalCents + order.deliveryCostCents - Math.max(0, order.totalCents),
      deliveryCents: order.deliveryCostCents,
      totalCents: Math.max(0, order.totalCents),
      voucherCents: order.vouchersTotalCents,
      moneyCents: order.valueToPayCents,
    },
  };
}

/** What a cancellation takes back: the positions of the original invoice and the amounts. */
export type CancelledPart = {
  /** Positions of the original invoice's rows that are cancelled. */
  positions: number[];
  amounts: ReturnAmounts;
  /** 'cancellation': the order was cancelled before it was shipped; 'return': goods came back. */
  kind: 'cancellation' | 'return';
  order: Pick<InvoiceOrder, 'paymentMethod' | 'deliveryMethod' | 'couponCode'>;
};

/**
 * The cancellation invoice (Stornorechnung) of the part of an issued invoice that was cancelled
 * or returned: the cancelled rows and the return's amounts with the opposite sign, the buyer as
 * on the original, the shop as it is now, and a note naming the original. The original itself is
 * never touched (decision 032); a second return of the same order gets a cancellation of its own.
 */
export function buildCancellation(
  original: Invoice,
  part: CancelledPart,
  shop: InvoiceShop,
  issue: InvoiceIssue,
): Invoice {
  const { amounts, order } = part;
  const totals: Invoice['totals'] = [{ label: 'Warenwert', amountCents: -amounts.goodsCents }];
  if (amounts.couponCents !== 0) {
    totals.push({
      label: `Anteil Gutschein ${order.couponCode ?? ''}`.trim(),
      amountCents: amounts.couponCents,
    });
  }
  if (amounts.deliveryCents !== 0) {
    totals.push({
      label: DELIVERY_METHOD_LABELS[order.deliveryMethod],
      amountCents: -amounts.deliveryCents,
    });
  }
  totals.push({ label: 'Stornobetrag', amountCents: -amounts.totalCents, strong: true });
  if (amounts.voucherCents > 0) {
    totals.push({ label: 'zurück auf Wertgutschein', amountCents: -amounts.voucherCents });
  }
  if (amounts.moneyCents > 0) {
    totals.push({
      label: `Erstattung per ${paymentMethodLabel(order.paymentMethod)}`,
      amountCents: -amounts.moneyCents,
    });
  }
  const positions = new Set(part.positions);
  const whole = positions.size === original.rows.length;
  return {
    title: 'Stornorechnung',
    numberLabel: 'Stornonummer',
    number: issue.number,
    date: dateFormat.format(issue.issuedAt),
    seller: sellerLines(shop),
    buyer: original.buyer,
    rows: original.rows
      .filter((row) => positions.has(row.position))
      .map((row) => ({ ...row, amountCents: -row.amountCents })),
    totals,
    totalCents: -amounts.totalCents,
    notes: [
      `${whole ? 'Storniert die Rechnung' : 'Storniert Positionen der Rechnung'} ${original.number} vom ${original.date} (${part.kind === 'return' ? 'Rücksendung' : 'Stornierung'}).`,
      'Die Beträge werden erstattet oder dem Wertgutschein gutgeschrieben.',
      SMALL_BUSINESS_NOTE,
    ],
    booking: {
      paymentMethod: order.paymentMethod,
      deliveryMethod: order.deliveryMethod,
      couponCode: order.couponCode,
      goodsCents: -amounts.goodsCents,
      couponCents: -amounts.couponCents,
      deliveryCents: -amounts.deliveryCents,
      totalCents: -amounts.totalCents,
      voucherCents: -amounts.voucherCents,
      moneyCents: -amounts.moneyCents,
    },
  };
}
