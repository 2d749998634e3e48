import { describe, expect, it } from 'vitest';
import * as confirmation from './order-confirmation-mail.ts';
import * as returns from './order-return-mail.ts';
import * as status from './order-status-mail.ts';
import * as seller from './seller-link-mail.ts';
import * as payout from './payout-statement-mail.ts';
import * as sellerLeft from './seller-left-mail.ts';
import * as pickup from './seller-pickup-mail.ts';
import * as terms from './seller-terms-mail.ts';
import * as signup from './seller-signup-mail.ts';
import * as sizeAlert from './size-alert-mail.ts';
import * as withdrawal from './withdrawal-receipt-mail.ts';
import { SAMPLE_ORDER_ID, SAMPLE_SITE, sampleMails, type CustomerText } from './mail-samples.ts';

// Every kind of mail the shop sends has an HTML part in the shop's look (decision 057): readable
// on a phone and in dark mode, with the legal footer, the order page where there is an order,
// nothing loaded from the web, and whatever a customer typed escaped.

/** Markup with its runs of white space as one space, as a browser shows them. */
const squashed = (markup: string) => markup.replace(/[ \t\r\n]+/g, ' ');

const hostile: CustomerText = {
  firstName: '<img src=x onerror=alert(1)>',
  lastName: '"><script>alert(2)</script>',
  street: `Weg & Steg 1 <b>'`,
  message: '</p><a href="https://evil.example">klick</a>',
};

describe('the HTML part of every mail', () => {
  const mails = sampleMails();

  it('covers every mail builder of the shop', () => {
    const builders = [
      confirmation,
      returns,
      status,
      payout,
      seller,
      sellerLeft,
      pickup,
      terms,
      signup,
      sizeAlert,
      withdrawal,
    ]
      .flatMap((module) => Object.keys(module))
      .filter((name) => name.endsWith('Mail'));
    expect(builders.sort()).toEqual([
      'alertAlreadyActiveMail',
      'alertConfirmationMail',
      'alertItemsMail',
      'alreadySellerMail',
      'orderCancelledMail',
      'orderConfirmationMail',
      'orderReturnMail',
      'orderShippedMail',
      'paymentTimeoutMail',
      'payoutStatementMail',
      'readyForPickupMail',
      'refundSentMail',
      'sellerLeftMail',
      'sellerLinkMail',
      'sellerPickupMail',
      'sellerTermsNoticeMail',
      'sellerWelcomeMail',
      'signupConfirmationMail',
      'withdrawalReceiptMail',
    ]);
    // One sample at least of each (the confirmation twice: delivered and picked up).
    expect(new Set(mails.map(({ kind }) => kind)).size).toBe(mails.length);
    expect(mails.length).toBeGreaterThanOrEqual(builders.length);
  });

  for (const { kind, mail } of mails) {
    describe(kind, () => {
      const markup = squashed(mail.html ?? '');

      it('is a whole document for a phone and for dark mode', () => {
        expect(markup).toMatch(/^<!doctype html> ?<html lang="de">/);
        expect(markup).toContain('name="viewport" content="width=device-width, initial-scale=1"');
        expect(markup).toContain('name="color-scheme" content="light dark"');
        expect(markup).toContain('@media (prefers-color-scheme: dark)');
        expect(markup).toContain('max-width:600px;width:100%');
        expect(markup).toContain(`<title>${mail.subject}</title>`);
      });

      it('ends with the shop and its legal pages', () => {
        for (const part of ['Jana Beispiel', 'Lindenweg 3', '12345 Musterstadt']) {
          expect(markup).toContain(part);
        }
        for (const page of ['/widerruf', '/agb', '/dsgvo', '/impressum']) {
          expect(markup).toContain(`href="${SAMPLE_SITE}${page}"`);
        }
      });

      it('loads nothing from the web: no remote picture, style sheet or font', () => {
        expect(markup).not.toMatch(/<img[^>]+src="(?!cid:)/i);
        expect(markup).not.toMatch(/<link\b|@import|url\(|@font-face|<script/i);
        for (const match of markup.matchAll(/<img[^>]+src="cid:([^"]+)"/g)) {
          expect(mail.attachments?.map((attachment) => attachment.cid)).toContain(match[1]);
        }
      });

      it('links every order page the text links', () => {
        const orderPage = `${SAMPLE_SITE}/bestellung/${SAMPLE_ORDER_ID}`;
        expect(markup.includes(`href="${orderPage}"`)).toBe(mail.text.includes(orderPage));
      });

      it("shows every amount the text shows, as '4,99 €' on one line", () => {
        for (const [amount] of mail.text.matchAll(/\d+,\d\d\u00a0€/g)) {
          expect(markup).toContain(amount);
        }
      });
    });
  }

  it('shows the whole order in the confirmation: items, totals and delivery', () => {
    const markup = squashed(
      mails.find(({ kind }) => kind === 'order-confirmation')?.mail.html ?? '',
    );
    for (const part of [
      'Latzhose mit Blumen',
      'Art.-Nr.\u00a04711',
      'Zwischensumme',
      'Gutschein HERBST',
      'Versand mit DHL',
      'Gesamtsumme',
      'Bezahlt mit Wertgutschein',
      'Zu zahlen',
      '22,98\u00a0€',
      'Hauptstraße 3',
      'WIDERRUFSBELEHRUNG',
    ]) {
      expect(markup).toContain(part);
    }
  });

  it('escapes what customers type, in every mail', () => {
    for (const { kind, mail } of sampleMails(hostile)) {
      const markup = mail.html ?? '';
      expect(markup, kind).not.toMatch(/<img src=x|<script|<b>'|href="https:\/\/evil/);
      if (mail.text.includes(hostile.firstName)) {
        expect(markup, kind).toContain('&lt;img src=x onerror=alert(1)&gt;');
      }
    }
    const receipt = sampleMails(hostile).find(({ kind }) => kind === 'withdrawal-receipt');
    expect(receipt?.mail.html).toContain(
      '&lt;/p&gt;&lt;a href=&quot;https://evil.example&quot;&gt;',
    );
    expect(receipt?.mail.html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
