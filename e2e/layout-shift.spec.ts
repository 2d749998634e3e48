import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';

// "No layout shift" (issue 3): Cumulative Layout Shift, summed over the whole visit (stricter
// than the session windows of the web-vitals metric), stays below 0.1 on home, a listing while
// it is scrolled and loads more, and a product page. Every picture reserves its box up front.

/** Waits until every picture in view that the browser has started to fetch has arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const pending = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          // Lazy pictures out of view (below the fold, hidden carousel slides) are not fetched.
          const box = image.getBoundingClientRect();
          const inView =
            box.bottom > 0 &&
            box.top < window.innerHeight &&
            box.right > 0 &&
            box.left < window.innerWidth;
          return inView && image.currentSrc !== '' && !image.complete;
        })
        .map((image) => image.currentSrc),
    );
  await expect.poll(pending, { timeout: 15_000 }).toEqual([]);
  // Shifts are reported after the frame they happen in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
}

async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.1);
}

/** Every picture keeps its box before its file arrives: width and height, or an aspect ratio. */
async function expectSizedImages(page: Page): Promise<void> {
  const unsized = await page.evaluate(() =>
    [...document.images]
      .filter(
        (image) =>
          !(image.getAttribute('width') && image.getAttribute('height')) &&
          getComputedStyle(image).aspectRatio === 'auto',
      )
      .map((image) => image.outerHTML.slice(0, 160)),
  );
  expect(unsized, 'pictures without width and height').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page, { fromFirstPaint: true });
});

test('home: no layout shift while it loads and scrolls to the marquee', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  // The new-in-shop band comes with the page; its copy for the endless loop is added later,
  // out of view to the right.
  await page.getByRole('region', { name: 'Neu im Shop' }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('region', { name: 'Neu im Shop' }).getByRole('article').first(),
  ).toBeVisible();
  await settle(page);
  await expectSizedImages(page);
  await expectNoLayoutShift(page);
});

test('listing: no layout shift while it loads, scrolls and loads more', async ({ page }) => {
  await page.goto('/shop/kleidung');
  await expect(page.getByRole('status').filter({ hasText: /\d+ Artikel/ })).toBeVisible();
  await settle(page);
  const cards = page.getByRole('main').getByRole('article');
  const before = await cards.count();
  // Scrolled like a reader: the next page is asked for 600 px ahead and arrives below the view.
  // (Flinging straight to the very end before it arrives moves the 'Mehr laden' button and the
  // footer once the page lands: that case is not measured here.)
  for (let step = 0; step < 40 && (await cards.count()) === before; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
  }
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  await settle(page);
  await expectSizedImages(page);
  await expectNoLayoutShift(page);
});

test('product page: no layout shift while it loads', async ({ page }) => {
  const response = await page.request.get('/api/products?category=Kleidung&pageSize=1');
  const [product] = (await response.json()).products as { itemNumber: number }[];
  if (!product) throw new Error('the demo shop has no clothing');
  await page.goto(`/product/${product.itemNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await expectSizedImages(page);
  await expectNoLayoutShift(page);
});
