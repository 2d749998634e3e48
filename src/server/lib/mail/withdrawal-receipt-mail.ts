import { formatBerlinDateTime } from './order-confirmation-mail.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { orderPageButton, orderPageLine } from './order-status-mail.ts';
import {
  box,
  heading,
  lineBreaks,
  paragraph,
  signature,
  textParagraph,
} from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';

export type WithdrawalMailInput = {
  name: string;
  email: string;
  orderNumber: string;
  message: string;
  receivedAt: Date;
  /** The order the declaration names, when number and e-mail match one. */
  order: { id: string; stillInShop: boolean } | null;
};

/** § 356a BGB: the receipt, at once, with the content and the date and time of the withdrawal. */
export function withdrawalReceiptMail(
  input: WithdrawalMailInput,
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  // An order that has not left the shop is held and not sent (decision 054): nothing to send back.
  const goods = input.order?.stillInShop
    ? `Deine Bestellung ist noch nicht verschickt: Wir versenden sie nicht mehr. Was du schon
bezahlt hast, erstatten wir dir spätestens 14 Tage nach Eingang des Widerrufs.`
    : `Bitte sende die Waren innerhalb von 14 Tagen an uns zurück (${shop.name}, ${shop.street},
${shop.postalCode} ${shop.city}) oder gib sie an der Abholstation ab. Wir erstatten dir alle
Zahlungen spätestens 14 Tage nach Eingang des Widerrufs; wir können die Rückzahlung verweigern,
bis wir die Waren zurückerhalten haben oder du die Rücksendung nachgewiesen hast.`;
  const link = input.order ? `\n${orderPageLine(siteUrl, input.order.id)}\n` : '';
  const text = `Hallo ${input.name},

wir haben deinen Widerruf erhalten am ${formatBerlinDateTime(input.receivedAt)} Uhr
(${input.receivedAt.toISOString()}).

Inhalt deiner Widerrufserklärung:
Name: ${input.name}
Bestellnummer: ${input.orderNumber}
E-Mail-Adresse: ${input.email}
Erklärung: Hiermit widerrufe ich den Vertrag über die oben genannte Bestellung.${input.message ? `\nNachricht: ${input.message}` : ''}

${goods}
${link}
Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Eingangsbestätigung deines Widerrufs (Bestellung ${input.orderNumber})`;
  const content = html`${heading('Dein Widerruf ist angekommen')}
  ${paragraph(`Hallo ${input.name},`)}
  ${paragraph(html`wir haben deinen Widerruf erhalten am <strong>${formatBerlinDateTime(input.receivedAt)} Uhr</strong> (${input.receivedAt.toISOString()}).`)}
  ${paragraph(html`<strong>Inhalt deiner Widerrufserklärung:</strong>`)}
  ${box(
    html`Name: ${input.name}<br />Bestellnummer: ${input.orderNumber}<br />E-Mail-Adresse:
      ${input.email}<br />Erklärung: Hiermit widerrufe ich den Vertrag über die oben genannte
      Bestellung.${input.message ? html`<br />Nachricht: ${lineBreaks(input.message)}` : ''}`,
  )}
  ${textParagraph(goods.replaceAll('\n', ' '))}
  ${input.order ? orderPageButton(siteUrl, input.order.id) : ''} ${signature(shop)}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `Eingegangen am ${formatBerlinDateTime(input.receivedAt)} Uhr.`,
      content,
      shop,
      siteUrl,
    }),
    replyTo: shop.email,
  };
}
