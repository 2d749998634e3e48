import { expect, test } from './fixtures.ts';
import { isMobile } from './support/a11y.ts';

test.describe('layout', () => {
  test('side menu: keyboard opens it, links lead on, Escape closes it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    // Its code loads on this first opening; focus still moves into it.
    await expect(menu.getByRole('button', { name: 'Schließen' })).toBeFocused();
    for (const name of [
      'Accessoires',
      'Kleidung',
      'Schlafsäcke',
      'Über uns',
      'Kleidung verkaufen',
      'Abholstation',
      'FAQs',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The web-app page is not offered on phones.
    if (isMobile(testInfo)) await expect(menu.getByRole('link', { name: 'Web-App' })).toBeHidden();
    else await expect(menu.getByRole('link', { name: 'Web-App' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Anmelden/ })).toHaveAttribute(
      'href',
      '/admin/signin',
    );

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(menu).toBeHidden();
  });

  test('header: category links, message rotator under 1270 px, wide bar from 1270 px', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {
      name: isMobile(testInfo) ? 'Kategorien mobil' : 'Kategorien',
    });
    await nav.getByRole('link', { name: 'Schlafsäcke' }).click();
    await expect(page).toHaveURL(/\/shop\/schlafsack$/);

    const rotator = page.getByTestId('message-rotator');
    const wideBar = page.getByRole('list', { name: 'Unsere Versprechen' });
    if (isMobile(testInfo)) {
      await expect(rotator).toBeVisible();
      await expect(wideBar).toBeHidden();
      const first = await rotator.innerText();
      await expect(rotator).not.toHaveText(first, { timeout: 8_000 });
      await page.getByRole('button', { name: 'Hinweise anhalten' }).click();
      await expect(
        page.getByRole('button', { name: 'Hinweise weiterlaufen lassen' }),
      ).toBeVisible();
    } else {
      await expect(wideBar).toBeVisible();
      await expect(wideBar).toContainText('4,99\u00a0€');
      await expect(wideBar).toContainText('14 Tage Rückgaberecht');
      await expect(rotator).toBeHidden();
    }
  });

  test.describe('on a phone with reduced motion', () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

    test('the message rotator switches without a moment of hidden text', async ({ page }) => {
      await page.goto('/');
      const rotator = page.getByTestId('message-rotator');
      await rotator.evaluate((element) => {
        const record = window as unknown as { rotatorHidden: boolean };
        record.rotatorHidden = false;
        new MutationObserver(() => {
          if (element.classList.contains('opacity-0')) record.rotatorHidden = true;
        }).observe(element, { attributes: true });
      });
      const first = await rotator.innerText();
      await expect(rotator).not.toHaveText(first, { timeout: 8_000 });
      expect(
        await page.evaluate(() => (window as unknown as { rotatorHidden: boolean }).rotatorHidden),
      ).toBe(false);
    });
  });

  test('footer: legal links, social links, cookie settings', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Rechtliches' });
    for (const [name, href] of [
      ['AGB', '/agb'],
      ['Datenschutz', '/dsgvo'],
      ['Impressum', '/impressum'],
      ['Widerrufsbelehrung', '/widerruf'],
      ['Zahlung & Versand', '/zahlung-versand'],
    ] as const) {
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = page.getByRole('navigation', { name: 'Soziale Netzwerke' });
    await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      /instagram/,
    );
    await expect(social.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook/,
    );

    await legal.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Zustimmen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('admins see the admin menu with all its entries', async ({ page }) => {
    await page.route('**/api/users/auth', (route) => route.fulfill({ json: { isAdmin: true } }));
    await page.addInitScript(() => {
      localStorage.setItem(
        'kinderkiste-user',
        JSON.stringify({ state: { userInfo: { email: 'a@b.de', token: 't' } }, version: 0 }),
      );
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Admin' }).click();
    const menu = page.getByRole('menu');
    for (const name of [
      'Übersicht',
      'Nutzer-Tracking',
      'Neue Kleidung',
      'Neuer Schlafsack',
      'Neues Accessoire',
      'Artikelliste',
      'Preise und Faktoren',
      'Bestellhistorie',
      'Berichte',
      'Sale',
      'Verkäuferliste',
      'Aussortierliste',
      'Markeninfo-Liste',
      'Abmelden',
    ]) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Signing out from the header forgets the admin and leads to the sign-in page
    // (docs/product.md §4.1).
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    const stored = await page.evaluate(() => localStorage.getItem('kinderkiste-user'));
    expect(JSON.parse(stored ?? '{}').state.userInfo).toBeNull();
  });

  test('visitors without an admin token see no admin menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  });
});
