import { formatEuro } from '../../../domain/money.ts';
import { alertMailSubject, UNCONFIRMED_DAYS } from '../../../domain/size-alerts.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';
import {
  button,
  heading,
  link,
  paragraph,
  signature as signatureHtml,
} from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html, type SafeHtml } from './html/safe-html.ts';
import { LIGHT } from './html/mail-theme.ts';

// The size alerts' mails (decision 046). Every mail names the shop as the sender; the Friday
// mail carries a one-click unsubscribe (RFC 8058) and a link to change the sizes.

/** The links of one alert, all from its token. */
export interface AlertLinks {
  /** The page to confirm, change the sizes or unsubscribe: /groessen-alarm/<token>. */
  manage: string;
  /** POST only (RFC 8058 one-click unsubscribe from the mail program). */
  oneClickUnsubscribe: string;
}

function signature(shop: MailShop): string {
  return `Viele Grüße
${shop.name}
${shop.owner} · ${shop.street} · ${shop.postalCode} ${shop.city}
${shop.email} · ${shop.phone}`;
}

const sizesText = (sizes: readonly number[]) =>
  [...sizes]
    .sort((a, b) => a - b)
    .map((size) => `Gr. ${size}`)
    .join(', ');

/** "Gr. 98" never broken apart on a phone. */
const oneLineSizes = (sizes: readonly number[]) => sizesText(sizes).replaceAll('Gr. ', 'Gr.\u00a0');

/** The size alert mails' HTML: a greeting, the content, the signature; why she gets it below. */
function alertMailHtml(input: {
  subject: string;
  preheader: string;
  heading: string;
  body: SafeHtml;
  shop: MailShop;
  siteUrl: string;
  why: SafeHtml;
}): string {
  return mailDocument({
    subject: input.subject,
    preheader: input.preheader,
    shop: input.shop,
    siteUrl: input.siteUrl,
    content: html`${heading(input.heading)} ${paragraph('Hallo,')} ${input.body}
    ${signatureHtml(input.shop)}`,
    footerNote: input.why,
  });
}

/** The shop's address from a link of the alert (…/groessen-alarm/<token>). */
const siteOf = (links: AlertLinks) => new URL(links.manage).origin;

/** The double opt-in mail: nothing else is ever sent before its link is used. */
export function alertConfirmationMail(
  input: { email: string; sizes: number[]; links: AlertLinks },
  shop: MailShop,
): MailMessage {
  const subject = `Bitte bestätige deinen Größen-Alarm bei ${shop.name}`;
  return {
    to: input.email,
    subject,
    replyTo: shop.email,
    html: alertMailHtml({
      subject,
      preheader: `Jeden Freitag die neuen Artikel in ${sizesText(input.sizes)}: bitte bestätigen.`,
      heading: 'Bitte bestätige deinen Größen-Alarm',
      body: html`${paragraph(
        `jemand (hoffentlich du) möchte mit dieser E-Mail-Adresse den Größen-Alarm von ${shop.name} bekommen: jeden Freitag eine E-Mail mit den neuen Artikeln in ${oneLineSizes(input.sizes)}.`,
      )}
      ${button(input.links.manage, 'Größen-Alarm bestätigen')}
      ${paragraph(`Wenn du das nicht warst, tu einfach nichts: Ohne Bestätigung schicken wir dir nichts und löschen deine Adresse nach ${UNCONFIRMED_DAYS} Tagen.`)}`,
      shop,
      siteUrl: siteOf(input.links),
      why: html`Du bekommst diese E-Mail, weil jemand auf unserer Seite den Größen-Alarm für diese
      Adresse angefragt hat.`,
    }),
    text: `Hallo,

jemand (hoffentlich du) möchte mit dieser E-Mail-Adresse den Größen-Alarm von ${shop.name}
bekommen: jeden Freitag eine E-Mail mit den neuen Artikeln in ${sizesText(input.sizes)}.

Bitte bestätige das hier:

${input.links.manage}

Wenn du das nicht warst, tu einfach nichts: Ohne Bestätigung schicken wir dir nichts und löschen
deine Adresse nach ${UNCONFIRMED_DAYS} Tagen.

${signature(shop)}
`,
  };
}

/** Sent instead when the address already has a confirmed alert: nothing changes by itself. */
export function alertAlreadyActiveMail(
  input: { email: string; links: AlertLinks },
  shop: MailShop,
): MailMessage {
  const subject = `Dein Größen-Alarm bei ${shop.name}`;
  return {
    to: input.email,
    subject,
    replyTo: shop.email,
    html: alertMailHtml({
      subject,
      preheader: 'Dein Größen-Alarm ist schon eingerichtet.',
      heading: 'Dein Größen-Alarm läuft schon',
      body: html`${paragraph(
        'für diese E-Mail-Adresse ist der Größen-Alarm schon eingerichtet. Deine Größen und Kategorien änderst du hier; dort kannst du dich auch abmelden:',
      )}
      ${button(input.links.manage, 'Größen-Alarm ansehen')}`,
      shop,
      siteUrl: siteOf(input.links),
      why: html`Du bekommst diese E-Mail, weil jemand auf unserer Seite den Größen-Alarm für diese
      Adresse angefragt hat.`,
    }),
    text: `Hallo,

für diese E-Mail-Adresse ist der Größen-Alarm schon eingerichtet. Deine Größen und Kategorien
änderst du hier; dort kannst du dich auch abmelden:

${input.links.manage}

${signature(shop)}
`,
  };
}

