import type { MailShop } from '../legal-texts.ts';
import { html, trustedHtml, type SafeHtml } from './safe-html.ts';
import { DARK, LIGHT, MAIL_FONT } from './mail-theme.ts';
import { legalFooter } from './mail-blocks.ts';

// The frame of every HTML mail: one fluid column up to 600 px on the shop's cream, the shop's
// name with its toy box on top, a white card with the content, the legal footer below. Styles
// are inline (many mail programs drop <style>); the <style> block only adds dark mode, whose
// rules need !important to beat the inline colours. No remote image, font or style sheet: a
// mail loads nothing from anywhere when it is opened.

/** Dark mode for programs that honour prefers-color-scheme (Apple Mail, iOS, Outlook on Mac). */
const DARK_STYLES = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
@media (prefers-color-scheme: dark) {
  .m-page { background-color: ${DARK.page} !important; }
  .m-card { background-color: ${DARK.card} !important; border-color: ${DARK.cardBorder} !important; }
  .m-ink { color: ${DARK.ink} !important; }
  .m-muted { color: ${DARK.muted} !important; }
  .m-brand, .m-link { color: ${DARK.brand} !important; }
  .m-box { background-color: ${DARK.box} !important; }
  .m-rule { border-color: ${DARK.rule} !important; }
  .m-button { background-color: ${DARK.brand} !important; border-color: ${DARK.brand} !important; color: ${DARK.buttonText} !important; }
  .m-lid { background-color: ${LIGHT.sun} !important; }
  .m-box-mark { background-color: ${DARK.brand} !important; }
}
`;

export type MailDocument = {
  /** The mail's subject, also the document's title. */
  subject: string;
  /** The line a mail program shows after the subject in its list. */
  preheader: string;
  content: SafeHtml;
  shop: MailShop;
  siteUrl: string;
  /** Why she gets this mail or how to stop it, above the shop's identity. */
  footerNote?: SafeHtml;
};

/** The shop's name beside its toy box (the logo of the site header), drawn with two boxes. */
function shopMark(shop: MailShop, siteUrl: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0">
    <tr>
      <td style="padding:0 10px 0 0;vertical-align:middle" aria-hidden="true">
        <div
          class="m-lid"
          style="width:30px;height:7px;background-color:${LIGHT.sun};border-radius:3px;font-size:0;line-height:0"
        >
          &nbsp;
        </div>
        <div
          class="m-box-mark"
          style="width:26px;height:18px;margin:0 2px;background-color:${LIGHT.brand};border-radius:0 0 5px 5px;font-size:0;line-height:0"
        >
          &nbsp;
        </div>
      </td>
      <td style="vertical-align:middle">
        <a
          href="${siteUrl}"
          class="m-brand"
          style="font-family:${MAIL_FONT};font-size:22px;font-weight:800;color:${LIGHT.brandDark};text-decoration:none"
          >${shop.name}</a
        >
      </td>
    </tr>
  </table>`;
}

/** The whole HTML document of a mail. */
export function mailDocument(mail: MailDocument): string {
  const home = `${mail.siteUrl.replace(/\/$/, '')}/`;
  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>${mail.subject}</title>
        <style>
          ${trustedHtml(DARK_STYLES)}
        </style>
      </head>
      <body class="m-page" style="margin:0;padding:0;background-color:${LIGHT.page}">
        <div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${mail.preheader}</div>
        <table
          role="presentation"
          class="m-page"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          bgcolor="${LIGHT.page}"
          style="background-color:${LIGHT.page}"
        >
          <tr>
            <td align="center" style="padding:20px 10px 32px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="max-width:600px;width:100%"
              >
                <tr>
                  <td style="padding:4px 6px 16px">${shopMark(mail.shop, home)}</td>
                </tr>
                <tr>
                  <td
                    class="m-card m-ink"
                    bgcolor="${LIGHT.card}"
                    style="background-color:${LIGHT.card};border:1px solid ${LIGHT.cardBorder};border-radius:16px;padding:24px 20px;font-family:${MAIL_FONT};font-size:16px;line-height:1.5;color:${LIGHT.ink}"
                  >
                    ${mail.content}
                  </td>
                </tr>
                <tr>
                  <td style="padding:20px 6px 0">
                    ${legalFooter(mail.shop, mail.siteUrl, mail.footerNote)}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.markup;
}
