import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { LABEL_LAYOUTS, labelPlacements } from '../src/domain/label-layouts.ts';
import { sellerShareCents } from '../src/domain/seller-share.ts';
import { pain001SchemaErrors } from '../src/server/features/payouts/pain001-schema.ts';
import { labelParts } from '../src/server/lib/pdf/item-labels-pdf.ts';
import { decodeIn, renderPdfPages } from '../src/server/test/read-printed-codes.ts';
import { paths } from '../src/web/lib/paths.ts';
import { expect, openPhone, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import {
  adminApiHeaders,
  createAdmin,
  keepApprovedSignupsAboveJourneys,
  openFromAdminNav,
  saveShopSettings,
  signInAsAdmin,
} from './support/admin.ts';
import { outboxMails } from './support/outbox.ts';
import { sellAtCounter, sellPastItems } from './support/cash-sales.ts';
import { backdateShipment, whileNoOtherPayoutRuns } from './support/payouts.ts';

// Issue 34 as its check tells it, in one story: a new seller signs up on her phone and confirms
// her mail from the outbox, announces five items at the suggested price and prints her labels,
// whose codes read back; the owner scans each label on her phone and puts the item online; three
// are sold, one comes back; once the withdrawal period is over a payout run writes a SEPA file
// that the schema accepts and that sums right, the seller finds her statement, and a second run
// pays nothing more. Each step has a journey of its own (seller-signup, announce-bag,
// admin-scan, admin-payouts); this one checks that they fit together.

// The second payout run, with nothing due, is a 409 on purpose.
test.use({ allowedConsoleErrors: /status of 409/ });

type Headers = { authorization: string };

const TYPE = 'Regenjacke Geschichte';
const BRAND = 'Handmade Geschichte';
const PAST_PRICES = [8, 9, 10, 11, 12];
const SUGGESTED_CENTS = 1000;
const IBAN = 'DE89 3704 0044 0532 0130 00';

async function linkMailedTo(email: string, pattern: RegExp): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await outboxMails()).filter((mail) => mail.includes(`To: ${email}`));
      return (link = pattern.exec(mails.at(-1) ?? '')?.[0] ?? null);
    })
    .not.toBeNull();
  return link!;
}

async function setShopIban(request: APIRequestContext, headers: Headers): Promise<number> {
  const settings = await saveShopSettings(request, headers, {
    SHOP_IBAN: 'DE02120300000000202051',
  });
  return Number(settings.find((setting) => setting.key === 'SELLER_SHARE_PERCENT')!.value);
}

const noWiderThanThePhone = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