export interface MailItem {
  itemNumber: number;
  title: string;
  /** "Gr. 98", "Hutgr. 48–50", "" for Tonies. */
  size: string;
  priceCents: number;
  url: string;
  /** The first picture as a small JPEG to put into the mail (mail-thumbnail.ts), or null. */
  thumbnail: Buffer | null;
}

/** The Friday mail: the new items in her sizes, with pictures and links. */
export function alertItemsMail(
  input: {
    email: string;
    sizes: number[];
    items: MailItem[];
    /** Matching items beyond those listed. */
    more: number;
    links: AlertLinks;
    shopUrl: string;
  },
  shop: MailShop,
): MailMessage {
  const total = input.items.length + input.more;
  const lines = input.items.map(
    (item) =>
      `- ${item.title}${item.size ? `, ${item.size}` : ''}, ${formatEuro(item.priceCents)}\n  ${item.url}`,
  );
  const more = input.more > 0 ? `\n… und ${input.more} weitere: ${input.shopUrl}\n` : '';
  const text = `Hallo,

diese Woche sind ${total === 1 ? 'ein neuer Artikel' : `${total} neue Artikel`} in ${sizesText(input.sizes)} dazugekommen.
Jedes Teil gibt es nur einmal – wer zuerst kommt …

${lines.join('\n')}
${more}
Größen ändern: ${input.links.manage}
Abmelden: ${input.links.manage}

Du bekommst diese E-Mail, weil du den Größen-Alarm bestätigt hast.

${signature(shop)}
`;
  const pictures: MailAttachment[] = [];
  // An item without a picture keeps its text in line with the others.
  const anyPicture = input.items.some((item) => item.thumbnail !== null);
  const cards = input.items.map((item) => {
    let picture: SafeHtml | string = anyPicture
      ? html`<td width="96" style="width:96px;padding:0 12px 0 0;vertical-align:top">
          <div
            class="m-box"
            style="width:96px;height:96px;border-radius:10px;background-color:${LIGHT.box}"
          >
            &nbsp;
          </div>
        </td>`
      : '';
    if (item.thumbnail) {
      const cid = `artikel-${item.itemNumber}@groessen-alarm`;
      pictures.push({
        filename: `artikel-${item.itemNumber}.jpg`,
        content: item.thumbnail,
        contentType: 'image/jpeg',
        cid,
      });
      picture = html`<td width="96" style="width:96px;padding:0 12px 0 0;vertical-align:top">
        <a href="${item.url}"
          ><img
            src="cid:${cid}"
            width="96"
            height="96"
            alt=""
            style="display:block;width:96px;height:96px;border-radius:10px;border:0"
        /></a>
      </td>`;
    }
    return html`<tr>
      <td class="m-rule" style="padding:10px 0;border-bottom:1px solid ${LIGHT.rule}">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
          <tr>
            ${picture}
            <td style="vertical-align:top">
              <a
                href="${item.url}"
                class="m-link"
                style="color:${LIGHT.brand};font-weight:700;text-decoration:none"
                >${item.title}</a
              >${item.size ? html`<br /><span class="m-muted" style="color:${LIGHT.muted};font-size:14px">${item.size}</span>` : ''}<br /><strong
                style="white-space:nowrap"
                >${formatEuro(item.priceCents)}</strong
              >
            </td>
          </tr>
        </table>
      </td>
    </tr>`;
  });
  const subject = alertMailSubject(input.sizes, total);
  const htmlPart = alertMailHtml({
    subject,
    preheader: `${total === 1 ? 'Ein neuer Artikel' : `${total} neue Artikel`} in ${sizesText(input.sizes)}. Jedes Teil gibt es nur einmal.`,
    heading: `Neu in ${oneLineSizes(input.sizes)}`,
    body: html`${paragraph(
        `diese Woche sind ${total === 1 ? 'ein neuer Artikel' : `${total} neue Artikel`} in ${oneLineSizes(input.sizes)} dazugekommen. Jedes Teil gibt es nur einmal – wer zuerst kommt …`,
      )}
      <table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:0 0 16px"
      >
        ${cards}
      </table>
      ${input.more > 0 ? button(input.shopUrl, `… und ${input.more} weitere im Shop`) : ''}`,
    shop,
    siteUrl: input.shopUrl,
    why: html`Du bekommst diese E-Mail, weil du den Größen-Alarm bestätigt hast.
    ${link(input.links.manage, 'Größen ändern')} · ${link(input.links.manage, 'Abmelden')}`,
  });
  return {
    to: input.email,
    subject,
    replyTo: shop.email,
    text,
    html: htmlPart,
    ...(pictures.length > 0 ? { attachments: pictures } : {}),
    headers: {
      'List-Unsubscribe': `<${input.links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
