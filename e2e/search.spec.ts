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

test("a suggestion's number is the number of results its search shows", async ({
  page,
}, testInfo) => {
  // "h&m Kleid · Artikel · 7" once led to 2 results (issue 32): each number is counted now by
  // the search it leads to. Tried for every suggestion of a brand and a started word.
  for (const typed of ['h&m k', 'mü']) {
    await page.goto(paths.home.getHref());
    let field = await openSearch(page, testInfo);
    await field.click();
    await field.pressSequentially(typed, { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
    await expect(list.getByRole('option').first()).toBeVisible();
    if (typed === 'h&m k') await screenshot(page, testInfo, 'search-suggestions-counted');
    const offered = (await list.getByRole('option').allInnerTexts()).slice(0, 3);
    expect(offered.length).toBeGreaterThan(0);
    for (const [index, text] of offered.entries()) {
      const [, query, count] = /^(.+?)\s+(?:Marke|Artikel|Größe) · (\d+)$/s.exec(text.trim())!;
      expect(query, text).toMatch(new RegExp(`^${typed.slice(0, 2)}`, 'i'));
      if (index > 0) {
        await page.goto(paths.home.getHref());
        field = await openSearch(page, testInfo);
        await field.click();
        await field.pressSequentially(typed, { delay: 30 });
      }
      await list.getByRole('option', { name: query!, exact: false }).first().click();
      await expect(page).toHaveURL(/\/suche\?q=/);
      await expect(hits(page)).toHaveText(count === '1' ? '1 Treffer' : `${count} Treffer`);
      const shown = await page
        .getByRole('list', { name: /^Suche: / })
        .getByRole('article')
        .count();
      expect(shown).toBe(Math.min(Number(count), 24));
    }
  }
});

test("the search's size chips are the sizes it finds, by kind: clothing, sleeping bag, head", async ({
  page,
}, testInfo) => {
  const sizesOf = async (group: ReturnType<Page['getByRole']>) =>
    (await group.getByRole('button').allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );

  // A brand with clothes, sleeping bags and hats: each kind under its heading.
  await page.goto(paths.search.getHref('Sterntaler'));
  const groups = page.getByRole('group', { name: 'Größen' });
  await expect(groups).toBeVisible();
  const clothing = groups.getByRole('group', { name: 'Größe', exact: true });
  const head = groups.getByRole('group', { name: 'Kopfumfang' });
  await expect(head.getByRole('button').first()).toBeVisible();
  const headSizes = await sizesOf(head);
  expect(Math.max(...headSizes)).toBeLessThanOrEqual(56);
  const clothingSizes = await sizesOf(clothing);
  expect(clothingSizes.length).toBeGreaterThan(0);
  for (const other of [44, 46, 48, 52, 70, 90]) expect(clothingSizes).not.toContain(other);
  await screenshot(page, testInfo, 'search-size-groups');

  // Hats: head sizes only, and each chip finds something. (No journey enters clothing named
  // "…mütze": it would bring a clothing size into this search.)
  await page.goto(paths.search.getHref('Mütze'));
  const hats = page.getByRole('group', { name: 'Kopfumfang' });
  await expect(hats.getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Größe', exact: true })).toHaveCount(0);
  const [first] = await sizesOf(hats);
  await hats.getByRole('button', { name: new RegExp(`${first}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`groesse=${first}`));
  await expect(hats.getByRole('button', { name: new RegExp(`${first}$`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hits(page)).toHaveText(/^[1-9]\d* Treffer$/);
  await screenshot(page, testInfo, 'search-size-hats');
});

test("the header's search field shows its whole placeholder, on a phone and at every desktop width", async ({
  page,
}, testInfo) => {
  // Issue 32: at 1440 px it read "Suche: Jacke" until the field was given room.
  await page.goto(paths.home.getHref());
  const field = await openSearch(page, testInfo);
  const widths = isMobile(testInfo) ? [390, 360] : [1024, 1100, 1180, 1280, 1366, 1440];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The placeholder's width in the field's own font, against the room its padding leaves.
    const room = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, inner };
    });
    expect(room.inner, `${width} px`).toBeGreaterThanOrEqual(room.text);
  }
  const shot = (name: string) =>
    page.locator('header').screenshot({
      path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    });
  if (isMobile(testInfo)) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('search-header');
  } else {
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot('search-header');
    await page.setViewportSize({ width: 1180, height: 900 });
    await shot('search-header-1180');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the search form sends to the results page, which the server renders',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(paths.home.getHref());
      const field = page.getByRole('combobox', { name: 'Artikel suchen' });
      await field.fill('Muetze');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/suche\?q=Muetze$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Suche: „Muetze“' })).toBeVisible();
      await expect(hits(page)).toHaveText(/^[1-9]\d* Treffer$/);
      await expect(page.getByRole('link', { name: /Mütze/ }).first()).toBeVisible();
      // The size chips are the found hats' head sizes, drawn by the server.
      await expect(
        page.getByRole('group', { name: 'Kopfumfang' }).getByRole('button').first(),
      ).toBeVisible();
    },
  );
});
