import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { formatEuro } from '../../../domain/money.ts';
import { dhlTrackingUrl } from '../../../domain/order-events.ts';
import { formatBerlinDateTime } from './order-confirmation-mail.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import {
  box,
  bulletList,
  button,
  heading,
  link,
  nowrap,
  paragraph,
  signature as signatureHtml,
  summaryTable,
} from './html/mail-blocks.ts';
import { itemSummaryRow, itemTextLine, type MailItem } from './order-items-mail.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html, type SafeHtml } from './html/safe-html.ts';

type OrderRef = { orderNumber: number; firstName: string; email: string; orderId: string };

/** The order's items under a title, in text: what the parcel holds, what waits, what was ordered. */
function itemsText(title: string, items: readonly MailItem[]): string {
  return items.length === 0 ? '' : `\n${title}\n${items.map(itemTextLine).join('\n')}\n`;
}

/** The same in HTML: the title and the items as the confirmation's table. */
function itemsHtml(title: string, items: readonly MailItem[]): SafeHtml | '' {
  return items.length === 0
    ? ''
    : html`${paragraph(title)}${box(summaryTable(items.map(itemSummaryRow)))}`;
}

const signature = (shop: MailShop) => `\nViele Grüße\n${shop.name}\n${shop.email}`;

/** The customer's order page (/bestellung/{id}), where she follows what happens to her order. */
function orderPageUrl(siteUrl: string, orderId: string): string {
  return `${siteUrl.replace(/\/$/, '')}/bestellung/${orderId}`;
}

/** The line every order mail ends with: the link to the order page. */
export const orderPageLine = (siteUrl: string, orderId: string) =>
  `Deine Bestellung ansehen: ${orderPageUrl(siteUrl, orderId)}`;

/** The HTML of the line above: the order page as the mail's button. */
export const orderPageButton = (siteUrl: string, orderId: string) =>
  button(orderPageUrl(siteUrl, orderId), 'Bestellung ansehen');

/** An order mail's HTML: a heading, the greeting, what happened, the order page, the signature. */
export function orderMailHtml(input: {
  subject: string;
  preheader: string;
  heading: string;
  firstName: string;
  body: SafeHtml;
  orderId: string;
  shop: MailShop;
  siteUrl: string;
  questions?: boolean;
}): string {
  return mailDocument({
    subject: input.subject,
    preheader: input.preheader,
    shop: input.shop,
    siteUrl: input.siteUrl,
    content: html`${heading(input.heading)} ${paragraph(`Hallo ${input.firstName},`)} ${input.body}
    ${orderPageButton(input.siteUrl, input.orderId)}
    ${input.questions ? paragraph(html`Bei Fragen antworte einfach auf diese ${nowrap('E-Mail.')}`) : ''}
    ${signatureHtml(input.shop)}`,
  });
}

/** "Your order is on its way", with the tracking number when there is one. */
export function orderShippedMail(
  order: OrderRef & { trackingNumber: string | null; items: readonly MailItem[] },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const inParcel = 'Im Paket:';
  const tracking = order.trackingNumber
    ? `\nDeine Sendungsnummer: ${order.trackingNumber}\nSendungsverfolgung: ${dhlTrackingUrl(order.trackingNumber)}\n`
    : '';
  const subject = `Deine Bestellung ${order.orderNumber} ist unterwegs`;
  const trackingHtml = order.trackingNumber
    ? box(
        html`Deine Sendungsnummer: <strong>${order.trackingNumber}</strong
          ><br />${link(dhlTrackingUrl(order.trackingNumber), 'Sendung bei DHL verfolgen')}`,
      )
    : '';
  return {
    to: order.email,
    subject,
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} ist verpackt und unterwegs zu dir.\n${tracking}${itemsText(inParcel, order.items)}\n${orderPageLine(siteUrl, order.orderId)}\n${signature(shop)}\n`,
    html: orderMailHtml({
      subject,
      preheader: 'Verpackt und unterwegs zu dir.',
      heading: 'Deine Bestellung ist unterwegs',
      firstName: order.firstName,
      body: html`${paragraph(`deine Bestellung ${order.orderNumber} ist verpackt und unterwegs zu dir.`)}${trackingHtml}${itemsHtml(inParcel, order.items)}`,
      orderId: order.orderId,
      shop,
      siteUrl,
    }),
  };
}

/** "Your order is waiting at the pickup station", with the address, the hours and what to pay. */
export function readyForPickupMail(
  order: OrderRef & { valueToPayCents: number; isPaid: boolean; items: readonly MailItem[] },
  pickup: { name: string; street: string; postalCode: string; city: string; openingHours: string },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const toPay = order.isPaid
    ? 'Bezahlt ist sie schon.'
    : `Bitte bring ${formatEuro(order.valueToPayCents)} in bar mit.`;
  const subject = `Deine Bestellung ${order.orderNumber} liegt zur Abholung bereit`;
  return {
    to: order.email,
    subject,
    html: orderMailHtml({
      subject,
      preheader: `${pickup.name}, ${pickup.street}. ${toPay}`,
      heading: 'Deine Bestellung liegt bereit',
      firstName: order.firstName,
      body: html`${paragraph(`deine Bestellung ${order.orderNumber} ist gepackt und liegt für dich bereit:`)}
      ${box(html`<strong>${pickup.name}</strong><br />${pickup.street}<br />${pickup.postalCode} ${pickup.city}<br />Öffnungszeiten: ${pickup.openingHours}`)}
      ${paragraph(`${toPay} Nenn bei der Abholung einfach deine Bestellnummer ${order.orderNumber}.`)}
      ${itemsHtml('Für dich liegen bereit:', order.items)}`,
      orderId: order.orderId,
      shop,
      siteUrl,
    }),
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} ist gepackt und liegt für dich bereit:\n\n${pickup.name}\n${pickup.street}\n${pickup.postalCode} ${pickup.city}\nÖffnungszeiten: ${pickup.openingHours}\n\n${toPay} Nenn bei der Abholung einfach deine Bestellnummer ${order.orderNumber}.\n${itemsText('Für dich liegen bereit:', order.items)}\n${orderPageLine(siteUrl, order.orderId)}\n${signature(shop)}\n`,
  };
}

