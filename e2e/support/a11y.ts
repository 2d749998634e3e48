import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Fails on serious or critical axe violations (WCAG 2.1 A and AA rules) on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Mid-fade, the header's message rotator has half-transparent text that axe rates as low
  // contrast. With reduced motion it switches at once, without a fade or a moment of hidden
  // text, so axe sees the text as people read it between fades.
  const reducedAlready = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A fade already under way when motion is reduced may still be between its ends for a frame.
  await page.waitForFunction(() => {
    const rotator = document.querySelector('[data-testid="message-rotator"]');
    if (rotator === null) return true;
    // A fade that has just begun still reads opacity 1: wait until none runs at all.
    if (
      rotator
        .getAnimations({ subtree: true })
        .some((animation) => 'transitionProperty' in animation)
    ) {
      return false;
    }
    const opacity = Number(getComputedStyle(rotator).opacity);
    return opacity === 0 || opacity === 1;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: null });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** A full-page screenshot under test-results/screenshots/{name}-{project}.png, for a human to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The project's viewport is a phone (390 px). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}
