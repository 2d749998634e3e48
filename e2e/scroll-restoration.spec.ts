import { expect, test } from './fixtures.ts';

// The app scrolls like the browser would between its own pages (web/lib/scroll-restoration.ts):
// a new page starts at the top, back returns to where the visitor was, and so does a reload.
// "Where she was" is the card she looked at: the listing's cards are drawn when near the screen
// (content-visibility: auto), so the cards above it may be drawn at other heights on the way back,
// and the same pixel offset is a row higher or lower (a clean-clone run missed by 111 px).

test('a new page starts at the top; back and a reload return to where the visitor was', async ({
  page,
}) => {
  await page.goto('/shop/kleidung');
  const cards = page.getByRole('list', { name: 'Kleidung' }).getByRole('article');
  await cards.nth(11).scrollIntoViewIfNeeded();
  // The card by its link (each item's address is its own), not by its place in the list.
  const href = await cards.nth(11).getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/product\/\d+$/);
  const sameCard = cards.filter({ has: page.locator(`a[href="${href}"]`) });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // The side menu's link to the FAQs: a page of the app, drawn without a page load.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/kleidung$/);
  await expect(sameCard).toBeInViewport();

  await page.reload();
  await expect(sameCard).toBeInViewport();
});
