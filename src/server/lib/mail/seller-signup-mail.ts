import { SIGNUP_CONFIRM_HOURS } from '../../../domain/seller-signup.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { button, heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';

// The seller sign-up's mails (decision 075): the double opt-in link, and the welcome with her
// number and private page once she is a seller.

function textSignature(shop: MailShop): string {
  return `Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}`;
}

/** The double opt-in mail: the owner sees nothing of the sign-up before its link is used. */
export function signupConfirmationMail(
  input: { name: string; email: string; url: string },
  shop: MailShop,
): MailMessage {
  const intro = `du möchtest bei ${shop.name} Kinderkleidung verkaufen – schön! Bitte bestätige mit diesem Link, dass die E-Mail-Adresse dir gehört:`;
  const after = `Der Link gilt ${SIGNUP_CONFIRM_HOURS} Stunden. Danach löschen wir deine Anmeldung mit allen Angaben. Wenn du dich nicht angemeldet hast, musst du nichts tun.`;
  const text = `Hallo ${input.name},

${intro}

${input.url}

${after}

${textSignature(shop)}
`;
  const subject = `Bitte bestätige deine Anmeldung als Verkäuferin bei ${shop.name}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: 'Ein Klick, dann sehen wir deine Anmeldung.',
      content: html`${heading('Bitte bestätige deine Anmeldung')}
      ${paragraph(`Hallo ${input.name},`)} ${paragraph(intro)}
      ${button(input.url, 'Anmeldung bestätigen')} ${paragraph(after)} ${signature(shop)}`,
      shop,
      siteUrl: new URL(input.url).origin,
    }),
    replyTo: shop.email,
  };
}

/** The welcome once she is a seller: her number and her private page. */
export function sellerWelcomeMail(
  input: { name: string; email: string; number: number; url: string },
  shop: MailShop,
): MailMessage {
  const intro = `willkommen bei ${shop.name}! Deine Verkäufernummer ist ${input.number}. Schreib sie bitte auf deine Tasche, wenn du deine Sachen bringst.`;
  const page =
    'Unter diesem Link siehst du jederzeit, welche deiner Artikel online sind, was verkauft wurde, was wir dir ausgezahlt haben und was noch offen ist. Wenn du magst, meldest du dort auch deine Tasche vorher an – nötig ist das nicht:';
  const privateNote =
    'Der Link ist nur für dich. Bitte gib ihn nicht weiter. Wenn jemand anderes ihn kennt, sag uns Bescheid: Dann sperren wir ihn und schicken dir einen neuen.';
  const text = `Hallo ${input.name},

${intro}

${page}

${input.url}

${privateNote}

${textSignature(shop)}
`;
  const subject = `Deine Verkäufernummer bei ${shop.name}: ${input.number}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `Deine Verkäufernummer ist ${input.number}.`,
      content: html`${heading(`Deine Verkäufernummer: ${input.number}`)}
      ${paragraph(`Hallo ${input.name},`)} ${paragraph(intro)} ${paragraph(page)}
      ${button(input.url, 'Meine Verkäuferseite öffnen')} ${paragraph(privateNote)}
      ${signature(shop)}`,
      shop,
      siteUrl: new URL(input.url).origin,
    }),
    replyTo: shop.email,
  };
}

/**
 * A sign-up with the address of a seller (decision 077): no second seller is made, and she, not
 * whoever typed the address, learns it. Her link is not in it: only a hash of it is kept, and a
 * new one would revoke the link she has.
 */
export function alreadySellerMail(
  input: { name: string; email: string; number: number },
  shop: MailShop,
  siteUrl: string,
): MailMessage {
  const intro = `jemand – wahrscheinlich du – hat sich gerade mit dieser E-Mail-Adresse bei ${shop.name} als Verkäuferin angemeldet. Du bist schon Verkäuferin bei uns, mit der Nummer ${input.number}. Eine zweite Anmeldung brauchst du nicht; wir haben keine angelegt.`;
  const link =
    'Den Link zu deiner Verkäuferseite findest du in unserer Willkommens-Mail. Wenn du ihn nicht mehr hast, schreib uns kurz: Dann schicken wir dir einen neuen. Wenn du dich nicht angemeldet hast, musst du nichts tun.';
  const text = `Hallo ${input.name},

${intro}

${link}

${textSignature(shop)}
`;
  const subject = `Du bist schon Verkäuferin bei ${shop.name}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `Deine Verkäufernummer ist ${input.number}.`,
      content: html`${heading('Du bist schon Verkäuferin bei uns')}
      ${paragraph(`Hallo ${input.name},`)} ${paragraph(intro)} ${paragraph(link)} ${signature(shop)}`,
      shop,
      siteUrl,
    }),
    replyTo: shop.email,
  };
}
