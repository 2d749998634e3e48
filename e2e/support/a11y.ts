import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Fails on serious or critical axe violations (WCAG 2.1 A and AA rules) on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The header's message rotator changes while axe reads the page: mid-fade its text is
  // half-transparent, and a new message replaces the element axe is measuring, which then has no
  // colours at all. A pointer resting on it stops it (as for a reader, WCAG 2.2.2; told by its
  // events, since a banner or dialog may cover it), and reduced motion ends a fade already under
  // way, so axe sees the text as people read it.
  const reducedAlready = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const rotator = page.getByTestId('message-rotator');
  const rotating = await rotator.isVisible();
  if (rotating) await rotator.dispatchEvent('mouseover');
  await page.waitForFunction(() => {
    const line = document.querySelector('[data-testid="message-rotator"]');
    if (line === null) return true;
    if (
      line.getAnimations({ subtree: true }).some((animation) => 'transitionProperty' in animation)
    )
      return false;
    return Number(getComputedStyle(line).opacity) === 1;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: null });
  if (rotating) await rotator.dispatchEvent('mouseout');
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
