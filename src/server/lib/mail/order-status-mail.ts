import { formatEuro } from '../../../domain/money.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';

type OrderRef = { orderNumber: number; firstName: string; email: string; orderId: string };

const signature = (shop: MailShop) => `\nViele Grüße\n${shop.name}\n${shop.email}`;

/** "Your order is on its way", with the tracking number when there is one. */
export function orderShippedMail(
  order: OrderRef & { trackingNumber: string | null },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const tracking = order.trackingNumber
    ? `\nDeine Sendungsnummer: ${order.trackingNumber}\nSendungsverfolgung: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(order.trackingNumber)}\n`
    : '';
  return {
    to: order.email,
    subject: `Deine Bestellung ${order.orderNumber} ist unterwegs`,
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} ist verpackt und unterwegs zu dir.\n${tracking}\nDeine Bestellung ansehen: ${siteUrl.replace(/\/$/, '')}/bestellung/${order.orderId}\n${signature(shop)}\n`,
  };
}

/** "Your order was cancelled", with the refund when money had been paid. */
export function orderCancelledMail(
  order: OrderRef & { refundCents: number; vouchersUsed: boolean },
  shop: MailShop,
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
    text: `Hallo ${order.firstName},\n\ndeine Bestellung ${order.orderNumber} wurde storniert.\n${refund}\nBei Fragen antworte einfach auf diese E-Mail.\n${signature(shop)}\n`,
  };
}
