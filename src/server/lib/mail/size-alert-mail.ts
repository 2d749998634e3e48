import { formatEuro } from '../../../domain/money.ts';
import { alertMailSubject, UNCONFIRMED_DAYS } from '../../../domain/size-alerts.ts';
import { escapeHtml } from '../html-head.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';

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

/** The double opt-in mail: nothing else is ever sent before its link is used. */
export function alertConfirmationMail(
  input: { email: string; sizes: number[]; links: AlertLinks },
  shop: MailShop,
): MailMessage {
  return {
    to: input.email,
    subject: `Bitte bestätige deinen Größen-Alarm bei ${shop.name}`,
    replyTo: shop.email,
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
  return {
    to: input.email,
    subject: `Dein Größen-Alarm bei ${shop.name}`,
    replyTo: shop.email,
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
  /** Absolute URL of the first picture, or null. */
  imageUrl: string | null;
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
  const cards = input.items
    .map(
      (item) => `<tr><td style="padding:8px 0;border-bottom:1px solid #eee">
<a href="${escapeHtml(item.url)}" style="color:#1f4d45;text-decoration:none">
${item.imageUrl ? `<img src="${escapeHtml(item.imageUrl)}" width="96" height="96" alt="" style="float:left;margin-right:12px;border-radius:8px">` : ''}
<strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.size)}<br>${escapeHtml(formatEuro(item.priceCents))}</a>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif;color:#222;max-width:560px">
<p>Hallo,</p>
<p>diese Woche sind ${total === 1 ? 'ein neuer Artikel' : `${total} neue Artikel`} in ${escapeHtml(sizesText(input.sizes))} dazugekommen. Jedes Teil gibt es nur einmal.</p>
<table cellpadding="0" cellspacing="0" width="100%">${cards}</table>
${input.more > 0 ? `<p><a href="${escapeHtml(input.shopUrl)}">… und ${input.more} weitere im Shop</a></p>` : ''}
<p style="font-size:13px;color:#555">Du bekommst diese E-Mail, weil du den Größen-Alarm bestätigt hast.
<a href="${escapeHtml(input.links.manage)}">Größen ändern oder abmelden</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(shop.name)} · ${escapeHtml(shop.owner)} · ${escapeHtml(shop.street)} · ${escapeHtml(`${shop.postalCode} ${shop.city}`)} · ${escapeHtml(shop.email)}</p>
</body></html>`;
  return {
    to: input.email,
    subject: alertMailSubject(input.sizes, total),
    replyTo: shop.email,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
