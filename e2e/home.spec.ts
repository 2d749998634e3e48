import { expect, test } from './fixtures.ts';

const PRICE_NOTICE =
  'Alle Preise sind Endpreise. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
/** German euro amounts: '12,99 €', '1.234,50 €' (Intl puts a no-break space before the sign). */
const EURO_PRICE = /^\d{1,3}(\.\d{3})*,\d{2}[\s\u00a0]€$/;

test.describe('home page', () => {
  test('shows the newest products of the demo shop', async ({ page }, testInfo) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    const newInShop = page.getByRole('region', { name: 'Neu im Shop' });
    const cards = newInShop.getByRole('list', { name: 'Neu im Shop' }).getByRole('article');
    await expect(cards.nth(7)).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    const firstCard = cards.first();
    await expect(firstCard.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(firstCard.getByRole('img')).toBeVisible();
    await expect(newInShop.getByText(EURO_PRICE).first()).toBeVisible();

    await expect(page.getByRole('contentinfo')).toContainText(PRICE_NOTICE);
    await expect(page).toHaveTitle(/Kinderkiste/);

    // Bring every card into view so its lazy picture loads, then screenshot the real layout.
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      await cards.nth(index).scrollIntoViewIfNeeded();
    }
    await expect
      .poll(() =>
        cards
          .getByRole('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `test-results/screenshots/home-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test('unknown paths show the home page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');

    await expect(page).toHaveURL(/\/gibt-es-nicht$/);
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Neu im Shop' }).getByRole('article').first(),
    ).toBeVisible();
  });
});

test.describe('home page when the new products cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('shows the generic error and loads again on retry', async ({ page }) => {
    let failing = true;
    await page.route('**/api/products/newbees', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: {
              error: 'Internal Server Error',
              message: 'Oh da ist leider etwas schief gelaufen :(',
            },
          })
        : route.fallback(),
    );
    await page.goto('/');

    const newInShop = page.getByRole('region', { name: 'Neu im Shop' });
    const alert = newInShop.getByRole('alert');
    await expect(alert).toContainText('Oh da ist leider etwas schief gelaufen :(');

    failing = false;
    await alert.getByRole('button', { name: 'Versuche es erneut' }).click();
    await expect(newInShop.getByRole('article').first()).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
