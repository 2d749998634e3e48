import { expect, test } from './fixtures.ts';
import { screenshot, isMobile } from './support/a11y.ts';
import { createAdmin, openFromAdminNav, signInAsAdmin } from './support/admin.ts';

// The admin's own frame (decision 058): a slim bar instead of the shop's header, message bar,
// categories and footer; the navigation as a sheet on a phone and beside the page on a wide
// screen, the Änderungsprotokoll in it; the shop one tap away, where the admin dropdown stays.

test('the admin works in a frame of her own', async ({ page }, testInfo) => {
  const email = `rahmen-${testInfo.project.name}@e2e.example`;
  createAdmin(email);

  // Sign-in: the shop's name leading back, the legal links, none of the shop's frame.
  await page.goto('/admin/signin');
  await expect(page.getByRole('link', { name: /zum Shop$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Kategorien/ })).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }),
  ).toBeVisible();

  await signInAsAdmin(page, email);
  const bar = page.getByRole('banner');
  await expect(bar).toContainText('Übersicht');
  // One slim bar: the page starts right under it.
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(60);
  await expect(page.getByRole('navigation', { name: /^Kategorien/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Warenkorb, 0 Artikel' })).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  expect((await heading.boundingBox())!.y).toBeLessThan(120);
  await screenshot(page, testInfo, 'admin-frame-dashboard');

  if (isMobile(testInfo)) {
    await expect(page.getByRole('navigation', { name: 'Adminbereich' })).toBeHidden();
    await page.getByRole('button', { name: 'Adminmenü öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Adminbereich' });
    await expect(sheet.getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screenshot(page, testInfo, 'admin-frame-menu');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Adminmenü öffnen' })).toBeHidden();
  }

  await openFromAdminNav(page, 'Änderungsprotokoll');
  await expect(page).toHaveURL(/\/admin\/protokoll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
  await expect(bar).toContainText('Änderungsprotokoll');

  // An order belongs to "Bestellungen": the bar says so. The demo shop's shipped DHL order:
  // its state a badge, what she can do verbs, and what a return gives back before she confirms.
  await openFromAdminNav(page, 'Bestellungen');
  // Found by its number: the journeys before this one may have put many orders above it.
  await page.getByRole('searchbox', { name: 'Suche' }).fill('10002');
  await page
    .locator('main')
    .getByRole('link', { name: /^(Nr\. )?10002$/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/orderhistory\/[0-9a-f-]{36}$/);
  await expect(bar).toContainText('Bestellungen');
  const actions = page.getByRole('region', { name: 'Aktionen' });
  await expect(actions.getByRole('button', { name: 'Widerruf erfassen' })).toBeVisible();
  // The state: the badge (a span), not a button.
  await expect(page.locator('main').locator('span', { hasText: /^Versendet$/ })).toBeVisible();
  await screenshot(page, testInfo, 'admin-frame-shipped-order');
  await page.getByRole('button', { name: 'Artikel zurücknehmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rücksendung erfassen' });
  await dialog.getByRole('checkbox').first().check();
  const preview = dialog.getByRole('region', { name: 'Das wird erstattet' });
  await expect(preview).toContainText('Artikel');
  await expect(preview).toContainText(
    /Geld auszahlen \(bar oder per Überweisung\)\s*\d+,\d\d\u00a0€/,
  );
  await screenshot(page, testInfo, 'admin-frame-return-preview');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // A seller's name leads to her page; her new link is copied with one tap.
  await openFromAdminNav(page, 'Verkäufer');
  await page.getByRole('link', { name: /^101 – / }).click();
  await expect(page).toHaveURL(/\/admin\/sellerlist\/101$/);
  await expect(bar).toContainText('Verkäufer');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = page.getByRole('region', { name: 'Verkäuferseite' });
  await panel.getByRole('button', { name: 'Link erstellen' }).click();
  const url = await panel.getByLabel(/Neuer Link/).inputValue();
  expect(url).toMatch(/\/verkaeufer\/[A-Za-z0-9_-]+$/);
  await panel.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(panel.getByRole('status')).toHaveText('Link kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // 'Teilen' only where the browser has a share sheet.
  const canShare = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(panel.getByRole('button', { name: 'Teilen' })).toHaveCount(canShare ? 1 : 0);
  await panel.screenshot({
    path: `test-results/screenshots/admin-frame-seller-link-${testInfo.project.name}.png`,
  });

  // The shop one tap away, with the admin dropdown of its header.
  await bar.getByRole('link', { name: /zum Shop$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();

  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/signin$/);
});
