import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { formatEuro } from '../../../domain/money.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { orderMailHtml, orderPageLine } from './order-status-mail.ts';
import { box, bulletList, paragraph } from './html/mail-blocks.ts';
import { html } from './html/safe-html.ts';

// The mails of a return (decision 034): what came back and what the customer gets for it, then
// the message that the money is on its way.

type Customer = { id: string; orderNumber: number; firstName: string; email: string };

const signature = (shop: MailShop) => `\nViele Grüße\n${shop.name}\n${shop.email}`;

/** Which way the money goes back, as the customer reads it. */
function refundWay(paymentMethod: PaymentMethodId, manual: boolean): string {
  if (paymentMethod === 'cash') return 'bar bei Abholung oder per Überweisung';
  if (manual) return 'per Überweisung';
  return `über ${paymentMethodLabel(paymentMethod)}`;
}

/** "We took these items back": the items, the money refunded and the value back on vouchers. */
export function orderReturnMail(
  order: Customer & { paymentMethod: PaymentMethodId },
  part: {
    kind: 'cancellation' | 'return';
    itemNames: string[];
    moneyCents: number;
    voucherCents: number;
    manualRefund: boolean;
  },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const items = part.itemNames.map((name) => `- ${name}`).join('\n');
  const intro =
    part.kind === 'return'
      ? `deine Rücksendung zu Bestellung ${order.orderNumber} ist bei uns angekommen. Zurückgenommen haben wir:`
      : `aus deiner Bestellung ${order.orderNumber} haben wir diese Artikel storniert:`;
  const lines = [
    part.moneyCents > 0
      ? `Wir erstatten dir ${formatEuro(part.moneyCents)} ${refundWay(order.paymentMethod, part.manualRefund)}.`
      : null,
    part.voucherCents > 0
      ? `${formatEuro(part.voucherCents)} haben wir deinem Wertgutschein wieder gutgeschrieben.`
      : null,
  ].filter((line) => line !== null);
  const money = lines.length > 0 ? `\n${lines.join(' ')}\n` : '';
  const subject =
    part.kind === 'return'
      ? `Deine Rücksendung zu Bestellung ${order.orderNumber}`
      : `Artikel aus Bestellung ${order.orderNumber} storniert`;
  return {
    to: order.email,
    subject,
    html: orderMailHtml({
      subject,
      preheader: lines[0] ?? intro,
      heading: part.kind === 'return' ? 'Deine Rücksendung ist da' : 'Artikel storniert',
      firstName: order.firstName,
      body: html`${paragraph(intro)} ${bulletList(part.itemNames)}
      ${lines.length > 0 ? box(lines.join(' ')) : ''}`,
      orderId: order.id,
      shop,
      siteUrl,
      questions: true,
    }),
    text: `Hallo ${order.firstName},\n\n${intro}\n${items}\n${money}\n${orderPageLine(siteUrl, order.id)}\n\nBei Fragen antworte einfach auf diese E-Mail.\n${signature(shop)}\n`,
  };
}

/** "Your money is on its way back": sent when the provider confirmed a refund. */
export function refundSentMail(
  order: Customer & { paymentMethod: PaymentMethodId },
  refund: { amountCents: number; manual: boolean },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  // A refund the owner paid out herself went whichever way she agreed with the customer.
  const way = refund.manual ? '' : ` ${refundWay(order.paymentMethod, false)}`;
  const subject = `Erstattung zu Bestellung ${order.orderNumber}`;
  const sentence = `wir haben dir ${formatEuro(refund.amountCents)} zu deiner Bestellung ${order.orderNumber}${way} erstattet.`;
  return {
    to: order.email,
    subject,
    html: orderMailHtml({
      subject,
      preheader: `${formatEuro(refund.amountCents)} sind auf dem Weg zu dir.`,
      heading: 'Dein Geld ist unterwegs',
      firstName: order.firstName,
      body: html`${paragraph(sentence)}${refund.manual ? '' : paragraph('Je nach Zahlungsart kann es einige Tage dauern, bis du den Betrag auf deinem Konto siehst.')}`,
      orderId: order.id,
      shop,
      siteUrl,
      questions: true,
    }),
    text: `Hallo ${order.firstName},\n\nwir haben dir ${formatEuro(refund.amountCents)} zu deiner Bestellung ${order.orderNumber}${way} erstattet.${refund.manual ? '' : ' Je nach Zahlungsart kann es einige Tage dauern, bis du den Betrag auf deinem Konto siehst.'}\n\n${orderPageLine(siteUrl, order.id)}\n\nBei Fragen antworte einfach auf diese E-Mail.\n${signature(shop)}\n`,
  };
}
