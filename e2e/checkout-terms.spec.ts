import type { Page } from '@playwright/test';
import { paymentMethodLabel, type PaymentMethodId } from '../src/domain/catalog.ts';
import { DELIVERY_AREA_NOTICE } from '../src/domain/legal-terms.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, isMobile, screenshot } from './support/a11y.ts';
import { addToCart, pickProduct, skipOrderNotice, slotOf } from './support/checkout.ts';

// § 312j Abs. 1 BGB (docs/product.md §10.1, decision 035): the accepted payment methods and the
// delivery restriction are shown when checkout starts, on the cart page and on the first checkout
// step, in the pages' HTML as the server sends them; and the checkout works without any consent.

const TRACKING_ID_KEY = 'kinderkiste-tracking-id';
const CART_KEY = 'kinderkiste-client';

/** The shop's offered payment methods, as the terms list them. */
async function offeredLabels(page: Page): Promise<string> {
  const response = await page.request.get('/api/site');
  const site = (await response.json()) as { paymentMethods: PaymentMethodId[] };
  return site.paymentMethods.map(paymentMethodLabel).join(', ');
}

/** The text of a page as the server sends it, without running any script. */
async function serverText(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(await response.text())?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function expectWithinPhoneWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0);
}

test.describe('payment methods and delivery area when checkout starts', () => {
  test('the server sends them in the HTML of the cart and of the first checkout step', async ({
    page,
  }) => {
    const methods = await offeredLabels(page);
    for (const url of ['/warenkorb', '/bestellung/benutzerdaten']) {
      const text = await serverText(page, url);
      expect(text, url).toContain(`Du kannst bezahlen mit: ${methods}.`);
      expect(text, url).toContain(DELIVERY_AREA_NOTICE);
    }
  });

  test('cart and first step show them; the checkout reserves with the cart id and needs no consent', async ({
    page,
  }, testInfo) => {
    await skipOrderNotice(page);
    const methods = await offeredLabels(page);
    const tracking: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/users\/(opensite|removeproduct)/.test(request.url()))
        tracking.push(request.url());
    });
    const product = await pickProduct(page, slotOf(testInfo, 12));
    await addToCart(page, product);

    await page.goto('/warenkorb');
    const cartTerms = page.getByRole('region', { name: 'Zahlung und Lieferung' });
    await expect(cartTerms).toContainText(`Du kannst bezahlen mit: ${methods}.`);
    await expect(cartTerms).toContainText(DELIVERY_AREA_NOTICE);
    await expect(
      cartTerms.getByRole('link', { name: 'Zahlung & Versand im Detail' }),
    ).toHaveAttribute('href', '/zahlung-versand');
    await expectNoSeriousA11yViolations(page);
    if (isMobile(testInfo)) await expectWithinPhoneWidth(page);
    await screenshot(page, testInfo, 'checkout-terms-cart');

    // Into checkout: the first step shows the same terms above the form; the reservation is
    // made with the cart's client id, although the visitor has consented to nothing.
    const reservation = page.waitForRequest(
      (request) => request.url().endsWith('/api/reservation') && request.method() === 'PUT',
    );
    await page.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/bestellung\/benutzerdaten$/);
    const reserved = await reservation;
    expect((await reserved.response())?.status()).toBe(200);
    const stored = await page.evaluate(
      ([trackingKey, cartKey]) => ({
        trackingId: localStorage.getItem(trackingKey),
        cartId: (JSON.parse(localStorage.getItem(cartKey) ?? '{}') as { state?: { id?: string } })
          .state?.id,
      }),
      [TRACKING_ID_KEY, CART_KEY] as const,
    );
    expect(reserved.headers()['userid']).toBe(stored.cartId);
    expect(stored.trackingId).toBeNull();

    const stepTerms = page.getByRole('region', { name: 'Zahlung und Lieferung' });
    await expect(stepTerms).toContainText(`Du kannst bezahlen mit: ${methods}.`);
    await expect(stepTerms).toContainText(DELIVERY_AREA_NOTICE);
    await expect(page.getByRole('form', { name: 'Deine Daten' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (isMobile(testInfo)) await expectWithinPhoneWidth(page);
    await screenshot(page, testInfo, 'checkout-terms-user-data');

    // Landing on the first step: the server's frame with the terms, then the step itself, with
    // no mismatch between the two (the fixture fails on one) and the reservation renewed.
    const renewal = page.waitForRequest(
      (request) => request.url().endsWith('/api/reservation') && request.method() === 'PUT',
    );
    await page.goto('/bestellung/benutzerdaten');
    await renewal;
    await expect(page.getByRole('form', { name: 'Deine Daten' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Zahlung und Lieferung' })).toBeVisible();
    await expect(page.getByText('Dein Warenkorb wird geladen …')).toHaveCount(0);

    // Back to the cart cancels the reservation, so the item is free for the next run.
    const release = page.waitForRequest(
      (request) => request.url().endsWith('/api/reservation') && request.method() === 'DELETE',
    );
    await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
    await release;

    expect(tracking, 'no tracking without consent').toEqual([]);
  });

  test('landing on the first step with an empty cart leads back to the cart', async ({ page }) => {
    await page.goto('/bestellung/benutzerdaten');
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(page.getByRole('region', { name: 'Zahlung und Lieferung' })).toBeVisible();
  });
});
