import type { Page, TestInfo } from '@playwright/test';
import { paths } from '../src/web/lib/paths.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, isMobile, screenshot } from './support/a11y.ts';

// Issue 21, part 1: the shop search (decision 045). Suggestions while typing, typing mistakes
// forgiven, the listing's filters on the results, "Nichts gefunden" with what is close, and a
// results page the server renders, so the form works before the app has started.

async function openSearch(page: Page, testInfo: TestInfo) {
  // Below lg the field opens with the 🔍 button; on a wide screen it is always there.
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Suche', exact: true }).click();
  const field = page.getByRole('combobox', { name: 'Artikel suchen' });
  await expect(field).toBeVisible();
  return field;
}

const hits = (page: Page) => page.getByRole('status').filter({ hasText: /Treffer$/ });

test('a parent types, picks a suggestion and gets results; a typing mistake is forgiven', async ({
  page,
}, testInfo) => {
  await page.goto(paths.home.getHref());
  const field = await openSearch(page, testInfo);
  await field.click();
  await field.pressSequentially('schlaf', { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Suchvorschläge' });
  await expect(suggestions.getByRole('option', { name: /^Schlafsack/ })).toBeVisible();
  await screenshot(page, testInfo, 'search-suggestions');
  await suggestions.getByRole('option', { name: /^Schlafsack/ }).click();

  await expect(page).toHaveURL(/\/suche\?q=Schlafsack$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suche: „Schlafsack“' })).toBeVisible();
  await expect(hits(page)).toHaveText(/^[1-9]\d* Treffer$/);
  await expect(page.getByRole('combobox', { name: 'Artikel suchen' })).toHaveValue('Schlafsack');

  // The listing's order applies and stays beside the search in the URL.
  await page.getByLabel('Sortieren').selectOption('price-asc');
  await expect(page).toHaveURL(/\/suche\?q=Schlafsack&sortierung=price-asc$/);

  // Typed with a mistake and sent with Enter.
  const again = page.getByRole('combobox', { name: 'Artikel suchen' });
  await again.fill('Schlafsak');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/suche\?q=Schlafsak$/);
  await expect(page.getByTestId('search-corrections')).toHaveText(
    'Gesucht wurde nach „schlafsack“ statt „schlafsak“.',
  );
  await expect(hits(page)).toHaveText(/^[1-9]\d* Treffer$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'search-results');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // A result opens its product page.
  await page
    .getByRole('link', { name: /Schlafsack/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test('"Nichts gefunden" offers the nearest sizes, which find something', async ({
  page,
}, testInfo) => {
  await page.goto(paths.search.getHref('Body 99'));
  const nothing = page.getByTestId('nothing-found');
  await expect(nothing.getByRole('heading', { name: 'Nichts gefunden' })).toBeVisible();
  const nearest = nothing.getByRole('link', { name: /^Gr\. \d+ \(\d+\)$/ }).first();
  await expect(nearest).toBeVisible();
  await screenshot(page, testInfo, 'search-nothing-found');
  const label = (await nearest.innerText()).trim();
  const [, size, count] = /^Gr\. (\d+) \((\d+)\)$/.exec(label)!;
  await nearest.click();
  await expect(page).toHaveURL(new RegExp(`/suche\\?q=Body(%20|\\+)${size}$`));
  await expect(hits(page)).toHaveText(`${count} Treffer`.replace(/^1 Treffer$/, '1 Treffer'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form sends to the results page, which the server renders', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the phone opens its field with a button, which needs the app');
    await page.goto(paths.home.getHref());
    const field = page.getByRole('combobox', { name: 'Artikel suchen' });
    await field.fill('Muetze');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=Muetze$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suche: „Muetze“' })).toBeVisible();
    await expect(hits(page)).toHaveText(/^[1-9]\d* Treffer$/);
    await expect(page.getByRole('link', { name: /Mütze/ }).first()).toBeVisible();
  });
});
