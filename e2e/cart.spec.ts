import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import { findDemoProduct } from './support/api.ts';

const EMPTY_CART =
  'Huch, dein Warenkorb ist noch leer. Schnell zugreifen, bevor jemand schneller ist!';

test.describe('cart', () => {
  test('empty cart: the text and a disabled checkout button', async ({ page }, testInfo) => {
    await page.goto('/warenkorb');
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(page.getByText(EMPTY_CART)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'cart-empty');
  });

  test('add, see it dimmed in the listing, remove after confirming: fades and goes after 2 s', async ({
    page,
  }, testInfo) => {
    const product = await findDemoProduct(page);
    await page.goto(`/product/${product.itemNumber}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();

    // The cart survives a reload (localStorage).
    await page.goto('/warenkorb');
    const list = page.getByRole('list', { name: 'Artikel im Warenkorb' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Zwischensumme')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/bestellung/benutzerdaten',
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'cart');

    // Drawer from the header, keyboard: opens, Escape closes, focus returns.
    const cartButton = page.getByRole('button', { name: 'Warenkorb, 1 Artikel' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();

    // Remove: the dialog shows category, brand and size; 'Nein' keeps it, 'Ja' removes it.
    await list.getByRole('button', { name: /entfernen$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Artikel wirklich löschen?' });
    await expect(confirm).toContainText(product.category);
    await expect(confirm).toContainText(/(Gr\.|Hutgr\.)/);
    await confirm.getByRole('button', { name: 'Nein' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Removal tracking waits for consent (e2e/tracking-consent.spec.ts).
    await list.getByRole('button', { name: /entfernen$/ }).click();
    await page
      .getByRole('dialog', { name: 'Artikel wirklich löschen?' })
      .getByRole('button', { name: 'Ja' })
      .click();

    // Still there for a moment (fading), gone after 2 s.
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText(EMPTY_CART)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  });

  test('an item in the cart is dimmed in the listing', async ({ page }) => {
    const product = await findDemoProduct(page);
    await page.goto(`/product/${product.itemNumber}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.goto('/shop/kleidung?sortierung=newest');
    const card = page.locator(`li[data-item-number="${product.itemNumber}"]`);
    const more = page.getByRole('button', { name: 'Mehr laden' });
    for (
      let round = 0;
      round < 10 && (await card.count()) === 0 && (await more.count()) > 0;
      round += 1
    ) {
      await more.click();
    }
    await expect(card.getByText('Im Warenkorb')).toBeVisible();
  });
});
