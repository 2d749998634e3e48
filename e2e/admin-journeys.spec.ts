import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { ADMIN_PASSWORD, createAdmin, openFromAdminNav, signInAsAdmin } from './support/admin.ts';

// Admin journeys against the real server of playwright.config.ts: an admin created with the CLI
// (same data directory and database port as the server), then everything through the UI.

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 240, channels: 3, background: '#3a9d7f' } })
    .png()
    .toBuffer();
}

test.describe('admin', () => {
  let email = '';
  let sellerNumber = 0;

  test.beforeAll(() => {
    const project = test.info().project.name;
    email = `admin-${project}@e2e.example`;
    sellerNumber = project === 'mobile' ? 9101 : 9102;
    createAdmin(email);
  });

  test.describe('sign-in errors', () => {
    test.use({ allowedConsoleErrors: /status of 40[13]/ });

    test('guards admin pages, shows German errors, sign-up needs approval', async ({ page }) => {
      await page.goto('/admin/products');
      await expect(page).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Fproducts$/);

      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByText('Bitte gib deine E-Mail-Adresse an.')).toBeVisible();
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByLabel('Passwort').fill('falsches-passwort');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('alert')).toBeVisible();

      const newcomer = `neu-${test.info().project.name}@e2e.example`;
      await page.getByRole('link', { name: 'Konto anlegen' }).click();
      await page.getByLabel('Name').fill('Neue Helferin');
      await page.getByLabel('E-Mail-Adresse').fill(newcomer);
      await page.getByLabel('Passwort').fill('kurz');
      await page.getByRole('button', { name: 'Konto anlegen' }).click();
      await expect(page.getByText(/mindestens 12 Zeichen lang/)).toBeVisible();
      await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Konto anlegen' }).click();
      await expect(page.getByRole('status')).toContainText('freischaltet');

      await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
      await page.getByLabel('E-Mail-Adresse').fill(newcomer);
      await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/signin/);
    });
  });

  test('the article list pages through the demo catalogue', async ({ page }) => {
    await signInAsAdmin(page, email);
    await page.goto('/admin/products');
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pager).toContainText(/Seite 1 von \d+/);
    await expect(pager.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager).toContainText(/Seite 2 von \d+/);
    await expect(pager.getByRole('button', { name: 'Zurück' })).toBeEnabled();
  });

  test('puts an item online, edits it, puts it on sale, deletes another', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, email);

    // A seller of its own, so the sale below touches only this test's item.
    await page.goto('/admin/sellerlist');
    await page.getByRole('button', { name: 'Neuer Verkäufer' }).click();
    await page.getByLabel('Nummer').fill(String(sellerNumber));
    await page.getByLabel('Name').fill('E2E Verkäuferin');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`${sellerNumber} – E2E Verkäuferin`)).toBeVisible();

    await page.goto('/admin/neuekleidung');
    await page.getByTestId('photo-files').setInputFiles({
      name: 'jacke.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    await expect(page.getByText('Hochgeladen')).toBeVisible();
    await page.getByLabel('Verkäufer').selectOption({ label: `${sellerNumber} – E2E Verkäuferin` });
    await page.getByLabel('Lagerort (Kiste)').fill('Kiste E2E');
    await page.getByLabel('Saison').selectOption('Winter');
    await page.getByLabel('Marke').fill('Frugi');
    await page.getByLabel('Bezeichnung').fill('E2E Winterjacke');
    await page.getByLabel('Größe').selectOption('92');
    await page.getByLabel('Zustand').selectOption('Gut');
    await expect(page.getByText(/Vorschlag: \d+,\d\d/)).toBeVisible();
    await page.getByLabel('Preis in €').fill('7,50');
    await page.getByRole('button', { name: 'Artikel online stellen' }).click();

    const numberText = await page.getByText(/^Artikelnummer \d+$/).textContent();
    const itemNumber = Number(/\d+/.exec(numberText ?? '')?.[0]);
    expect(itemNumber).toBeGreaterThan(0);
    // The label is printed right away (decision 073): a PDF named after the item.
    const labelDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Etikett drucken' }).click();
    expect((await labelDownload).suggestedFilename()).toBe(`Etikett-${itemNumber}.pdf`);

    // "Nächster Artikel" keeps box, seller and season.
    await page.getByRole('button', { name: 'Nächster Artikel' }).click();
    await expect(page.getByLabel('Lagerort (Kiste)')).toHaveValue('Kiste E2E');
    await expect(page.getByLabel('Saison')).toHaveValue('Winter');
    await expect(page.getByLabel('Verkäufer')).toHaveValue(String(sellerNumber));

    // A second item, deleted again through the confirmation dialog.
    await page.getByLabel('Bezeichnung').fill('E2E Fehleingabe');
    await page.getByLabel('Größe').selectOption('104');
    await page.getByLabel('Zustand').selectOption('Geliebt');
    await page.getByLabel('Preis in €').fill('2');
    await page.getByRole('button', { name: 'Artikel online stellen' }).click();
    // No photo this time: the guard rail asks first (decision 038).
    await page.getByRole('button', { name: 'Ja, einstellen' }).click();
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('button', { name: 'Artikel löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel wirklich löschen?' });
    await expect(dialog).toContainText('Kleidung');
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    // The shop shows the new item.
    await page.goto(`/product/${itemNumber}`);
    await expect(page.getByText('Frugi').first()).toBeVisible();
    await expect(page.getByText('7,50 €').first()).toBeVisible();

    // Edit: a new price.
    await page.goto(`/admin/products?search=${itemNumber}`);
    await page.getByRole('link', { name: new RegExp(`Nr. ${itemNumber} `) }).click();
    await expect(page.getByRole('heading', { name: `Artikel ${itemNumber}` })).toBeVisible();
    await page.getByLabel('Preis in €').fill('8,00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();

    // Sale for this seller's items: preview first, then apply.
    await page.goto('/admin/sale');
    await page.getByLabel('Rabatt in %').fill('30');
    await page.getByLabel('Verkäufer').selectOption(String(sellerNumber));
    await page.getByRole('button', { name: 'Vorschau' }).click();
    await expect(page.getByText('1 Artikel wird geändert.')).toBeVisible();
    await page.getByRole('button', { name: 'Sale mit 30 % starten' }).click();
    await expect(page.getByText('Fertig: 1 Artikel wurde geändert.')).toBeVisible();

    await page.goto(`/product/${itemNumber}`);
    await expect(page.getByText(/-30\s%/).first()).toBeVisible();
    await expect(page.getByText('5,60 €').first()).toBeVisible();

    // Sign-out leads to the sign-in page and closes the admin area.
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/signin/);
  });
  test('packs an order item by item; the list keeps its state', async ({ page }) => {
    const signInResponse = await page.request.post('/api/users/signin', {
      data: { email, password: ADMIN_PASSWORD },
    });
    const { token } = (await signInResponse.json()) as { token: string };
    const items: { _id: string; itemNumber: number }[] = [];
    for (const name of ['Packtest Hose', 'Packtest Body']) {
      const created = await page.request.post('/api/admin/products', {
        headers: { authorization: `Baerer ${token}` },
        data: {
          category: 'Kleidung',
          name,
          size: 86,
          price: 3,
          condition: 'Gut',
          season: 'Sommer',
          storageLocation: `Packkiste ${test.info().project.name}`,
        },
      });
      expect(created.status()).toBe(201);
      items.push((await created.json()) as { _id: string; itemNumber: number });
    }
    const order = await page.request.post('/api/orders', {
      headers: { userid: randomUUID(), 'idempotency-key': randomUUID() },
      data: {
        productIds: items.map((item) => item._id),
        userData: { firstName: 'Paula', lastName: 'Packtest', emailAddress: 'paula@e2e.example' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    expect(order.ok()).toBe(true);
    const { orderNumber } = (await order.json()) as { orderNumber: number };
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];

    await signInAsAdmin(page, email);
    await page.goto('/admin/packliste');
    const card = page.locator('article').filter({ hasText: `Bestellung ${orderNumber} ` });
    await expect(
      card.getByText(`Packkiste ${test.info().project.name}`, { exact: false }),
    ).toBeVisible();
    const firstItem = card.getByRole('button', { name: new RegExp(`Nr. ${first.itemNumber} `) });
    const secondItem = card.getByRole('button', { name: new RegExp(`Nr. ${second.itemNumber} `) });
    await expect(firstItem).toHaveAttribute('aria-pressed', 'false');
    await firstItem.click();
    await expect(firstItem).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('1/2 gepackt');

    // Leaving and coming back shows the kept list; reloading asks the server again.
    await openFromAdminNav(page, 'Übersicht');
    await page.goto('/admin/packliste');
    await expect(firstItem).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(firstItem).toHaveAttribute('aria-pressed', 'true');
    await expect(secondItem).toHaveAttribute('aria-pressed', 'false');
    await firstItem.click();
    await expect(firstItem).toHaveAttribute('aria-pressed', 'false');
  });
});