/** "Your order was cancelled", with the refund when money had been paid. */
export function orderCancelledMail(
  order: OrderRef & { refundCents: number; vouchersUsed: boolean; items: readonly MailItem[] },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const lines = [
    order.refundCents > 0
      ? `Den bereits bezahlten Betrag von ${formatEuro(order.refundCents)} erstatten wir dir in den nächsten Tagen über deine Zahlungsart.`
      : null,
    // Only an order that used vouchers has any to refill.
    order.vouchersUsed ? 'Eingelöste Wertgutscheine haben wir wieder aufgeladen.' : null,
  ].filter((line) => line !== null);
  const refund = lines.length > 0 ? `\n${lines.join(' ')}\n` : '';
  const subject = `Deine Bestellung ${order.orderNumber} wurde storniert`;
  return {
    to: order.email,
    subject,
    html: orderMailHtml({
      subject,
      preheader: lines[0] ?? `Deine Bestellung ${order.orderNumber} wurde storniert.`,
      heading: 'Deine Bestellung wurde storniert',
      firstName: order.firstName,
      body: html`${paragraph(`deine Bestellung ${order.orderNumber} wurde storniert.`)}${lines.length > 0 ? paragraph(lines.join(' ')) : ''}${itemsHtml('Storniert:', order.items)}`,
      orderId: order.orderId,
      shop,
      siteUrl,
      questions: true,
    }),
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} wurde storniert.\n${refund}${itemsText('Storniert:', order.items)}\n${orderPageLine(siteUrl, order.orderId)}\n\nBei Fragen antworte einfach auf diese E-Mail.\n${signature(shop)}\n`,
  };
}

/**
 * "Your order was cancelled because the payment did not arrive in time" (decision 009): nothing
 * was charged, vouchers are refilled, the items are back in the shop; a late payment still
 * revives the order or is refunded.
 */
export function paymentTimeoutMail(
  order: OrderRef & {
    createdAt: Date;
    paymentMethod: PaymentMethodId;
    vouchersTotalCents: number;
    items: { category: string; name: string; itemNumber: number }[];
  },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const base = siteUrl.replace(/\/$/, '');
  const items = order.items
    .map(
      (item) =>
        `- ${item.category}${item.name.trim() === '' ? '' : `: ${item.name}`}, Art.-Nr. ${item.itemNumber}`,
    )
    .join('\n');
  const vouchers =
    order.vouchersTotalCents > 0
      ? ` Deine eingelösten Wertgutscheine haben wir um ${formatEuro(order.vouchersTotalCents)} wieder aufgeladen.`
      : '';
  const subject = `Deine Bestellung Nr. ${order.orderNumber} wurde storniert`;
  const itemLines = order.items.map(
    (item) =>
      html`<strong>${item.category}</strong>${item.name.trim() === '' ? '' : `: ${item.name}`},
        ${nowrap(`Art.-Nr. ${item.itemNumber}`)}`,
  );
  return {
    to: order.email,
    subject,
    html: orderMailHtml({
      subject,
      preheader: 'Die Zahlung kam nicht rechtzeitig an. Dir wurde nichts berechnet.',
      heading: 'Deine Bestellung wurde storniert',
      firstName: order.firstName,
      body: html`${paragraph(
        `deine Bestellung Nr. ${order.orderNumber} vom ${formatBerlinDateTime(order.createdAt)} haben wir storniert, weil die Zahlung (${paymentMethodLabel(order.paymentMethod)}) nicht rechtzeitig abgeschlossen wurde.`,
      )}
      ${paragraph(`Dir wurde nichts berechnet, du musst nichts bezahlen.${vouchers}`)}
      ${itemLines.length > 0 ? html`${paragraph('Diese Artikel sind jetzt wieder im Shop, solange niemand schneller ist:')}${bulletList(itemLines)}` : ''}
      ${paragraph(link(`${base}/`, 'Zum Shop'))}
      ${paragraph('Sollte deine Zahlung doch noch bei uns ankommen, stellen wir die Bestellung wieder her oder erstatten dir das Geld.')}`,
      orderId: order.orderId,
      shop,
      siteUrl,
      questions: true,
    }),
    text: `Hallo ${order.firstName},

deine Bestellung Nr. ${order.orderNumber} vom ${formatBerlinDateTime(order.createdAt)} haben wir storniert, weil die Zahlung (${paymentMethodLabel(order.paymentMethod)}) nicht rechtzeitig abgeschlossen wurde.

Dir wurde nichts berechnet, du musst nichts bezahlen.${vouchers}
${items ? `\nDiese Artikel sind jetzt wieder im Shop, solange niemand schneller ist:\n${items}\n` : ''}
${orderPageLine(siteUrl, order.orderId)}
Zum Shop: ${base}/

Sollte deine Zahlung doch noch bei uns ankommen, stellen wir die Bestellung wieder her oder erstatten dir das Geld. Bei Fragen antworte einfach auf diese E-Mail.
${signature(shop)}
`,
  };
}
