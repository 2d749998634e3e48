import { expect, test } from './fixtures.ts';

test.describe('a stale page whose code chunk is gone', () => {
  test.use({ allowedConsoleErrors: /status of 404|dynamically imported module/ });

  test('reloads once and shows the page instead of a blank one', async ({ page }) => {
    let failures = 0;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
    await page.route(/\/assets\/faqs-page-[^/]+\.js$/, (route) => {
      if (failures === 0) {
        failures += 1;
        return route.fulfill({ status: 404, body: 'Not Found' });
      }
      return route.fallback();
    });
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'FAQs' }).click();
    await reload;
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
    expect(failures).toBe(1);
  });
});
