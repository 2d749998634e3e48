import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../../domain/delivery.ts';
import { formatEuro } from '../../../domain/money.ts';
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
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  rows: { position: number; description: string; amount: string }[];
  totals: { label: string; amount: string; strong?: boolean }[];
  notes: string[];
};

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

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
    amount: formatEuro(item.salePriceCents),
  }));
  const totals: Invoice['totals'] = [
    { label: 'Warenwert', amount: formatEuro(order.subtotalCents) },
  ];
  if (order.couponDiscountCents > 0) {
    totals.push({
      label: `Gutschein ${order.couponCode ?? ''}`.trim(),
      amount: formatEuro(-order.couponDiscountCents),
    });
  }
  totals.push({
    label: DELIVERY_METHOD_LABELS[order.deliveryMethod],
    amount: formatEuro(order.deliveryCostCents),
  });
  totals.push({
    label: 'Rechnungsbetrag',
    amount: formatEuro(Math.max(0, order.totalCents)),
    strong: true,
  });
  if (order.vouchersTotalCents > 0) {
    totals.push({
      label: 'bezahlt mit Wertgutschein',
      amount: formatEuro(-order.vouchersTotalCents),
    });
    totals.push({ label: 'Zu zahlen', amount: formatEuro(order.valueToPayCents), strong: true });
  }

  const paid = order.paidAt
    ? `Bezahlt am ${dateFormat.format(order.paidAt)} per ${paymentMethodLabel(order.paymentMethod)}.`
    : `Zahlungsart: ${paymentMethodLabel(order.paymentMethod)}.`;
  return {
    title: 'Rechnung',
    number: issue.number,
    date: dateFormat.format(issue.issuedAt),
    seller: [
      shop.name,
      shop.owner,
      shop.street,
      `${shop.postalCode} ${shop.city}`,
      shop.email,
      shop.phone,
      ...(shop.taxId ? [`Steuernummer: ${shop.taxId}`] : []),
    ],
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
    notes: [
      `Bestellung ${order.orderNumber} vom ${dateFormat.format(order.createdAt)}. Leistungsdatum entspricht dem Rechnungsdatum.`,
      paid,
      'Es handelt sich um gebrauchte Waren (Second-Hand).',
      SMALL_BUSINESS_NOTE,
    ],
  };
}
