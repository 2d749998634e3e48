import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';

// Every content page: its heading, its German text, the page head, no serious axe violations.
const PAGES = [
  {
    path: '/ueber-uns',
    heading: 'Über uns',
    title: 'Über uns',
    text: 'Jedes Teil ein Einzelstück',
  },
  { path: '/webapp', heading: 'Web-App', title: 'Web-App', text: 'Zum Home-Bildschirm' },
  { path: '/impressum', heading: 'Impressum', title: 'Impressum', text: 'Angaben gemäß § 5 DDG' },
  { path: '/agb', heading: 'Allgemeine Geschäftsbedingungen', title: 'AGB', text: '§ 19 UStG' },
  {
    path: '/dsgvo',
    heading: 'Datenschutzerklärung',
    title: 'Datenschutz',
    text: 'Wenn du bei uns verkaufst',
  },
  {
    path: '/widerruf',
    heading: 'Widerrufsbelehrung',
    title: 'Widerrufsbelehrung',
    text: 'Muster-Widerrufsformular',
  },
  { path: '/faqs', heading: 'Häufige Fragen', title: 'FAQs', text: 'Wie viel kostet der Versand?' },
  { path: '/abholstation', heading: 'Abholstation', title: 'Abholstation', text: 'Öffnungszeiten' },
  {
    path: '/zahlung-versand',
    heading: 'Zahlung & Versand',
    title: 'Zahlung & Versand',
    text: '4,99\u00a0€',
  },
  {
    path: '/verkaufen',
    heading: 'Kleidung verkaufen',
    title: 'Kleidung verkaufen',
    text: 'So funktioniert’s',
  },
  {
    path: '/kommissionsbedingungen',
    heading: 'Kommissionsbedingungen',
    title: 'Kommissionsbedingungen',
    text: 'Fassung vom',
  },
  {
    path: '/green-week',
    heading: 'Green Week',
    title: 'Green Week',
    text: 'für jede Bestellung einen Baum',
  },
] as const;

test.describe('content pages', () => {
  for (const entry of PAGES) {
    test(`${entry.path} shows its German text`, async ({ page }, testInfo) => {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(page.getByRole('main').getByText(entry.text).first()).toBeVisible();
      await expect(page).toHaveTitle(`${entry.title} | Kinderkiste`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${entry.path}$`),
      );
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, `content${entry.path.replace(/\//g, '-')}`);
    });
  }

  test('Impressum shows the configured identity with the demo marked', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByText(/Beispieldaten/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  });

  test('Widerrufsbelehrung has the 14-day period, the return costs and the model form', async ({
    page,
  }) => {
    await page.goto('/widerruf');
    await expect(page.getByText(/binnen 14 Tagen/).first()).toBeVisible();
    await expect(
      page.getByText('Du trägst die unmittelbaren Kosten der Rücksendung der Waren.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vertrag widerrufen' })).toBeVisible();
    await expect(page.getByText('(*) Unzutreffendes streichen.')).toBeVisible();
  });

  test('FAQs open and close with the keyboard', async ({ page }) => {
    await page.goto('/faqs');
    const question = page.getByText('Wie viel kostet der Versand?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Innerhalb Deutschlands kostet der Versand 4,99/)).toBeVisible();
  });

  test('the pickup map loads only after consent', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Karte</title><p>Karte</p>',
      }),
    );
    await page.goto('/abholstation');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Karte laden' }).click();
    await expect(page.locator('iframe[title="Karte der Abholstation"]')).toBeVisible();
    // The consent is kept and can be withdrawn in the cookie settings.
    await page.reload();
    await expect(page.locator('iframe[title="Karte der Abholstation"]')).toBeVisible();
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page
      .getByRole('dialog', { name: 'Cookie-Einstellungen' })
      .getByRole('button', { name: 'Ablehnen' })
      .click();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
