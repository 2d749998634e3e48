import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { formatEuro } from '../../../domain/money.ts';
import { dhlTrackingUrl } from '../../../domain/order-events.ts';
import { formatBerlinDateTime } from './order-confirmation-mail.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';

type OrderRef = { orderNumber: number; firstName: string; email: string; orderId: string };

const signature = (shop: MailShop) => `\nViele Grüße\n${shop.name}\n${shop.email}`;

/** The customer's order page (/bestellung/{id}), where she follows what happens to her order. */
function orderPageUrl(siteUrl: string, orderId: string): string {
  return `${siteUrl.replace(/\/$/, '')}/bestellung/${orderId}`;
}

/** The line every order mail ends with: the link to the order page. */
export const orderPageLine = (siteUrl: string, orderId: string) =>
  `Deine Bestellung ansehen: ${orderPageUrl(siteUrl, orderId)}`;

/** "Your order is on its way", with the tracking number when there is one. */
export function orderShippedMail(
  order: OrderRef & { trackingNumber: string | null },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const tracking = order.trackingNumber
    ? `\nDeine Sendungsnummer: ${order.trackingNumber}\nSendungsverfolgung: ${dhlTrackingUrl(order.trackingNumber)}\n`
    : '';
  return {
    to: order.email,
    subject: `Deine Bestellung ${order.orderNumber} ist unterwegs`,
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} ist verpackt und unterwegs zu dir.\n${tracking}\n${orderPageLine(siteUrl, order.orderId)}\n${signature(shop)}\n`,
  };
}

/** "Your order is waiting at the pickup station", with the address, the hours and what to pay. */
export function readyForPickupMail(
  order: OrderRef & { valueToPayCents: number; isPaid: boolean },
  pickup: { name: string; street: string; postalCode: string; city: string; openingHours: string },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const toPay = order.isPaid
    ? 'Bezahlt ist sie schon.'
    : `Bitte bring ${formatEuro(order.valueToPayCents)} in bar mit.`;
  return {
    to: order.email,
    subject: `Deine Bestellung ${order.orderNumber} liegt zur Abholung bereit`,
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} ist gepackt und liegt für dich bereit:\n\n${pickup.name}\n${pickup.street}\n${pickup.postalCode} ${pickup.city}\nÖffnungszeiten: ${pickup.openingHours}\n\n${toPay} Nenn bei der Abholung einfach deine Bestellnummer ${order.orderNumber}.\n\n${orderPageLine(siteUrl, order.orderId)}\n${signature(shop)}\n`,
  };
}

/** "Your order was cancelled", with the refund when money had been paid. */
export function orderCancelledMail(
  order: OrderRef & { refundCents: number; vouchersUsed: boolean },
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
  return {
    to: order.email,
    subject: `Deine Bestellung ${order.orderNumber} wurde storniert`,
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} wurde storniert.\n${refund}\n${orderPageLine(siteUrl, order.orderId)}\n\nBei Fragen antworte einfach auf diese E-Mail.\n${signature(shop)}\n`,
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
  return {
    to: order.email,
    subject: `Deine Bestellung Nr. ${order.orderNumber} wurde storniert`,
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
