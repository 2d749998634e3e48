import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { outboxMails } from './support/outbox.ts';
import { screenshot } from './support/a11y.ts';
import { newestFreeDemoItems } from './support/api.ts';

// Order history, order actions, gift cards and the seller statement, against the real server
// of playwright.config.ts. Orders are placed through the API (cash, pickup), then handled in
// the admin UI.

interface PlacedOrder {
  _id: string;
  orderNumber: number;
  itemNumber: number;
}

interface OrderOptions {
  lastName: string;
  /** Where in the list of newest items to start looking for a free one. */
  skip: number;
  deliveryMethod: 'abholen' | 'liefernDHL';
  paymentMethod: 'cash' | 'paypal';
}

/**
 * Places an order for one free demo item of the newest ones. Other tests order from the same
 * list at the same time, so an item taken meanwhile (409) just means: try the next one.
 */
async function placeOrder(
  request: APIRequestContext,
  { lastName, skip, deliveryMethod, paymentMethod }: OrderOptions,
): Promise<PlacedOrder> {
  const products = await newestFreeDemoItems(request);
  const address =
    deliveryMethod === 'abholen'
      ? {}
      : { street: 'Lindenweg 7', postalCode: '12345', city: 'Musterstadt' };
  // Start at a different place per project and order, so parallel runs rarely collide.
  for (const product of [...products.slice(skip), ...products.slice(0, skip)]) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: { firstName: 'Erika', lastName, emailAddress: 'erika@e2e.example', ...address },
        deliveryMethod,
        paymentMethod,
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    const order = (await placed.json()) as { _id: string; orderNumber: number };
    return { ...order, itemNumber: product.itemNumber };
  }
  throw new Error('no free item to order');
}

const placeCashPickupOrder = (request: APIRequestContext, lastName: string, skip: number) =>
  placeOrder(request, { lastName, skip, deliveryMethod: 'abholen', paymentMethod: 'cash' });

