import { SMALL_BUSINESS_NOTE, type MailShop } from '../legal-texts.ts';
import { html, joinHtml, linkified, type HtmlValue, type SafeHtml } from './safe-html.ts';
import { LIGHT, MAIL_FONT } from './mail-theme.ts';

// The pieces the mails are made of. Each takes text (escaped by the template) or markup made
// by another piece; class names hook the dark-mode rules of mail-layout.ts.

const LINK_STYLE = `color:${LIGHT.brand};text-decoration:underline;word-break:break-word`;

export const heading = (text: string): SafeHtml =>
  html`<h1
    class="m-brand"
    style="margin:0 0 16px;font-family:${MAIL_FONT};font-size:22px;line-height:1.3;font-weight:800;color:${LIGHT.brandDark}"
  >
    ${text}
  </h1>`;

export const subheading = (text: string): SafeHtml =>
  html`<h2
    class="m-brand"
    style="margin:24px 0 8px;font-family:${MAIL_FONT};font-size:17px;line-height:1.3;font-weight:800;color:${LIGHT.brandDark}"
  >
    ${text}
  </h2>`;

export const paragraph = (content: HtmlValue): SafeHtml =>
  html`<p style="margin:0 0 14px">${content}</p>`;

/** Plain text as a paragraph: its line breaks kept, its web addresses clickable. */
export function textParagraph(text: string, size: 'normal' | 'small' = 'normal'): SafeHtml {
  const lines = text.split('\n').map((line) => linkified(line, LINK_STYLE));
  const style =
    size === 'small' ? `margin:0 0 10px;font-size:13px;line-height:1.5` : 'margin:0 0 14px';
  return html`<p style="${style}">${joinHtml(lines, html`<br />`)}</p>`;
}

/** Text whose line breaks matter (a customer's message), escaped. */
export const lineBreaks = (text: string): SafeHtml => joinHtml(text.split('\n'), html`<br />`);

/** Words that must stay on one line ("Art.-Nr. 4711", "E-Mail."): phones break at hyphens. */
export const nowrap = (text: string): SafeHtml =>
  html`<span style="white-space:nowrap">${text}</span>`;

export const link = (href: string, label: HtmlValue): SafeHtml =>
  html`<a href="${href}" class="m-link" style="${LINK_STYLE}">${label}</a>`;

/**
 * The main action as a button. A table cell with a border, so it stays a button where a mail
 * program drops the padding of links, and stays visible where one inverts the colours.
 */
export function button(href: string, label: string): SafeHtml {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="margin:8px 0 18px"
  >
    <tr>
      <td style="border-radius:999px" bgcolor="${LIGHT.brand}">
        <a
          href="${href}"
          class="m-button"
          style="display:inline-block;padding:12px 22px;border:2px solid ${LIGHT.brand};border-radius:999px;background-color:${LIGHT.brand};color:#ffffff;font-family:${MAIL_FONT};font-size:16px;font-weight:700;line-height:1.2;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

/** A tinted box for what she should keep an eye on (the order summary, the pickup address). */
export const box = (content: HtmlValue): SafeHtml =>
  html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="margin:4px 0 18px"
  >
    <tr>
      <td
        class="m-box"
        bgcolor="${LIGHT.box}"
        style="background-color:${LIGHT.box};border-radius:12px;padding:14px 16px"
      >
        ${content}
      </td>
    </tr>
  </table>`;

export type SummaryRow = {
  label: HtmlValue;
  /** Further lines under the label, smaller (brand, size, item number). */
  detail?: string;
  /** "4,99 €"; never wraps. */
  amount?: string;
  /** The sum that matters: bold, with a rule above. */
  strong?: boolean;
};

/** Rows of a label on the left and an amount on the right, e.g. an order's items and totals. */
export function summaryTable(rows: readonly SummaryRow[]): SafeHtml {
  const cells = rows.map((row) => {
    const weight = row.strong ? 'font-weight:800;' : '';
    const rule = row.strong ? `border-top:1px solid ${LIGHT.rule};padding-top:8px;` : '';
    return html`<tr>
      <td class="m-rule" style="padding:0 0 8px;${rule}${weight}vertical-align:top">
        ${row.label}${row.detail ? html`<br /><span class="m-muted" style="font-size:13px;color:${LIGHT.muted}">${row.detail}</span>` : ''}
      </td>
      <td
        class="m-rule"
        align="right"
        style="padding:0 0 8px 12px;${rule}${weight}vertical-align:top;text-align:right;white-space:nowrap"
      >
        ${row.amount ?? ''}
      </td>
    </tr>`;
  });
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="font-size:15px;line-height:1.4"
  >
    ${cells}
  </table>`;
}

