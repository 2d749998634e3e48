import { expect, test } from './fixtures.ts';

// The app scrolls like the browser would between its own pages (web/lib/scroll-restoration.ts):
// a new page starts at the top, back returns to where the visitor was, and so does a reload.

test('a new page starts at the top; back and a reload return to where the visitor was', async ({
  page,
}) => {
  await page.goto('/shop/kleidung');
  const cards = page.getByRole('list', { name: 'Kleidung' }).getByRole('article');
  await cards.nth(11).scrollIntoViewIfNeeded();
  const listingY = await page.evaluate(() => window.scrollY);
  expect(listingY).toBeGreaterThan(200);

  // The side menu's link to the FAQs: a page of the app, drawn without a page load.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/kleidung$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 50);

  await page.reload();
  await expect(cards.nth(11)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 50);
});
