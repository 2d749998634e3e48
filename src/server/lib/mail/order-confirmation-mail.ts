import { itemSummaryRow, itemTextLine, type MailItem } from './order-items-mail.ts';
import {
  DELIVERY_METHOD_LABELS,
  needsShippingAddress,
  type DeliveryMethod,
} from '../../../domain/delivery.ts';
import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { formatEuro } from '../../../domain/money.ts';
import { formatGermanDay, SHOP_TIME_ZONE } from '../../../domain/calendar.ts';
import { klarnaDueDay } from '../../../domain/order-events.ts';
import {
  SMALL_BUSINESS_NOTE,
  WARRANTY_NOTE,
  withdrawalInstructions,
  type MailShop,
} from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import {
  box,
  button,
  heading,
  legalTextToHtml,
  link,
  paragraph,
  signature,
  subheading,
  summaryTable,
  textParagraph,
  type SummaryRow,
} from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';

export type OrderMailInput = {
  orderId: string;
  orderNumber: number;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethodId;
  /** When the money was confirmed; null while it is open. */
  paidAt: Date | null;
  items: MailItem[];
  couponCode: string | null;
  subtotalCents: number;
  couponDiscountCents: number;
  deliveryCostCents: number;
  totalCents: number;
  vouchersTotalCents: number;
  valueToPayCents: number;
};

