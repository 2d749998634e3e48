import type { Page } from '@playwright/test';
import { decideConsent, expect, openPhone, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import {
  addToCart,
  chooseDhl,
  choosePayment,
  fillUserData,
  skipOrderNotice,
  startCheckout,
} from './support/checkout.ts';
import { freeDemoItems, type DemoProduct } from './support/api.ts';

// Issue 32, decision 061: while visitor 1 pays for an item, visitor 2 reads that it is reserved,
// not sold, and from when it may be free again; once visitor 1 has paid, it is sold, said once.

const SOLD_TEXT = 'Dieser Artikel ist leider schon verkauft.';

/**
 * A free Tonies item of this project's own (no other journey buys Tonies): the phone takes the
 * cheapest free one, the desktop the second cheapest.
 */
async function pickTonie(page: Page, projectName: string): Promise<DemoProduct> {
  const free = await freeDemoItems(page.request, 'category=Tonies&sort=price-asc&pageSize=60');
  const product = free[projectName === 'mobile' ? 0 : 1];
  if (product === undefined) throw new Error('no free Tonies item');
  return product;
}

/** '14:36 Uhr': the time the shop names, in Berlin, rounded up to the minute. */
function berlinClock(iso: string): string {
  const rounded = new Date(Math.ceil(new Date(iso).getTime() / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(rounded);
  return `${time} Uhr`;
}

async function openAndWaitForApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
}

test('an item being paid for reads as reserved to a second visitor, and as sold once paid', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await skipOrderNotice(page);
  const product = await pickTonie(page, testInfo.project.name);

  // Visitor 2, in a browser of her own (a phone, or a wide screen on the desktop project), puts
  // the item in her cart first.
  const phone =
    testInfo.project.name === 'mobile'
      ? await openPhone(browser)
      : await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await decideConsent(phone);
  const visitor = await phone.newPage();
  await openAndWaitForApp(visitor, `/product/${product.itemNumber}`);
  await visitor.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(visitor.getByRole('button', { name: 'Im Warenkorb – ansehen' })).toBeVisible();

  // Visitor 1 goes through the checkout up to its summary: the item is held for her.
  await addToCart(page, product);
  await startCheckout(page);
  await fillUserData(page, `reserviert-${testInfo.project.name}@example.de`);
  await chooseDhl(page);
  await choosePayment(page, 'PayPal');

  // Visitor 2 finds it held by visitor 1's checkout in the listing.
  await openAndWaitForApp(visitor, '/shop/tonies?sortierung=price-asc');
  const card = visitor
    .getByRole('article')
    .filter({ has: visitor.locator(`a[href*="/product/${product.itemNumber}?"]`) });
  await expect(card).toContainText('Bereits reserviert');
  await expect(card).toContainText(/Evtl. ab \d\d:\d\d Uhr frei/);
  await card.scrollIntoViewIfNeeded();
  await visitor.screenshot({
    path: `test-results/screenshots/reserved-while-paying-card-${testInfo.project.name}.png`,
  });

  // Visitor 1 orders and stays on the payment page.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlungssimulator' })).toBeVisible();

  // Visitor 2 goes to the checkout: her cart's check drops the item and says it is reserved.
  await openAndWaitForApp(visitor, '/warenkorb');
  await visitor.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(
    visitor.getByText(
      /^Die Artikel in deinem Warenkorb wurden aktualisiert\. .* \(Nr\. \d+\) ist bereits reserviert\. Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca\. \d\d:\d\d Uhr wieder frei\.$/,
    ),
  ).toBeVisible();
  await expect(visitor.getByText(/verkauft/)).toHaveCount(0);
  // The toast once it has slid in.
  await expect(visitor.locator('[data-toaster] li')).toHaveCSS('opacity', '1');
  await visitor.screenshot({
    path: `test-results/screenshots/reserved-while-paying-cart-${testInfo.project.name}.png`,
  });
  // The row goes 2 s later.
  await expect(visitor.getByText(/^Huch, dein Warenkorb ist noch leer/)).toBeVisible({
    timeout: 5_000,
  });

  // She opens the item.
  await openAndWaitForApp(visitor, `/product/${product.itemNumber}`);
  const answer = await visitor.request.get(`/api/products/${product.itemNumber}`);
  const { freeAgainAt, isSold } = (await answer.json()) as {
    freeAgainAt: string | null;
    isSold: boolean;
  };
  expect(isSold).toBe(false);
  expect(freeAgainAt).not.toBeNull();
  // The order waits 30 minutes for its payment; the orders' minute frees it then.
  const minutesAhead = (new Date(freeAgainAt!).getTime() - Date.now()) / 60_000;
  expect(minutesAhead).toBeGreaterThan(28);
  expect(minutesAhead).toBeLessThan(32);

  const main = visitor.getByRole('main');
  await expect(main.getByText('Bereits reserviert', { exact: true })).toHaveCount(1);
  await expect(
    main.getByText(
      `Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. ${berlinClock(freeAgainAt!)} wieder frei.`,
    ),
  ).toBeVisible();
  await expect(main.getByText(/verkauft/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  const overflow = await visitor.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(visitor);
  await screenshot(visitor, testInfo, 'reserved-while-paying-product');

  // On her Merkliste it is reserved too, with the same time.
  await main.getByRole('button', { name: 'Auf die Merkliste' }).click();
  await openAndWaitForApp(visitor, '/merkliste');
  const row = visitor.locator(`li[data-item-number="${product.itemNumber}"]`);
  await expect(row).toContainText('Bereits reserviert');
  await expect(row).toContainText(`ab ca. ${berlinClock(freeAgainAt!)} wieder frei`);
  await expect(row).not.toContainText('Leider schon weg');
  await screenshot(visitor, testInfo, 'reserved-while-paying-wish-list');

  // Visitor 1 pays; visitor 2's next look says sold, once.
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page).toHaveURL(/\/bestellung\/erfolgreich\?bestellung=/);
  await openAndWaitForApp(visitor, `/product/${product.itemNumber}`);
  await expect(main.getByText(SOLD_TEXT)).toHaveCount(1);
  await expect(main.getByText('Bereits reserviert')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await screenshot(visitor, testInfo, 'reserved-while-paying-sold');
  await openAndWaitForApp(visitor, '/merkliste');
  await expect(row).toContainText('Leider schon weg');
  await phone.close();
});
