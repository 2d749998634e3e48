import { createDemoCatalogue } from '../src/server/seed/demo-catalogue.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import {
  addToCart,
  choosePayment,
  choosePickup,
  fillUserData,
  followSimulatorBackToTestServer,
  pickProduct,
  skipOrderNotice,
  slotOf,
  startCheckout,
} from './support/checkout.ts';

// The demo shop's vouchers are generated from a fixed seed: the catalogue tells their codes.
const DEMO_VOUCHERS = createDemoCatalogue({ now: new Date() }).vouchers;

function euro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

test.describe('checkout: coupon and voucher', () => {
  // The unknown coupon answers 404 on purpose; Chromium logs the failed request (without its URL).
  test.use({
    allowedConsoleErrors: /^Failed to load resource: .*status of 404 \(Not Found\)$/,
  });

  test('coupon WILLKOMMEN10, a failing coupon, a voucher (duplicate, removal), order paid by voucher', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    // One untouched voucher per project (10 € on the phone, 25 € on the desktop).
    const voucher = DEMO_VOUCHERS[testInfo.project.name === 'mobile' ? 0 : 1];
    if (voucher === undefined) throw new Error('no demo voucher');
    await skipOrderNotice(page);
    await followSimulatorBackToTestServer(page, baseURL ?? '');
    const product = await pickProduct(page, slotOf(testInfo, 6));
    await addToCart(page, product);
    await startCheckout(page);
    await fillUserData(page, `gutschein-${testInfo.project.name}@example.de`);
    await choosePickup(page);
    await choosePayment(page, 'PayPal');

    // The summary holds the code input itself, before its items, total and terms
    // (docs/product.md §10.1, decision 037).
    const codes = page.getByRole('main');
    await codes.getByRole('button', { name: 'Gutschein oder Wertgutschein einlösen' }).click();
    const field = codes.getByLabel('Gutschein- oder Wertgutschein-Code');
    const redeem = codes.getByRole('button', { name: 'Einlösen', exact: true });
    const applied = codes.getByRole('list', { name: 'Eingelöste Codes' });

    // The field is required.
    await redeem.click();
    await expect(codes.getByText('Bitte gib einen Code ein.')).toBeVisible();

    // Coupon, typed in lower case: upper-cased, checked with the e-mail (delivery is chosen).
    const couponCall = page.waitForRequest('**/api/coupons/validate');
    await field.fill('willkommen10');
    await expect(field).toHaveValue('WILLKOMMEN10');
    await redeem.click();
    expect((await couponCall).postDataJSON()).toEqual({
      email: `gutschein-${testInfo.project.name}@example.de`,
      code: 'WILLKOMMEN10',
    });
    await expect(applied.getByText('Gutschein WILLKOMMEN10', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('dt', { hasText: 'Gutschein WILLKOMMEN10' })).toBeVisible();

    // A failing coupon shows the server's message and removes the coupon.
    await field.fill('GIBTSNICHT');
    await redeem.click();
    await expect(codes.getByRole('alert')).toBeVisible();
    await expect(applied.getByText('Gutschein WILLKOMMEN10', { exact: true })).toBeHidden();
    await field.fill('WILLKOMMEN10');
    await redeem.click();
    await expect(applied.getByText('Gutschein WILLKOMMEN10', { exact: true })).toBeVisible();

    // Voucher: validated, listed; the same code again is refused; removal and re-adding.
    await field.fill(voucher.code.toLowerCase());
    await redeem.click();
    await expect(
      applied.getByText(`Wertgutschein Nr. ${voucher.number}`, { exact: true }),
    ).toBeVisible();
    await field.fill(voucher.code);
    await redeem.click();
    await expect(codes.getByText('Wertgutschein bereits eingelöst')).toBeVisible();
    await codes
      .getByRole('button', { name: `Wertgutschein Nr. ${voucher.number} entfernen` })
      .click();
    await expect(
      applied.getByText(`Wertgutschein Nr. ${voucher.number}`, { exact: true }),
    ).toBeHidden();
    await field.fill(voucher.code);
    await redeem.click();
    await expect(
      applied.getByText(`Wertgutschein Nr. ${voucher.number}`, { exact: true }),
    ).toBeVisible();

    // Totals: 10 % off the sale price, then the voucher.
    const price = Math.round(
      product.sale ? (product.price * 100 * (100 - product.discount)) / 100 : product.price * 100,
    );
    const discount = Math.round(price * 0.1);
    const toPay = Math.max(0, price - discount - voucher.remainingValueCents);
    await expect(main.getByText('Gesamtpreis inkl. Versand').locator('..')).toContainText(
      euro(price - discount),
    );
    await expect(main.getByText('Zu zahlen', { exact: true }).locator('..')).toContainText(
      euro(toPay),
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-coupon-voucher');

    const placing = page.waitForRequest(
      (request) => request.url().endsWith('/api/orders') && request.method() === 'POST',
    );
    await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    expect((await placing).postDataJSON()).toMatchObject({
      couponCode: 'WILLKOMMEN10',
      voucherCodes: [voucher.code],
    });
    if (toPay === 0) {
      await expect(page).toHaveURL(/\/bestellung\/erfolgreich/);
    } else {
      await expect(page.getByRole('heading', { name: 'Zahlungssimulator' })).toBeVisible();
    }
  });
});
