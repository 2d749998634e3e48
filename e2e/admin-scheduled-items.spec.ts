import { expect, test } from './fixtures.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';

// Issue 20: the owner prepares an item on her phone, plans it for a time, and it goes live by
// itself on its minute (decisions 038 and 096) – nobody touches anything in between. On the
// way, the guard rail stops a price of 0 € without a photo until she confirms.

/** The next full minute at least 25 s ahead, as the form's Berlin date and time inputs take it. */
function nextMinuteInBerlin(): { date: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    at,
  };
}

test('a planned item goes live by itself; 0 € without a photo needs a confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const email = `planerin-${project}@e2e.example`;
  createAdmin(email);
  await signInAsAdmin(page, email);

  await page.goto('/admin/neuekleidung');
  const name = `Geplante Latzhose ${project}`;
  await page.getByLabel('Lagerort (Kiste)').fill('Kiste 6');
  await page.getByLabel('Saison').selectOption('Winter');
  await page.getByLabel('Bezeichnung').fill(name);
  await page.getByLabel('Größe').selectOption('86');
  await page.getByLabel('Zustand').selectOption('Gut');
  await page.getByLabel('Preis in €').fill('0');
  await page.getByLabel('Mängel (optional)').fill('kleiner Fleck am Ärmel');

  // The guard rail names both surprises and lets her go back.
  await page.getByRole('button', { name: 'Artikel online stellen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bitte bestätigen' });
  await expect(confirm).toContainText('Wirklich für 0,00 € einstellen?');
  await expect(confirm).toContainText('Wirklich ohne Foto einstellen?');
  await page.screenshot({ path: `test-results/screenshots/guard-rail-${project}.png` });
  await confirm.getByRole('button', { name: 'Zurück' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Artikelnummer \d+$/)).toHaveCount(0);

  // A real price, planned for the next full minute (Berlin time).
  await page.getByLabel('Preis in €').fill('6,50');
  await page.getByLabel('Planen').check();
  await expect(page.getByLabel('Datum')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const planned = nextMinuteInBerlin();
  await page.getByLabel('Datum').fill(planned.date);
  await page.getByLabel('Uhrzeit (Berlin)').fill(planned.time);
  await page.getByRole('button', { name: 'Planen' }).click();
  await expect(confirm).toContainText('Wirklich ohne Foto einstellen?');
  await expect(confirm).not.toContainText('0,00 €');
  await confirm.getByRole('button', { name: 'Ja, einstellen' }).click();
  await expect(page.getByText(/^Der Artikel geht am .+, \d\d:\d\d online\.$/)).toBeVisible();
  const numberText = await page.getByText(/^Artikelnummer \d+$/).textContent();
  const itemNumber = Number(/\d+/.exec(numberText ?? '')?.[0]);
  expect(itemNumber).toBeGreaterThan(0);

  // Not in the shop yet, but on the dashboard and in the list as planned.
  expect((await page.request.get(`/api/products/${itemNumber}`)).status()).toBe(404);
  await page.goto('/admin/dashboard');
  const next = page.getByRole('region', { name: 'Geht als Nächstes online' });
  await expect(next).toContainText(`Nr. ${itemNumber}`);
  await page.goto('/admin/products?status=scheduled');
  const row = page.getByRole('listitem').filter({ hasText: `Nr. ${itemNumber}` });
  await expect(row).toContainText('geplant für');
  await expect(row).toContainText('Kiste 6');
  await expect(row).not.toContainText('Kiste Kiste');
  await page.screenshot({ path: `test-results/screenshots/planned-list-${project}.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // Nobody does anything: it goes live on its minute, not when the minute job gets round to it
  // (up to 30 s later), and the listing shows it.
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/products?category=Kleidung&pageSize=60');
        const body = (await response.json()) as { products: { itemNumber: number }[] };
        return body.products.some((product) => product.itemNumber === itemNumber);
      },
      { timeout: 100_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(planned.at.getTime());
  expect(Date.now() - planned.at.getTime()).toBeLessThan(10_000);

  await page.goto(`/product/${itemNumber}`);
  await expect(page.getByText('Mängel:')).toBeVisible();
  await expect(page.getByText('kleiner Fleck am Ärmel')).toBeVisible();
  await page.screenshot({
    path: `test-results/screenshots/published-${project}.png`,
    fullPage: true,
  });
});