test(
  'a seller from her sign-up to her second payout run',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const owner = 'geschichte-inhaberin@e2e.example';
    createAdmin(owner);
    const headers = await adminApiHeaders(page.request, owner);
    const sharePercent = await setShopIban(page.request, headers);
    await keepApprovedSignupsAboveJourneys(page.request, headers);
    // Five sales of the type, which the suggestion rests on (their median is 10 €).
    await sellPastItems(page.request, headers, TYPE, PAST_PRICES);

    // She signs up on her phone and confirms her address from the mail.
    const email = `geschichte-${Date.now()}@e2e.example`;
    const phone = await openPhone(browser);
    const seller = await phone.newPage();
    await seller.goto(paths.sell.getHref());
    await seller.getByLabel('Dein Name').fill('Frieda Geschichte');
    await seller.getByLabel('Deine E-Mail-Adresse').fill(email);
    await seller.getByLabel('IBAN für deine Auszahlungen').fill(IBAN);
    await seller.getByLabel('Bitte spenden').check();
    await seller.getByRole('checkbox', { name: /Kommissionsbedingungen/ }).check();
    await seller.getByRole('button', { name: 'Als Verkäuferin anmelden' }).click();
    await expect(seller.getByRole('status')).toContainText('Fast geschafft!');
    await seller.goto(await linkMailedTo(email, /\/verkaufen\/bestaetigen\/[A-Za-z0-9_-]{43}/));
    await seller.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(seller.getByRole('status')).toContainText('deine E-Mail-Adresse ist bestätigt');

    // The owner approves her on her own phone; the welcome mail brings the seller's page.
    await signInAsAdmin(page, owner);
    await page.goto(paths.adminSellerList.getHref());
    await page
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Freigeben' })
      .click();
    const approved = page.getByRole('status').filter({ hasText: 'ist jetzt Verkäuferin Nr.' });
    await expect(approved).toBeVisible();
    const sellerNumber = Number(/Nr\. (\d+)/.exec((await approved.textContent()) ?? '')![1]);
    const sellerPage = await linkMailedTo(
      email,
      /https?:\/\/[^\s"]+\/verkaeufer\/[A-Za-z0-9_-]{43}/,
    );

    // She announces five items; each shows the price the shop's sales suggest.
    await seller.goto(new URL(sellerPage).pathname);
    await expect(seller.getByRole('heading', { name: 'Hallo Frieda Geschichte!' })).toBeVisible();
    await seller.getByRole('button', { name: 'Tasche anmelden' }).click();
    const form = seller.getByRole('form', { name: 'Artikel beschreiben' });
    for (let item = 0; item < 5; item += 1) {
      await form.getByLabel('Was ist es?').fill(TYPE);
      await form.getByLabel('Marke').fill(BRAND);
      await form.getByLabel('Größe').fill('104');
      await form.getByLabel('Zustand').selectOption('Gut');
      await form.getByLabel('Saison').selectOption('Winter');
      await expect(seller.getByTestId('announce-suggestion')).toHaveText(
        /Vorschlag: 10,00\s€ \(aus 5 Verkäufen\)/,
      );
      await form.getByRole('button', { name: 'Zur Tasche hinzufügen' }).click();
      await expect(seller.getByTestId('announce-bag-items').getByRole('listitem')).toHaveCount(
        item + 1,
      );
    }
    await noWiderThanThePhone(seller);
    await seller.getByRole('button', { name: 'Tasche mit 5 Artikeln anmelden' }).click();
    await expect(
      seller.getByRole('heading', { name: 'Deine Tasche ist angemeldet' }),
    ).toBeVisible();
    const numbersText = await seller.getByText(/Deine 5 Artikel haben die Nummern/).textContent();
    const itemNumbers = /Nummern ([\d, ]+)\./
      .exec(numbersText ?? '')![1]!
      .split(', ')
      .map(Number);
    expect(itemNumbers).toHaveLength(5);
    await screenshot(seller, testInfo, 'story-bag-announced');

    // Her labels: an A4 sheet whose bar and QR codes read back as the five item numbers.
    const [download] = await Promise.all([
      seller.waitForEvent('download'),
      seller.getByRole('link', { name: 'Etiketten herunterladen (PDF)' }).click(),
    ]);
    const pages = await renderPdfPages(await fs.readFile((await download.path())!));
    const layout = LABEL_LAYOUTS['a4-3474'];
    const parts = labelParts(layout);
    for (const [index, place] of labelPlacements(layout, 5, 1).entries()) {
      const at = (box: typeof parts.qr) => ({ ...box, x: box.x + place.x, y: box.y + place.y });
      expect(await decodeIn(pages[place.page]!, at(parts.bars), 'code128')).toBe(
        String(itemNumbers[index]),
      );
      expect(await decodeIn(pages[place.page]!, at(parts.qr), 'qr')).toBe(
        String(itemNumbers[index]),
      );
    }

    // The owner scans each label (typed, as the scanner field takes it) and puts the item online
    // at the suggested price, with a photo.
    const productIds: string[] = [];
    const picture = await sharp({
      create: { width: 240, height: 240, channels: 3, background: '#2f6f9f' },
    })
      .png()
      .toBuffer();
    for (const itemNumber of itemNumbers) {
      await openFromAdminNav(page, 'Scannen');
      const field = page.getByRole('textbox', { name: 'Artikelnummer zum Öffnen' });
      await field.fill(String(itemNumber));
      await field.press('Enter');
      await expect(page.getByRole('heading', { name: `Artikel ${itemNumber}` })).toBeVisible();
      productIds.push(/\/admin\/product\/([0-9a-f-]{36})$/.exec(page.url())![1]!);
      await expect(page.getByText(`Von Verkäufer ${sellerNumber} online angemeldet`)).toBeVisible();
      await expect(page.getByLabel('Bezeichnung')).toHaveValue(TYPE);
      await expect(page.getByLabel('Marke')).toHaveValue(BRAND);
      await expect(page.getByLabel('Preis in €')).toHaveValue('10,00');
      await page.getByTestId('photo-files').setInputFiles({
        name: `jacke-${itemNumber}.png`,
        mimeType: 'image/png',
        buffer: picture,
      });
      await expect(page.getByText('Hochgeladen')).toBeVisible();
      await page.getByRole('radio', { name: 'Sofort online' }).check();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Gespeichert.')).toBeVisible();
    }
    await screenshot(page, testInfo, 'story-item-taken-in');
    for (const itemNumber of itemNumbers) {
      const response = await page.request.get(`/api/products/${itemNumber}`);
      expect(response.status(), `item ${itemNumber} is in the shop`).toBe(200);
    }

    // Three are sold in one order and handed over; one of them comes back.
    const orderId = await sellAtCounter(page.request, headers, productIds.slice(0, 3));
    const returned = await page.request.post(`/api/admin/orders/${orderId}/returns`, {
      headers,
      data: { items: [{ productId: productIds[2], resellable: true }] },
    });
    expect(returned.status(), await returned.text()).toBe(200);

    // While the withdrawal period runs nothing is due; past it, the two kept sales are.
    await openFromAdminNav(page, 'Auszahlungen');
    const row = page.getByTestId('payout-seller').filter({ hasText: `${sellerNumber} ·` });
    await expect(row).toContainText('noch in der Widerrufsfrist');
    // Her page says the same: what waits, and for how long.
    await seller.reload();
    const outlook = seller.getByTestId('seller-page-payout-outlook');
    await expect(outlook).toContainText('noch in der Widerrufsfrist der Käufer');
    // Another journey's payout run would pay her too, or leave a seller due in the second: the
    // runs take turns.
    await whileNoOtherPayoutRuns(async () => {
      backdateShipment(orderId, 30);
      await page.reload();
      const dueCents = 2 * sellerShareCents(SUGGESTED_CENTS, sharePercent);
      const due = (dueCents / 100).toFixed(2).replace('.', ',');
      await expect(row).toContainText(due);
      await expect(row).toContainText('fällig');
      await seller.reload();
      await expect(outlook).toHaveText(`Mit der nächsten Auszahlung überweisen wir dir ${due} €.`);

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Auszahlungslauf starten' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'gebucht' })).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('payout-file-download').click();
      const xml = await fs.readFile((await (await downloading).path())!, 'utf8');
      expect(await pain001SchemaErrors(xml)).toEqual([]);
      // Her transfer: her IBAN, her reference, her two shares; the file's count and sum add up.
      const transfers = [...xml.matchAll(/<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/g)].map(
        (match) => match[1]!,
      );
      const hers = transfers.find((transfer) => transfer.includes(`-V${sellerNumber}<`));
      expect(hers).toContain('<IBAN>DE89370400440532013000</IBAN>');
      expect(hers).toContain(`<InstdAmt Ccy="EUR">${(dueCents / 100).toFixed(2)}</InstdAmt>`);
      const amounts = transfers.map((transfer) =>
        Math.round(Number(/<InstdAmt Ccy="EUR">([\d.]+)</.exec(transfer)![1]) * 100),
      );
      const sum = (amounts.reduce((total, cents) => total + cents, 0) / 100).toFixed(2);
      expect(xml).toContain(`<NbOfTxs>${transfers.length}</NbOfTxs>`);
      expect(xml).toContain(`<CtrlSum>${sum}</CtrlSum>`);

      // Her page lists the payout with its statement; a second run finds nothing due.
      await seller.reload();
      const payouts = seller.getByRole('region', { name: /^Auszahlungen \(/ });
      await expect(payouts).toContainText(`${due} €`);
      await expect(outlook).toHaveCount(0);
      const statement = await seller.request.get(
        (await payouts.getByRole('link', { name: 'Abrechnung (PDF)' }).getAttribute('href'))!,
      );
      expect(statement.status()).toBe(200);
      expect((await statement.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await screenshot(seller, testInfo, 'story-seller-paid');
      await noWiderThanThePhone(seller);

      await page.reload();
      await expect(row).toHaveCount(0);
      await page.getByRole('button', { name: 'Auszahlungslauf starten' }).click();
      await expect(page.getByRole('alert')).toContainText('Im Moment ist keine Auszahlung fällig');
    });
    await phone.close();
  },
);