test.describe('admin orders', () => {
  // The payout over the balance is refused on purpose (409).
  test.use({ allowedConsoleErrors: /status of 409/ });
  let email = '';

  test.beforeAll(() => {
    email = `orders-${test.info().project.name}@e2e.example`;
    createAdmin(email);
  });

  test('finds an order, marks it paid, cancels another, issues a gift card', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const offset = testInfo.project.name === 'mobile' ? 7 : 13;
    const paid = await placeCashPickupOrder(request, `Bezahlt-${testInfo.project.name}`, offset);
    const cancelled = await placeCashPickupOrder(
      request,
      `Storno-${testInfo.project.name}`,
      offset + 3,
    );

    await signInAsAdmin(page, email);

    // The list: find the order by its number; the search goes into the URL.
    await page.goto('/admin/orderhistory');
    await expect(page.getByRole('heading', { name: 'Bestellhistorie' })).toBeVisible();
    await expect(page.getByText(/^\d+ Bestellungen?$/)).toBeVisible();
    await screenshot(page, testInfo, 'admin-orders');
    await page.getByLabel('Suche', { exact: true }).fill(String(paid.orderNumber));
    await expect(page).toHaveURL(new RegExp(`search=${paid.orderNumber}`));
    await expect(page.getByText('1 Bestellung', { exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: new RegExp(`^(Nr\\. )?${paid.orderNumber}$`) });
    await expect(link).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Offen' });
    await expect(page).toHaveURL(/status=open/);
    await expect(link).toBeVisible();
    await link.click();

    // The detail: mark paid.
    await expect(
      page.getByRole('heading', { name: `Bestellung ${paid.orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByText('Erika Bezahlt-', { exact: false })).toBeVisible();
    await expect(page.getByText('Abholung an der Abholstation', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'admin-order-detail');
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(page.getByRole('status')).toContainText('als bezahlt markiert');
    await expect(page.getByText('Bezahlt', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Als bezahlt markieren' })).toHaveCount(0);
    // Paid, so invoiced: the stored PDF downloads under its number, the same bytes every time.
    const invoiceDownloads = [];
    for (let round = 0; round < 2; round += 1) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Rechnung herunterladen' }).click();
      invoiceDownloads.push(await downloading);
    }
    const [first, second] = invoiceDownloads;
    expect(first!.suggestedFilename()).toMatch(/^Rechnung-RE-\d{4}-\d{5}\.pdf$/);
    const firstBytes = await fs.readFile((await first!.path())!);
    expect(firstBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(firstBytes.equals(await fs.readFile((await second!.path())!))).toBe(true);
    await expect(page.getByRole('list', { name: 'Belege' })).toContainText(
      /Rechnung RE-\d{4}-\d{5} vom/,
    );
    await screenshot(page, testInfo, 'admin-order-documents');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // Cancel the other order: confirm first; its item is for sale again.
    await page.goto(`/admin/orderhistory?search=${cancelled.orderNumber}`);
    await page
      .getByRole('link', { name: new RegExp(`^(Nr\\. )?${cancelled.orderNumber}$`) })
      .click();
    await page.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Die Artikel gehen zurück in den Shop');
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(page.getByRole('status')).toContainText('storniert');
    await expect(page.getByText('Storniert', { exact: true }).first()).toBeVisible();

    await page.goto(`/product/${cancelled.itemNumber}`);
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();

    // A gift card: the new code is shown big, ready to print.
    await page.goto('/admin/dashboard');
    // The dashboard's entry (the admin navigation names it too).
    await page.getByRole('link', { name: 'Gutscheine', exact: true }).last().click();
    await expect(page).toHaveURL(/\/admin\/gutscheine$/);
    await page.getByLabel('Wert in €').fill('25');
    await page.getByRole('button', { name: 'Wertgutschein ausstellen' }).click();
    const code = page.getByTestId('new-voucher-code');
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.getByRole('status')).toContainText('25,00\u00a0€');
    const codeText = (await code.textContent()) ?? '';
    await expect(page.getByRole('listitem').filter({ hasText: codeText })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' }).first()).toBeVisible();
    await screenshot(page, testInfo, 'admin-gift-cards');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-portal]').getByText(codeText)).toBeVisible();
    await expect(page.locator('#inhalt')).toBeHidden();
    await screenshot(page, testInfo, 'admin-gift-card-print');
    await page.emulateMedia({ media: 'screen' });

    // The seller statement above the seller's items.
    await page.goto('/admin/sellerlist');
    await page
      .getByRole('link', { name: /^\d+ Artikel$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Abrechnung' })).toBeVisible();
    const main = page.locator('#inhalt');
    await expect(main.getByText('Offener Betrag')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrechnung drucken' })).toBeVisible();
    await main.getByLabel('Betrag in €').fill('99999');
    await main.getByRole('button', { name: 'Auszahlung erfassen' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await screenshot(page, testInfo, 'admin-seller-statement');
    // On paper only the statement: the printed version, not the screen.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('article').getByText(/^Abrechnung für Verkäufer \d+$/)).toBeVisible();
    await expect(main).toBeHidden();
    await screenshot(page, testInfo, 'admin-seller-statement-print');
    await page.emulateMedia({ media: 'screen' });
  });

  test('takes back an item of a paid order; the cash refund is paid out by hand', async ({
    page,
    request,
  }, testInfo) => {
    const offset = testInfo.project.name === 'mobile' ? 23 : 29;
    const order = await placeCashPickupOrder(request, `Rueck-${testInfo.project.name}`, offset);
    await signInAsAdmin(page, email);
    await page.goto(`/admin/orderhistory/${order._id}`);
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(page.getByRole('status')).toContainText('als bezahlt markiert');
    // A pickup order is handed over; nothing was packed, so she confirms that (issue 20).
    await page.getByRole('button', { name: 'Als übergeben markieren' }).click();
    await page
      .getByRole('dialog', { name: 'Trotzdem übergeben?' })
      .getByRole('button', { name: 'Trotzdem übergeben' })
      .click();
    await expect(page.getByRole('status')).toContainText('als übergeben markiert');

    // The item came back damaged: taken back, off sale, the money to be paid out by hand.
    await page.getByRole('button', { name: 'Artikel zurücknehmen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rücksendung erfassen' });
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('checkbox', { name: 'wieder verkaufbar' }).uncheck();
    await screenshot(page, testInfo, 'admin-order-return-dialog');
    await dialog.getByRole('button', { name: 'Zurücknehmen' }).click();
    const section = page.getByRole('region', { name: 'Rücknahmen und Erstattungen' });
    await expect(section.getByRole('status')).toContainText('Der Artikel ist zurückgenommen.');
    await expect(section).toContainText('Rücksendung');
    await expect(section).toContainText('(nicht verkaufbar)');
    await expect(section.getByRole('list', { name: 'Erstattungen' })).toContainText(
      'bar oder per Überweisung: offen',
    );
    await expect(page.getByRole('note')).toContainText('bar oder per Überweisung auszahlen');
    await expect(page.getByRole('list', { name: 'Belege' })).toContainText(
      /Stornorechnung RE-\d{4}-\d{5} vom/,
    );
    await expect(page.getByText('Zurückgegeben', { exact: true }).first()).toBeVisible();
    await screenshot(page, testInfo, 'admin-order-returned');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await section.getByRole('button', { name: 'Als ausgezahlt markieren' }).click();
    await expect(section.getByRole('list', { name: 'Erstattungen' })).toContainText('erstattet am');
    await expect(page.getByRole('note')).toHaveCount(0);

    // Off sale: the shop no longer offers it (the product page's own request finds nothing).
    expect((await request.get(`/api/products/${order.itemNumber}`)).status()).toBe(404);
  });

  test('packs a paid order on a phone, ships it with a tracking number, the customer is mailed; reports export as CSV', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const offset = testInfo.project.name === 'mobile' ? 3 : 17;
    const order = await placeOrder(request, {
      lastName: `Versand-${testInfo.project.name}`,
      skip: offset,
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
    });
    const trackingNumber = `00340434${String(order.orderNumber).padStart(12, '0')}`;

    await signInAsAdmin(page, email);
    // The money came in outside the shop: mark the order paid.
    await page.goto(`/admin/orderhistory?search=${order.orderNumber}`);
    await page.getByRole('link', { name: new RegExp(`^(Nr\\. )?${order.orderNumber}$`) }).click();
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(page.getByRole('status')).toContainText('als bezahlt markiert');
    const detailUrl = page.url();

    // Pack it from the pack list on a phone-sized window, as in the storeroom.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/packliste');
    const card = page.locator('article').filter({ hasText: `Bestellung ${order.orderNumber} ` });
    const item = card.getByRole('button', { name: new RegExp(`Nr. ${order.itemNumber} `) });
    await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('1/1 gepackt');
    await screenshot(page, testInfo, 'admin-pack-list-phone');

    // Ship it: DHL needs the tracking number.
    await page.goto(detailUrl);
    await expect(page.getByText('Gepackt', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Versenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung versenden' });
    await dialog.getByLabel('Sendungsnummer').fill(trackingNumber);
    await dialog.getByRole('button', { name: 'Versenden' }).click();
    await expect(page.getByRole('status')).toContainText('als versendet markiert');
    await expect(page.getByText('Versendet', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(trackingNumber, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Versenden' })).toHaveCount(0);
    // Still on the phone: the long tracking number must not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, testInfo, 'admin-order-shipped');

    // The customer got the shipping mail with the tracking number.
    await expect
      .poll(async () =>
        (await outboxMails()).some(
          (mail) =>
            mail.includes(`Deine Bestellung ${order.orderNumber} ist unterwegs`) &&
            mail.includes(`Deine Sendungsnummer: ${trackingNumber}`),
        ),
      )
      .toBe(true);

    // The reports: each table downloads as a German CSV.
    await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1440, height: 900 });
    await page.goto('/admin/reports');
    await expect(page.getByRole('table', { name: 'Nach Zahlungsart' })).toBeVisible();
    await screenshot(page, testInfo, 'admin-reports');
    // The download buttons and tables stay inside the screen, on the phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Nach Zahlungsart als CSV herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^bericht-zahlungsarten-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFZahlungsart;Bestellungen;Umsatz\r\n')).toBe(true);
    expect(csv).toMatch(/\r\nPayPal;\d+;\d+,\d\d\r\n/);

    // The period's documents for the accountant: the bookkeeping CSV books each invoice on its
    // day, the DATEV batch has one booking per settlement part, the ZIP holds them all.
    const bookkeepingDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Buchhaltung (CSV)' }).click();
    const bookkeeping = await bookkeepingDownload;
    expect(bookkeeping.suggestedFilename()).toMatch(
      /^buchhaltung-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const journal = await fs.readFile(await bookkeeping.path(), 'utf8');
    expect(journal.startsWith('\uFEFFBelegnummer;Belegart;Belegdatum;Bestellnummer;')).toBe(true);
    expect(journal).toMatch(/\r\nRE-\d{4}-\d{5};Rechnung;\d\d\.\d\d\.\d{4};/);
    // The accountant's numbers are set in the admin, not on the server: no restart.
    await page.goto('/admin/einstellungen');
    const saveSettings = page.getByRole('button', { name: 'Speichern' });
    const saved = page.getByRole('status').filter({ hasText: 'Einstellungen gespeichert' });
    const savedMeanwhile = page
      .getByRole('alert')
      .filter({ hasText: 'inzwischen von jemand anderem gespeichert' });
    // Other journeys save other settings into the same shop meanwhile (the other project, the
    // payout and seller journeys). A save refused for that is what the owner meets too: she loads
    // the settings anew, enters her numbers again and saves once more.
    for (let attempt = 1; ; attempt += 1) {
      await page.getByLabel('Beraternummer').fill('29098');
      await page.getByLabel('Mandantennummer').fill('55003');
      // The other project may have saved the same numbers already: then there is nothing to save.
      if (!(await saveSettings.isEnabled())) break;
      await saveSettings.click();
      await expect(saved.or(savedMeanwhile)).toBeVisible();
      if (!(await savedMeanwhile.isVisible())) break;
      expect(attempt, 'saved within three attempts').toBeLessThan(3);
      await savedMeanwhile.getByRole('button', { name: 'Neu laden' }).click();
      await expect(savedMeanwhile).toBeHidden();
    }
    await expect(page.getByLabel('Beraternummer')).toHaveValue('29098');
    await expect(page.getByLabel('Mandantennummer')).toHaveValue('55003');
    await expect(saveSettings).toBeDisabled();
    await screenshot(page, testInfo, 'admin-settings');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.goto('/admin/reports');
    const datevDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'DATEV-Export (CSV)' }).click();
    const datev = await datevDownload;
    expect(datev.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_[\d_bis-]+\.csv$/);
    const batch = (await fs.readFile(await datev.path())).toString('latin1');
    expect(batch.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    expect(batch.split('\r\n')[0]!.split(';').slice(10, 12)).toEqual(['29098', '55003']);
    expect(batch).toMatch(/\r\n\d+,\d\d;"S";"EUR";;;;\d{4};8195;;\d{4};"RE-\d{4}-\d{5}";/);
    const archiveDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Belege (ZIP)' }).click();
    const archive = await archiveDownload;
    expect(archive.suggestedFilename()).toMatch(
      /^belege-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    expect((await fs.readFile(await archive.path())).subarray(0, 2).toString()).toBe('PK');
  });
});
