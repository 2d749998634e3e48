import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addToCart,
  chooseDhl,
  choosePayment,
  fillUserData,
  pickProduct,
  skipOrderNotice,
  slotOf,
  startCheckout,
} from './support/checkout.ts';

// The strict Content-Security-Policy (src/server/lib/security-headers.ts, decision 014) breaks
// nothing: the shop's pages, the checkout with the payment simulator's form posts and the API docs
// run without a single violation. The fixture already fails on the console errors Chromium logs
// for violations; the `securitypolicyviolation` events are counted as well, to be sure.

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test.describe('content security policy', () => {
  test('home and a product page: a strict policy and no violation', async ({ page }, testInfo) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( https:\/\/[^ ;]+)*;/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Toasts, carousels and the late consent banner (3 s) have had their chance to run.
    await page.waitForTimeout(3500);
    expect(await violations()).toEqual([]);

    const product = await pickProduct(page, slotOf(testInfo, 10));
    await page.goto(`/product/${product.itemNumber}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('button', { name: 'Im Warenkorb – ansehen' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('checkout through the payment simulator: no violation', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await skipOrderNotice(page);
    const violations = await recordViolations(page);
    const product = await pickProduct(page, slotOf(testInfo, 11));
    await addToCart(page, product);
    await startCheckout(page);
    expect(await violations()).toEqual([]);
    await fillUserData(page, `csp-${testInfo.project.name}@example.de`);
    await chooseDhl(page);
    await choosePayment(page, 'PayPal');
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // The simulator posts a form (form-action 'self') and redirects back to the shop.
    await expect(page.getByRole('heading', { name: 'Zahlungssimulator' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await expect(page).toHaveURL(/\/bestellung\/erfolgreich\?bestellung=/);
    await expect(page.getByText(/Deine Bestellnummer: \d+/)).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API docs run under their own policy without violations', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    await expect(page.getByText('Shop API').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
