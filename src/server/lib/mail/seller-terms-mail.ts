import { termsVersionDate } from '../../../domain/seller-signup.ts';
import { button, heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The notice of a new version of the consignment terms (decision 077), as the terms promise
 * ("wir sagen dir rechtzeitig Bescheid"): which version, where to read it, and that she accepts
 * it on her seller page. Her private link cannot be in it (only its hash is kept, and a new one
 * would revoke hers), so the mail points her to the one she has.
 */
export function sellerTermsNoticeMail(
  input: { name: string; email: string; version: string; siteUrl: string },
  shop: MailShop,
): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, '');
  const termsUrl = `${base}/kommissionsbedingungen`;
  const date = termsVersionDate(input.version);
  const intro = `unsere Kommissionsbedingungen haben sich geändert. Die neue Fassung ist vom ${date}; du findest sie hier:`;
  const accept =
    'Bis du zustimmst, gilt für dich die Fassung, der du zugestimmt hast. Zustimmen kannst du auf deiner Verkäuferseite: Öffne sie über deinen persönlichen Link aus unserer Willkommens-Mail und tippe auf „Neue Kommissionsbedingungen“. Eine neue Tasche kannst du erst anmelden, wenn du zugestimmt hast.';
  const lost =
    'Wenn du deinen Link nicht mehr hast oder Fragen hast, antworte einfach auf diese E-Mail: Dann schicken wir dir einen neuen.';
  const text = `Hallo ${input.name},

${intro}
${termsUrl}

${accept}

${lost}

Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Neue Kommissionsbedingungen vom ${date}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `Die neue Fassung vom ${date} und wie du zustimmst.`,
      content: html`${heading('Neue Kommissionsbedingungen')} ${paragraph(`Hallo ${input.name},`)}
      ${paragraph(intro)} ${button(termsUrl, 'Kommissionsbedingungen lesen')} ${paragraph(accept)}
      ${paragraph(lost)} ${signature(shop)}`,
      shop,
      siteUrl: input.siteUrl,
    }),
    replyTo: shop.email,
  };
}
