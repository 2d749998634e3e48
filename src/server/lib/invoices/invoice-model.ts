import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../../domain/delivery.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import { SHOP_TIME_ZONE } from '../../../domain/calendar.ts';

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
};

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

  const paid = order.paidAt
    ? `Bezahlt am ${dateFormat.format(order.paidAt)} per ${paymentMethodLabel(order.paymentMethod)}.`
    : `Zahlungsart: ${paymentMethodLabel(order.paymentMethod)}.`;
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
      `Bestellung ${order.orderNumber} vom ${dateFormat.format(order.createdAt)}. Leistungsdatum entspricht dem Rechnungsdatum.`,
      paid,
      'Es handelt sich um gebrauchte Waren (Second-Hand).',
      SMALL_BUSINESS_NOTE,
    ],
  };
}

/**
 * The cancellation invoice (Stornorechnung) of an issued invoice: the same lines and totals with
 * the opposite sign, the buyer as on the original, the shop as it is now, and a note naming the
 * original. The original itself is never touched (decision 032).
 */
export function buildCancellation(
  original: Invoice,
  shop: InvoiceShop,
  issue: InvoiceIssue,
): Invoice {
  return {
    title: 'Stornorechnung',
    numberLabel: 'Stornonummer',
    number: issue.number,
    date: dateFormat.format(issue.issuedAt),
    seller: sellerLines(shop),
    buyer: original.buyer,
    rows: original.rows.map((row) => ({ ...row, amountCents: -row.amountCents })),
    totals: original.totals.map((total) => ({ ...total, amountCents: -total.amountCents })),
    totalCents: -original.totalCents,
    notes: [
      `Storniert die Rechnung ${original.number} vom ${original.date}. Die Beträge werden erstattet oder gutgeschrieben.`,
      SMALL_BUSINESS_NOTE,
    ],
  };
}
