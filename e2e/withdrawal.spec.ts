import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.describe('withdrawal function (§ 356a BGB)', () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("'Vertrag widerrufen' opens the form, 'Widerruf bestätigen' sends it and shows the receipt", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL(/\/widerruf#vertrag-widerrufen$/);

    const submit = page.getByRole('button', { name: 'Widerruf bestätigen' });
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
    await expect(page.getByLabel('Dein Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Dein Name').fill('Erika Beispiel');
    await page.getByLabel('Bestellnummer').fill('1001');
    await page.getByLabel('E-Mail-Adresse für die Eingangsbestätigung').fill('erika@example.de');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Dein Widerruf ist am' }),
    ).toBeVisible();
  });
});
