import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPhone, test } from './fixtures.ts';
import { paths } from '../src/web/lib/paths.ts';
import { screenshot } from './support/a11y.ts';
import { adminApiHeaders, createAdmin, createSeller, signInAsAdmin } from './support/admin.ts';
import { sellPastItems } from './support/cash-sales.ts';

// Issue 34, item 2 (decision 074): a seller announces a bag on her phone, sees a suggested price
// from the shop's sales, downloads her labels; the owner opens the bag and rejects one item,
// whose reason the seller then reads on her page.

const SELLER = 9401;
const TYPE = 'Matschhose Anmeldetest';

/** The seller with her link, and five sold items of one type the suggestion rests on. */
async function prepareShop(request: APIRequestContext, email: string): Promise<string> {
  const headers = await adminApiHeaders(request, email);
  await createSeller(
    request,
    headers,
    { number: SELLER, name: 'Greta Tasche' },
    { mayExist: true },
  );
  await sellPastItems(request, headers, TYPE, [5, 6, 7, 8, 9]);
  const link = await request.post(`/api/seller/${SELLER}/link`, { headers });
  expect(link.status(), await link.text()).toBe(201);
  return new URL(((await link.json()) as { url: string }).url).pathname;
}

test(
  'a seller announces two items with suggested prices and prints her labels; the owner opens the bag',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const email = 'tasche-anmelden@e2e.example';
    createAdmin(email);
    const sellerPath = await prepareShop(page.request, email);

    const phone = await openPhone(browser);
    const seller = await phone.newPage();
    await seller.goto(sellerPath);
    await expect(seller.getByRole('heading', { name: 'Hallo Greta Tasche!' })).toBeVisible();
    await seller.getByRole('button', { name: 'Tasche anmelden' }).click();

    const form = seller.getByRole('form', { name: 'Artikel beschreiben' });
    await form.getByLabel('Was ist es?').fill(TYPE);
    await form.getByLabel('Marke').fill('Selbstgenäht');
    await form.getByLabel('Größe').fill('104');
    await form.getByLabel('Zustand').selectOption('Gut');
    await form.getByLabel('Saison').selectOption('Winter');
    // The median of 5, 6, 7, 8 and 9 euros: no sale had her brand, so any brand counts, and an
    // unrated brand carries a sale over as it is.
    await expect(seller.getByTestId('announce-suggestion')).toHaveText(
      /Vorschlag: 7,00\s€ \(aus 5 Verkäufen\)/,
    );
    await screenshot(seller, testInfo, 'announce-form');
    await form.getByRole('button', { name: 'Zur Tasche hinzufügen' }).click();

    await form.getByLabel('Art').selectOption('Accessoires');
    await form.getByLabel('Was ist es?').fill('Wollmütze Anmeldetest');
    await form.getByLabel('Zustand').selectOption('Sehr gut');
    await form.getByLabel('Saison').selectOption('Winter');
    await form.getByRole('button', { name: 'Zur Tasche hinzufügen' }).click();

    const bag = seller.getByTestId('announce-bag-items');
    await expect(bag.getByRole('listitem')).toHaveCount(2);
    await expect(bag.getByRole('listitem').first()).toContainText('Vorschlag: 7,00');
    // Nothing sold like it: the owner's base price, if she set her own, or no suggestion yet.
    await expect(bag.getByRole('listitem').nth(1)).toContainText(
      /Noch kein Preisvorschlag|Richtpreis des Shops/,
    );
    await screenshot(seller, testInfo, 'announce-bag');
    const overflow = await seller.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await seller.getByRole('button', { name: 'Tasche mit 2 Artikeln anmelden' }).click();
    await expect(
      seller.getByRole('heading', { name: 'Deine Tasche ist angemeldet' }),
    ).toBeVisible();
    const [download] = await Promise.all([
      seller.waitForEvent('download'),
      seller.getByRole('link', { name: 'Etiketten herunterladen (PDF)' }).click(),
    ]);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(seller.getByTestId('announced-item')).toHaveCount(2);
    await screenshot(seller, testInfo, 'announce-done');

    // The owner: the bag in her list, its two items, one rejected with a reason.
    await signInAsAdmin(page, email);
    // Her overview says announced items wait, and leads to the bags.
    await page
      .getByRole('list', { name: 'Braucht dich' })
      .getByRole('link', { name: /noch nicht angenommen/ })
      .click();
    await expect(page).toHaveURL(paths.adminBags.getHref());
    const ownBag = page
      .getByTestId('admin-bag')
      .filter({ hasText: `Verkäufer ${SELLER}` })
      .first();
    await expect(ownBag).toContainText('2 Artikel');
    await ownBag.getByRole('link').click();
    await expect(page.getByTestId('admin-bag-item')).toHaveCount(2);
    await screenshot(page, testInfo, 'admin-bag');
    await page.getByRole('link', { name: /Wollmütze Anmeldetest/ }).click();
    await expect(page.getByText(`Von Verkäufer ${SELLER} online angemeldet`)).toBeVisible();
    await page.getByText('Artikel ablehnen').click();
    await page.getByLabel('Grund (sieht die Verkäuferin)').fill('Leider verfilzt');
    await page.getByRole('button', { name: 'Ablehnen', exact: true }).click();
    await expect(page.getByText('Abgelehnt: Leider verfilzt')).toBeVisible();
    await screenshot(page, testInfo, 'admin-announced-item');

    await seller.reload();
    await expect(seller.getByText('Grund: Leider verfilzt')).toBeVisible();
    await phone.close();
  },
);
