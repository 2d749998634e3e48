import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { button, heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';

/** The mail that hands a seller her private link (decision 043). */
export function sellerLinkMail(
  input: { name: string; email: string; url: string },
  shop: MailShop,
): MailMessage {
  const text = `Hallo ${input.name},

unter diesem Link siehst du jederzeit, wie es deinen Sachen bei uns geht: welche Artikel online
sind, was verkauft wurde (mit Datum, Preis und deinem Anteil), was aussortiert wurde, was wir dir
schon ausgezahlt haben und welcher Betrag noch offen ist:

${input.url}

Der Link ist nur für dich. Bitte gib ihn nicht weiter. Wenn du einen neuen Link brauchst oder
jemand anderes deinen Link kennt, sag uns Bescheid: Dann sperren wir ihn und schicken dir einen
neuen.

Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Deine Verkäuferseite bei ${shop.name}`;
  const content = html`${heading('Deine Verkäuferseite')} ${paragraph(`Hallo ${input.name},`)}
  ${paragraph(
    'unter diesem Link siehst du jederzeit, wie es deinen Sachen bei uns geht: welche Artikel online sind, was verkauft wurde (mit Datum, Preis und deinem Anteil), was aussortiert wurde, was wir dir schon ausgezahlt haben und welcher Betrag noch offen ist:',
  )}
  ${button(input.url, 'Meine Verkäuferseite öffnen')}
  ${paragraph(
    'Der Link ist nur für dich. Bitte gib ihn nicht weiter. Wenn du einen neuen Link brauchst oder jemand anderes deinen Link kennt, sag uns Bescheid: Dann sperren wir ihn und schicken dir einen neuen.',
  )}
  ${signature(shop)}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: 'Dein persönlicher Link: was online ist, was verkauft wurde, was offen ist.',
      content,
      shop,
      siteUrl: new URL(input.url).origin,
    }),
    replyTo: shop.email,
  };
}