export function formatBerlinDateTime(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/**
 * What the customer reads about paying, true for each way an order is paid: nothing to pay
 * (vouchers or a coupon cover it), cash at the pickup station, Klarna's invoice paid later,
 * or money received online.
 */
export function paymentSentence(
  order: Pick<
    OrderMailInput,
    'paymentMethod' | 'paidAt' | 'valueToPayCents' | 'vouchersTotalCents'
  >,
): string {
  if (order.valueToPayCents === 0) {
    return order.vouchersTotalCents > 0
      ? 'Bezahlung: Deine Wertgutscheine decken den ganzen Betrag – du musst nichts bezahlen.'
      : 'Bezahlung: Es ist nichts zu bezahlen.';
  }
  const method = `Zahlungsart: ${paymentMethodLabel(order.paymentMethod)}`;
  if (order.paymentMethod === 'klarna-pay-later') {
    // Klarna has paid the shop; the customer pays Klarna's invoice.
    const due = order.paidAt ? ` bis zum ${formatGermanDay(klarnaDueDay(order.paidAt))}` : '';
    return `${method} – Klarna schickt dir die Rechnung. Bitte bezahle sie${due} direkt an Klarna.`;
  }
  if (order.paidAt !== null) return `${method} – Zahlung erhalten, vielen Dank!`;
  if (order.paymentMethod === 'cash') {
    return `${method} – du bezahlst bar bei der Abholung an der Abholstation.`;
  }
  return `${method} – die Zahlung ist noch offen.`;
}

/** The German order confirmation (a durable medium: Widerrufsbelehrung and model form included). */
export function orderConfirmationMail(
  order: OrderMailInput,
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const base = siteUrl.replace(/\/$/, '');
  const lines = order.items.map(itemTextLine);
  const totals: string[] = [
    `Zwischensumme: ${formatEuro(order.subtotalCents)}`,
    order.couponDiscountCents > 0
      ? `Gutschein ${order.couponCode ?? ''}: −${formatEuro(order.couponDiscountCents)}`
      : null,
    `Versand (${DELIVERY_METHOD_LABELS[order.deliveryMethod]}): ${formatEuro(order.deliveryCostCents)}`,
    `Gesamtsumme: ${formatEuro(order.totalCents)}`,
    order.vouchersTotalCents > 0
      ? `Bezahlt mit Wertgutschein: −${formatEuro(order.vouchersTotalCents)}`
      : null,
    `Zu zahlen: ${formatEuro(order.valueToPayCents)}`,
  ].filter((line): line is string => line !== null);
  const address = !needsShippingAddress(order.deliveryMethod)
    ? `Abholung an der Abholstation (kostenlos).`
    : `Lieferadresse: ${order.firstName} ${order.lastName}, ${order.street ?? ''}, ${order.postalCode ?? ''} ${order.city ?? ''}`;
  const payment = paymentSentence(order);

  const text = `Hallo ${order.firstName},

vielen Dank für deine Bestellung bei ${shop.name}! Hiermit bestätigen wir den Eingang und die
Annahme deiner Bestellung Nr. ${order.orderNumber} vom ${formatBerlinDateTime(order.createdAt)}.

Deine Artikel (Einzelstücke, gebraucht):
${lines.join('\n')}

${totals.join('\n')}
Alle Preise sind Endpreise. ${SMALL_BUSINESS_NOTE}

${address}
${payment}

Deine Bestellung online ansehen: ${base}/bestellung/${order.orderId}

Es gelten unsere AGB (${base}/agb) und unsere Datenschutzerklärung (${base}/dsgvo).
${WARRANTY_NOTE}

${withdrawalInstructions(shop, `${base}/widerruf`)}

Viele Grüße
${shop.name}
${shop.owner}, ${shop.street}, ${shop.postalCode} ${shop.city}
${shop.email} · ${shop.phone}
`;
  const subject = `Deine Bestellung Nr. ${order.orderNumber} bei ${shop.name}`;
  return {
    to: order.email,
    subject,
    text,
    html: orderConfirmationHtml(order, shop, base, subject),
  };
}

/** The items, then the totals down to what is left to pay: the order as the cart showed it. */
export function orderSummaryRows(order: OrderMailInput): SummaryRow[] {
  const items = order.items.map(itemSummaryRow);
  const totals: (SummaryRow | null)[] = [
    { label: 'Zwischensumme', amount: formatEuro(order.subtotalCents), strong: false },
    order.couponDiscountCents > 0
      ? {
          label: `Gutschein ${order.couponCode ?? ''}`.trim(),
          amount: `−${formatEuro(order.couponDiscountCents)}`,
        }
      : null,
    {
      label: DELIVERY_METHOD_LABELS[order.deliveryMethod],
      amount: formatEuro(order.deliveryCostCents),
    },
    { label: 'Gesamtsumme', amount: formatEuro(order.totalCents), strong: true },
    order.vouchersTotalCents > 0
      ? {
          label: 'Bezahlt mit Wertgutschein',
          amount: `−${formatEuro(order.vouchersTotalCents)}`,
        }
      : null,
    { label: 'Zu zahlen', amount: formatEuro(order.valueToPayCents), strong: true },
  ];
  // The first total sits under the items with a rule, like the sums below it.
  const [subtotal, ...rest] = totals.filter((row): row is SummaryRow => row !== null);
  return [...items, ...(subtotal ? [{ ...subtotal, strong: true }] : []), ...rest];
}

function orderConfirmationHtml(
  order: OrderMailInput,
  shop: MailShop,
  base: string,
  subject: string,
): string {
  const orderUrl = `${base}/bestellung/${order.orderId}`;
  const delivery = !needsShippingAddress(order.deliveryMethod)
    ? html`Abholung an der Abholstation (kostenlos).`
    : html`${order.firstName} ${order.lastName}<br />${order.street ?? ''}<br />${order.postalCode ?? ''}
        ${order.city ?? ''}`;
  const content = html`${heading('Danke für deine Bestellung!')}
  ${paragraph(`Hallo ${order.firstName},`)}
  ${paragraph(
    `vielen Dank für deine Bestellung bei ${shop.name}! Hiermit bestätigen wir den Eingang und die Annahme deiner Bestellung Nr. ${order.orderNumber} vom ${formatBerlinDateTime(order.createdAt)}.`,
  )}
  ${button(orderUrl, 'Bestellung ansehen')} ${subheading('Deine Artikel (Einzelstücke, gebraucht)')}
  ${box(summaryTable(orderSummaryRows(order)))}
  ${textParagraph(`Alle Preise sind Endpreise. ${SMALL_BUSINESS_NOTE}`, 'small')}
  ${subheading(needsShippingAddress(order.deliveryMethod) ? 'Lieferadresse' : 'Lieferung')}
  ${paragraph(delivery)} ${subheading('Bezahlung')}
  ${paragraph(paymentSentence(order).replace(/^(Zahlungsart|Bezahlung): /, ''))}
  ${paragraph(html`Es gelten unsere ${link(`${base}/agb`, 'AGB')} und unsere ${link(`${base}/dsgvo`, 'Datenschutzerklärung')}.`)}
  ${textParagraph(WARRANTY_NOTE, 'small')} ${signature(shop)}
  ${legalTextToHtml(withdrawalInstructions(shop, `${base}/widerruf`))}`;
  return mailDocument({
    subject,
    preheader: `Bestellung Nr. ${order.orderNumber}: ${formatEuro(order.totalCents)} · ${DELIVERY_METHOD_LABELS[order.deliveryMethod]}`,
    content,
    shop,
    siteUrl: base,
  });
}
