import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.describe('placeholder screen', () => {
  for (const path of ['/mieten', '/shop/tonies']) {
    test(`${path} shows the placeholder`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hier entsteht gerade etwas Schönes' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Bald verfügbar | Kinderkiste');
      await expectNoSeriousA11yViolations(page);
    });
  }
});
