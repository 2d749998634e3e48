import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.describe('placeholder screen', () => {
  test('/mieten shows the placeholder', async ({ page }) => {
    await page.goto('/mieten');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hier entsteht gerade etwas Schönes' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Mieten | Kinderkiste');
    await expectNoSeriousA11yViolations(page);
  });

  test('/shop/tonies lists the Tonies for sale (the placeholder only while there are none)', async ({
    page,
  }) => {
    await page.goto('/shop/tonies');
    await expect(page.getByRole('heading', { level: 1, name: 'Tonies' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Tonies' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveTitle('Tonies | Kinderkiste');
    await expectNoSeriousA11yViolations(page);
  });
});