/** A plain list of lines (items of a return, items back in the shop). */
export function bulletList(lines: readonly HtmlValue[]): SafeHtml {
  return html`<ul style="margin:0 0 14px;padding:0 0 0 20px">
    ${lines.map((line) => html`<li style="margin:0 0 4px">${line}</li>`)}
  </ul>`;
}

/** "Viele Grüße" and the shop's name. */
export const signature = (shop: MailShop): SafeHtml =>
  html`<p style="margin:18px 0 0">
    Viele Grüße<br /><strong class="m-brand" style="color:${LIGHT.brandDark}">${shop.name}</strong>
  </p>`;

/**
 * Under every mail: the shop's identity as in the Impressum (§ 5 DDG), how to reach her, and the
 * legal pages. The note says why she gets this mail, where that needs saying.
 */
export function legalFooter(shop: MailShop, siteUrl: string, note?: SafeHtml): SafeHtml {
  const base = siteUrl.replace(/\/$/, '');
  const footerLink = (path: string, label: string) =>
    html`<a
      href="${base}${path}"
      class="m-muted"
      style="color:${LIGHT.muted};text-decoration:underline"
      >${label}</a
    >`;
  const phone = shop.phone.replace(/[^+\d]/g, '');
  return html`<div
    class="m-muted"
    style="font-family:${MAIL_FONT};font-size:13px;line-height:1.6;color:${LIGHT.muted}"
  >
    ${note ? html`<p style="margin:0 0 12px">${note}</p>` : ''}
    <p style="margin:0 0 8px">
      <strong>${shop.name}</strong> · ${shop.owner}<br />${shop.street} · ${shop.postalCode}
      ${shop.city} · ${shop.country}<br /><a
        href="mailto:${shop.email}"
        class="m-muted"
        style="color:${LIGHT.muted}"
        >${shop.email}</a
      >
      ·
      <a href="tel:${phone}" class="m-muted" style="color:${LIGHT.muted}">${shop.phone}</a
      >${shop.taxId ? html`<br />Steuernummer: ${shop.taxId}` : ''}
    </p>
    <p style="margin:0 0 8px">${SMALL_BUSINESS_NOTE}</p>
    <p style="margin:0">
      ${joinHtml(
        [
          footerLink('/widerruf', 'Widerrufsbelehrung'),
          footerLink('/agb', 'AGB'),
          footerLink('/dsgvo', 'Datenschutz'),
          footerLink('/impressum', 'Impressum'),
        ],
        ' · ',
      )}
    </p>
  </div>`;
}

const ALL_CAPS = /^[A-ZÄÖÜ][A-ZÄÖÜ -]+$/;
const ENDS_SENTENCE = /[.:!?)]$/;

/**
 * A legal text written for the plain-text mail (hard-wrapped lines, blank lines between sections,
 * a heading on a line of its own) as HTML: headings as headings, the wrapped lines of a
 * paragraph flowing as one (a line ending a sentence ends its paragraph, so the lines of the
 * model form stay lines), addresses clickable. One text for both parts: the HTML cannot say
 * something else than the plain text, which is the durable record.
 */
export function legalTextToHtml(text: string): SafeHtml {
  const blocks: SafeHtml[] = [];
  for (const section of text.split(/\n[ \t]*\n/)) {
    const lines = section
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push(textParagraph(paragraph.join(' '), 'small'));
      paragraph = [];
    };
    lines.forEach((line, index) => {
      const startsSection =
        paragraph.length === 0 && (index === 0 || ALL_CAPS.test(lines[index - 1] ?? ''));
      if (ALL_CAPS.test(line)) {
        flush();
        blocks.push(subheading(line));
      } else if (
        startsSection &&
        index < lines.length - 1 &&
        line.length <= 40 &&
        !/[.:,;!?)]$/.test(line)
      ) {
        blocks.push(html`<p style="margin:12px 0 4px;font-size:14px;font-weight:800">${line}</p>`);
      } else {
        paragraph.push(line);
        if (ENDS_SENTENCE.test(line)) flush();
      }
    });
    flush();
  }
  return joinHtml(blocks, '\n');
}
