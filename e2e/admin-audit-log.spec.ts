import { expect, test } from './fixtures.ts';
import {
  ADMIN_PASSWORD,
  createAdmin,
  createSeller,
  openFromAdminNav,
  signInAsAdmin,
} from './support/admin.ts';

// The Änderungsprotokoll: an admin's change (here a refused one) shows up with who, what, when;
// each change reads as a German sentence with its numbers and can be filtered by them (decision
// 059).

test('an admin action appears in the Änderungsprotokoll', async ({ page }, testInfo) => {
  const email = `protokoll-${testInfo.project.name}@e2e.example`;
  createAdmin(email);
  const signIn = await page.request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const refused = await page.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Unvollständig' },
  });
  expect(refused.status()).toBe(400);

  await page.goto('/admin/signin');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openFromAdminNav(page, 'Änderungsprotokoll');
  await expect(page).toHaveURL(/\/admin\/protokoll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();

  // Cards on the phone, a table on the desktop: the visible one holds the entry.
  const changes = page.getByLabel('Änderungen').filter({ visible: true });
  const entry = changes
    .locator(':scope > li, tbody > tr')
    .filter({ visible: true })
    .filter({ hasText: email })
    .filter({ hasText: 'abgelehnt: Artikel „Unvollständig“ anlegen' })
    .first();
  await expect(entry).toContainText('abgelehnt (400)');
  await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(entry).not.toContainText(ADMIN_PASSWORD);

  // Filtered by this admin: only their own entries are left.
  const filtered = page.waitForResponse(/\/api\/admin\/audit-log\?.*userId=/);
  await page.getByLabel('Person').selectOption({ label: email });
  await filtered;
  await expect(page).toHaveURL(/\/admin\/protokoll\?person=[0-9a-f-]{36}$/);
  await expect(entry).toBeVisible();
  const rows = changes.locator(':scope > li, tbody > tr');
  await expect(rows).not.toHaveCount(0);
  await expect
    .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(email)))
    .toBe(true);
});

test('changes read as sentences and filter by item, seller and day, kept in the URL', async ({
  page,
}, testInfo) => {
  const email = `protokoll-filter-${testInfo.project.name}@e2e.example`;
  createAdmin(email);
  const signIn = await page.request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const sellerNumber = 90_000 + Math.floor(Math.random() * 9_000);
  await createSeller(page.request, headers, {
    number: sellerNumber,
    name: 'Protokoll-Verkäuferin',
  });
  const created = await page.request.post('/api/admin/products', {
    headers,
    data: {
      category: 'Kleidung',
      name: 'Protokollkleid',
      brand: 'H&M',
      size: 98,
      price: 8.5,
      condition: 'Gut',
      season: 'Sommer',
      sellerNumber,
      storageLocation: null,
    },
  });
  expect(created.status()).toBe(201);
  const { itemNumber } = (await created.json()) as { itemNumber: number };
  const itemSentence = `Artikel ${itemNumber} „Protokollkleid H&M Gr. 98“ angelegt, Preis 8,50\u00a0€, Verkäufer ${sellerNumber}`;

  await signInAsAdmin(page, email);
  await page.goto('/admin/protokoll');
  const changes = page.getByLabel('Änderungen').filter({ visible: true });
  const rows = changes.locator(':scope > li, tbody > tr').filter({ visible: true });
  await expect(rows.filter({ hasText: itemSentence })).toHaveCount(1);
  // The path is there for the curious, folded away; the sentence is what she reads.
  await expect(rows.getByText('/api/admin/products', { exact: false }).first()).toBeHidden();

  // The item number typed in: only this item's changes, the filter in the URL.
  await page.getByLabel('Artikelnummer').fill(String(itemNumber));
  await expect(page).toHaveURL(new RegExp(`[?&]item=${itemNumber}(&|$)`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(itemSentence);

  // The seller's button on the entry: her own creation and her item's.
  await page.getByLabel('Artikelnummer').fill('');
  await rows
    .filter({ hasText: itemSentence })
    .getByRole('button', { name: `Nur Verkäufer ${sellerNumber} zeigen` })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]seller=${sellerNumber}(&|$)`));
  await expect(page.getByLabel('Verkäufernummer')).toHaveValue(String(sellerNumber));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(
    `Verkäufer ${sellerNumber} (Protokoll-Verkäuferin) angelegt`,
  );
  await page.screenshot({ path: testInfo.outputPath('protokoll-verkaeufer.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // A reload keeps the filters; today in Berlin keeps both, another day none.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  await page.getByLabel('Tag').fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]day=${today}(&|$)`));
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Tag').fill('2020-01-01');
  await expect(page.getByText('Keine Änderungen zu diesen Filtern.')).toBeVisible();

  await page.getByRole('link', { name: 'Alle Filter löschen' }).click();
  await expect(page).toHaveURL(/\/admin\/protokoll$/);
  await expect(rows.filter({ hasText: itemSentence })).toHaveCount(1);
});
