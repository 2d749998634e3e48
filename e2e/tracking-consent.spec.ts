import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, isMobile, screenshot } from './support/a11y.ts';
import { findDemoProduct, type DemoProduct } from './support/api.ts';

// The landing and removal tracking of docs/product.md §7.1 runs only with consent (§4.12, § 25
// TDDDG, decision 035): before it, no tracking call and no tracking id in the browser; after
// 'Akzeptieren' the calls carry a tracking id of their own, never the cart's client id that holds
// reservations; the footer's cookie settings withdraw it, and the id is gone.

test.use({ consentDecided: false });

test.beforeEach(async ({ page }) => {
  // The header's message rotator fades; mid-fade its text fails axe's contrast check at random.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // 'Akzeptieren' also loads the Google tag (GOOGLE_ANALYTICS_ID is set for the journeys): other
  // hosts get an empty local answer, so nothing leaves the machine.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

const TRACKING_ID_KEY = 'kinderkiste-tracking-id';
const CART_KEY = 'kinderkiste-client';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EMPTY_CART =
  'Huch, dein Warenkorb ist noch leer. Schnell zugreifen, bevor jemand schneller ist!';

function recordRequests(page: Page) {
  const tracking: Request[] = [];
  const reviews: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/users\/(opensite|removeproduct)/.test(request.url())) tracking.push(request);
    if (request.url().includes('/api/google/reviews')) reviews.push(request);
  });
  return { tracking, reviews };
}

/** What the shop keeps in localStorage: the tracking id, the cart's client id, every key. */
async function stored(page: Page) {
  return page.evaluate(
    ([trackingKey, cartKey]) => ({
      trackingId: localStorage.getItem(trackingKey),
      cartId: (JSON.parse(localStorage.getItem(cartKey) ?? '{}') as { state?: { id?: string } })
        .state?.id,
      keys: Object.keys(localStorage).sort(),
    }),
    [TRACKING_ID_KEY, CART_KEY] as const,
  );
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Deine Einwilligung' });
}

async function addAndRemove(page: Page, product: DemoProduct): Promise<void> {
  await page.goto(`/product/${product.itemNumber}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('button', { name: 'Im Warenkorb – ansehen' })).toBeVisible();
  await page.goto('/warenkorb');
  const list = page.getByRole('list', { name: 'Artikel im Warenkorb' });
  await list.getByRole('button', { name: /entfernen$/ }).click();
  await page
    .getByRole('dialog', { name: 'Artikel wirklich löschen?' })
    .getByRole('button', { name: 'Ja' })
    .click();
  await expect(page.getByText(EMPTY_CART)).toBeVisible({ timeout: 5_000 });
}

/**
 * The reviews at the home page's foot are asked for when the visitor scrolls there (decision 067).
 * Scrolled like a reader: the first turn of the wheel brings the code of the parts below the first
 * screen (decision 085); scrolled by a script alone, it comes only when the browser has been idle
 * for 3 s.
 */
async function scrollToReviews(page: Page): Promise<void> {
  await page.mouse.wheel(0, 300);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

test('tracking waits for consent, uses an id of its own and stops when withdrawn', async ({
  page,
}, testInfo) => {
  const requests = recordRequests(page);
  const product = await findDemoProduct(page);

  // Before any choice: shopping works, nothing is tracked, no tracking id is stored.
  const firstReviews = page.waitForRequest('**/api/google/reviews/');
  await page.goto('/');
  await scrollToReviews(page);
  expect((await firstReviews).headers()['userid']).toBeUndefined();
  await addAndRemove(page, product);
  await expect(banner(page)).toBeVisible({ timeout: 8_000 });
  expect(requests.tracking.map((request) => request.url())).toEqual([]);
  const before = await stored(page);
  expect(before.trackingId).toBeNull();
  expect(before.cartId).toMatch(UUID);
  expect(before.keys).toEqual([CART_KEY]);
  expect(requests.reviews.every((request) => request.headers()['cart'] === undefined)).toBe(true);

  // The banner and the settings name the shop's own statistics as a service of its own.
  await expect(banner(page)).toContainText('Shop-Statistik (nur bei uns)');
  await screenshot(page, testInfo, 'tracking-consent-banner');

  // 'Akzeptieren': the landing of this page load is tracked at once, with a new tracking id.
  const landing = page.waitForRequest('**/api/users/opensite');
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  const openSite = await landing;
  const accepted = await stored(page);
  expect(accepted.trackingId).toMatch(UUID);
  expect(accepted.trackingId).not.toBe(accepted.cartId);
  expect(openSite.headers()['userid']).toBe(accepted.trackingId);
  expect(openSite.headers()['page']).toBe('/warenkorb');

  // A removal is tracked with the same id; the cart's client id stays out of tracking.
  const removal = page.waitForRequest('**/api/users/removeproduct');
  await addAndRemove(page, product);
  const removeProduct = await removal;
  expect(removeProduct.headers()['userid']).toBe(accepted.trackingId);
  expect(removeProduct.headers()['productid']).toBe(product._id);
  expect(removeProduct.headers()['cart']).toContain(product._id);
  expect(removeProduct.headers()['page']).toBe('/warenkorb');
  const reviews = page.waitForRequest('**/api/google/reviews/');
  await page.goto('/');
  await scrollToReviews(page);
  expect((await reviews).headers()['userid']).toBe(accepted.trackingId);
  for (const request of requests.tracking) {
    expect(request.headers()['userid']).toBe(accepted.trackingId);
  }

  // Withdrawn in the footer's cookie settings: the id is gone and nothing is tracked any more.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  const statistics = settings.getByRole('switch', { name: /Shop-Statistik \(nur bei uns\)/ });
  await expect(statistics).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  if (isMobile(testInfo)) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await screenshot(page, testInfo, 'tracking-consent-settings');
  await statistics.uncheck();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toBeHidden();
  expect((await stored(page)).trackingId).toBeNull();

  const trackedSoFar = requests.tracking.length;
  const afterWithdrawal = page.waitForRequest('**/api/google/reviews/');
  await page.goto('/');
  await scrollToReviews(page);
  expect((await afterWithdrawal).headers()['userid']).toBeUndefined();
  await addAndRemove(page, product);
  expect(requests.tracking).toHaveLength(trackedSoFar);
  expect((await stored(page)).trackingId).toBeNull();
});
