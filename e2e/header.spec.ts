import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';

// Issue 19, small things: the header's message rotator keeps every message to one line, so the
// page under it never moves when the message changes; the phone's category row shows all its
// links, or says with a fade and an arrow that there is more to scroll to.

/** Where the page's main content starts, and how tall the rotator's line is. */
const geometry = (page: Page) =>
  page.evaluate(() => ({
    mainTop: Math.round(document.querySelector('main')!.getBoundingClientRect().top),
    rotatorHeight: Math.round(
      document.querySelector('[data-testid="message-rotator"]')!.getBoundingClientRect().height,
    ),
  }));

test.describe('header', () => {
  test('every rotator message on one line: the page does not move when it changes', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/abholstation');
    await page.waitForLoadState('networkidle');
    const rotator = page.getByTestId('message-rotator');
    const first = await geometry(page);
    expect(first.rotatorHeight).toBe(24);
    // Shifts are recorded from here on: while the messages change, not while the page loads
    // (the first load has a journey of its own, layout-shift.spec.ts).
    await recordLayoutShifts(page, { fromFirstPaint: false });

    const seen: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      const text = (await rotator.textContent()) ?? '';
      seen.push(text);
      // The whole message, on one line; a long one glides until its end is in view.
      await expect
        .poll(
          () =>
            rotator.evaluate((line) => {
              const box = line.getBoundingClientRect();
              const words = line.firstElementChild!.getBoundingClientRect();
              return words.height <= box.height && words.right <= box.right + 1;
            }),
          { timeout: 4_000, message: `"${text}" fits or glides into view` },
        )
        .toBe(true);
      if (text.length > 45) await screenshot(page, testInfo, 'header-long-message');
      expect(await geometry(page)).toEqual(first);
      await expect(rotator).not.toHaveText(text, { timeout: 7_000 });
      expect(await geometry(page)).toEqual(first);
    }
    expect(seen.some((text) => text.includes('Abholstation in'))).toBe(true);
    const shifts = await layoutShifts(page);
    expect(shifts, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toEqual([]);
  });

  test('the phone category row shows Sale, or hints that it scrolls', async ({
    page,
  }, testInfo) => {
    const row = page.getByRole('navigation', { name: 'Kategorien mobil' });
    const hint = row.getByTestId('scroll-hint');

    // 390 px: all four fit.
    await page.goto('/shop/kleidung');
    const sale = row.getByRole('link', { name: 'Sale' });
    await expect(sale).toBeInViewport({ ratio: 1 });
    await expect(hint).toBeHidden();
    await screenshot(page, testInfo, 'header-categories');

    // A narrower phone: the row scrolls, the fade and arrow say so until its end is reached.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(hint).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/header-categories-320-${testInfo.project.name}.png`,
      clip: { x: 0, y: 0, width: 320, height: 160 },
    });
    // Swiped to its end.
    await row.getByRole('list').evaluate((list) => list.scrollBy({ left: list.scrollWidth }));
    await expect(sale).toBeInViewport({ ratio: 1 });
    await expect(hint).toBeHidden();
  });
});
