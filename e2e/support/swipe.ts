import type { BrowserContext, Page } from '@playwright/test';

/**
 * A finger's swipe along a line, from `from` to `to` at height `y` (page pixels), as a phone's
 * touch input reaches Chromium: about one event per frame.
 */
export async function swipeByTouch(
  page: Page,
  context: BrowserContext,
  { from, to, y }: { from: number; to: number; y: number },
): Promise<void> {
  const steps = 8;
  const cdp = await context.newCDPSession(page);
  const touch = (type: string, touchPoints: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints } as never);
  await touch('touchStart', [{ x: from, y }]);
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', [{ x: from + ((to - from) * step) / steps, y }]);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', []);
  await cdp.detach();
}
