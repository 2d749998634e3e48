import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN_PASSWORD, createAdmin } from './support/admin.ts';

// Closing mode (docs/product.md §1.3) runs against a second build made with VITE_CLOSING_MODE=true
// and its own server (playwright.config.ts, the 'closing-*' projects): every public path leads to
// the goodbye page; admin and order paths stay; a hidden logo gesture opens the admin.

const GOODBYE_HEADING = 'Danke für die schöne Zeit!';
const ORDER_ID = '00000000-0000-4000-8000-000000000000';

async function expectGoodbye(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auf-wiedersehen$/);
  await expect(page.getByRole('heading', { level: 1, name: GOODBYE_HEADING })).toBeVisible();
  await expect(page.getByText('hat seine Türen geschlossen')).toBeVisible();
  await expect(page).toHaveTitle(/^Auf Wiedersehen/);
}

// Unknown products and orders answer 404 in this empty shop.
test.use({ allowedConsoleErrors: /status of 40[14]/ });

test('every public path leads to the goodbye page', async ({ page }) => {
  for (const path of [
    '/',
    '/shop/kleidung',
    '/shop/kleidung?sale',
    '/shop/kleidung/product/1001',
    '/product/1001',
    '/warenkorb',
    '/faqs',
    '/gibt-es-nicht',
  ]) {
    await page.goto(path);
    await expectGoodbye(page);
  }
  await expect(page.getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('the legal pages stay open and the goodbye page links them', async ({ page }) => {
  await page.goto('/');
  await expectGoodbye(page);
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  await legal.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  // The withdrawal function stays for the whole withdrawal period (§ 356a BGB).
  await page.goto('/widerruf');
  await expect(page).toHaveURL(/\/widerruf$/);
  await expect(page.getByText(GOODBYE_HEADING)).toHaveCount(0);
  for (const path of ['/dsgvo', '/agb']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(GOODBYE_HEADING)).toHaveCount(0);
  }
});

test('admin and order paths are not redirected', async ({ page }) => {
  await page.goto('/admin/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeVisible();
  for (const path of [`/bestellung/${ORDER_ID}`, `/order/${ORDER_ID}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The order page itself answers: this order does not exist (no goodbye page).
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(GOODBYE_HEADING)).toHaveCount(0);
  }
});

test('5 quick clicks on the logo open the admin dashboard', async ({ page }, testInfo) => {
  const email = `closing-${testInfo.project.name}@e2e.example`;
  createAdmin(email, 'closing');
  await page.goto('/');
  await expectGoodbye(page);
  const logo = page.getByTestId('goodbye-logo');
  // Four clicks are not enough.
  for (let click = 0; click < 4; click++) await logo.click();
  await expect(page).toHaveURL(/\/auf-wiedersehen$/);
  await logo.click();
  await expect(page).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Fdashboard$/);

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(GOODBYE_HEADING)).toHaveCount(0);
});

test('pressing the logo for 5 seconds opens the admin too', async ({ page }) => {
  await page.goto('/');
  await expectGoodbye(page);
  const box = await page.getByTestId('goodbye-logo').boundingBox();
  if (!box) throw new Error('the logo has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/auf-wiedersehen$/);
  await expect(page).toHaveURL(/\/admin\/signin/, { timeout: 5_000 });
  await page.mouse.up();
});
