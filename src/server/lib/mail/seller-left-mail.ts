import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';

/**
 * The confirmation that a seller left (decision 077), by her tap or the owner's: what was said on
 * her page, kept in her mailbox, since her page is gone.
 */
export function sellerLeftMail(
  input: { name: string; email: string; number: number; message: string },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const intro = `du verkaufst ab heute nicht mehr bei ${shop.name} (Verkäufernummer ${input.number}).`;
  const questions =
    'Wenn das ein Versehen war oder du Fragen hast, antworte einfach auf diese E-Mail.';
  const text = `Hallo ${input.name},

${intro}

${input.message}

${questions}

Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Du hast bei ${shop.name} aufgehört`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: 'Was mit deinen Sachen und deinem Guthaben passiert.',
      content: html`${heading('Schade, dass du gehst')} ${paragraph(`Hallo ${input.name},`)}
      ${paragraph(intro)} ${paragraph(input.message)} ${paragraph(questions)} ${signature(shop)}`,
      shop,
      siteUrl,
    }),
    replyTo: shop.email,
  };
}
