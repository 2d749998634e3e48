import { formatGermanDay } from '../../../domain/calendar.ts';
import { formatEuro } from '../../../domain/money.ts';
import type { PayoutStatement } from '../../../domain/payouts/payout-statement.ts';
import { heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';

/** The seller's statement for a payout, the PDF attached (decision 072). */
export function payoutStatementMail(
  input: { email: string; statement: PayoutStatement; pdf: MailAttachment; siteUrl: string },
  shop: MailShop,
): MailMessage {
  const { statement } = input;
  const amount = formatEuro(statement.amountCents);
  const items = statement.newLines.length;
  const summary =
    `wir überweisen dir ${amount} auf dein Konto ${statement.ibanMasked} ` +
    `(Ausführung ab ${formatGermanDay(statement.executionDate)}, Referenz ${statement.endToEndId}).`;
  const detail =
    `In der angehängten Abrechnung stehen ${items === 1 ? 'der verkaufte Artikel' : `die ${items} verkauften Artikel`} ` +
    'mit Preis und deinem Anteil, und was seit der letzten Auszahlung zurückgegeben wurde. ' +
    'Du findest sie auch auf deiner Verkäuferseite.';
  const text = `Hallo ${statement.sellerName},

${summary}

${detail}

Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Deine Auszahlung über ${amount} von ${shop.name}`;
  const content = html`${heading('Deine Auszahlung')} ${paragraph(`Hallo ${statement.sellerName},`)}
  ${paragraph(summary)} ${paragraph(detail)} ${signature(shop)}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `${amount} sind unterwegs zu dir.`,
      content,
      shop,
      siteUrl: input.siteUrl,
    }),
    replyTo: shop.email,
    attachments: [input.pdf],
  };
}
