import { deliveryCostCents } from '../src/domain/delivery.ts';
import { formatEuro } from '../src/domain/money.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import {
  addToCart,
  chooseDhl,
  fillUserData,
  pickProduct,
  slotOf,
  startCheckout,
} from './support/checkout.ts';

test.describe('checkout: cash at pickup', () => {
  test('steps in order, notice modal, summary per § 312j, order placed, cart cleared, order page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const product = await pickProduct(page, slotOf(testInfo, 0));

    // /bestellung leads home; a step out of order sends back to the first missing one.
    await page.goto('/bestellung');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/bestellung/uebersicht');
    await expect(page).toHaveURL(/\/warenkorb$/);

    await addToCart(page, product);
    await page.goto('/bestellung/uebersicht');
    await expect(page).toHaveURL(/\/bestellung\/benutzerdaten$/);

    const reserve = page.waitForRequest(
      (request) => request.url().endsWith('/api/reservation') && request.method() === 'PUT',
    );
    await startCheckout(page);
    const reservation = await reserve;
    expect(reservation.headers()['userid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(reservation.postDataJSON()).toEqual({ productIds: [product._id] });

    // The notice about delivery delays: 5 s after entering /bestellung/, once per session.
    const notice = page.getByRole('dialog', { name: 'Hinweis zur Lieferzeit' });
    await expect(notice).toBeVisible({ timeout: 8_000 });
    await screenshot(page, testInfo, 'checkout-notice');
    await notice.getByRole('button', { name: 'Verstanden' }).click();
    await expect(notice).toBeHidden();

    // German validation messages.
    await page.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
    await expect(page.getByText('Bitte gib deinen Vornamen ein.')).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill('anna');
    await page.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
    await expect(
      page.getByText('Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-1-user-data');
    await fillUserData(page, `bar-${testInfo.project.name}@example.de`);

    // Delivery: the prices from the domain; a delivery needs the address.
    await expect(page.getByRole('radio', { name: /^Abholung an der Abholstation/ })).toBeVisible();
    // Computed for today from the domain rule: on free-delivery days (31 Oct, 1 Nov) both are 0.
    // Amounts hold no regex metacharacters ('4,99 €', '0,00 €'); their NBSP may be normalised.
    const priced = (label: string, method: 'liefernDHL' | 'liefernInnerhalb') =>
      new RegExp(
        `^${label}\\s*${formatEuro(deliveryCostCents(method, new Date())).replace('\u00a0', '\\s')}`,
      );
    await expect(
      page.getByRole('radio', { name: priced('Versand mit DHL', 'liefernDHL') }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', {
        name: priced('Lieferung innerhalb des Ortes', 'liefernInnerhalb'),
      }),
    ).toBeVisible();
    await page.getByRole('radio', { name: /^Versand mit DHL/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Bezahlmethode' }).click();
    await expect(
      page.getByText('Bitte gib Straße und Hausnummer für die Lieferung ein.'),
    ).toBeVisible();
    await screenshot(page, testInfo, 'checkout-2-delivery');
    await chooseDhl(page);

    // Cash only with pickup.
    await expect(page.getByRole('radio', { name: /^Barzahlung/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^PayPal/ })).toBeEnabled();
    await page.goto('/bestellung/lieferung');
    await page.getByRole('radio', { name: /^Abholung an der Abholstation/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Bezahlmethode' }).click();
    await expect(page.getByRole('radio', { name: /^Barzahlung/ })).toBeEnabled();
    await screenshot(page, testInfo, 'checkout-3-payment');
    await page.getByRole('radio', { name: /^Barzahlung/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(page).toHaveURL(/\/bestellung\/uebersicht$/);

    // Summary (§ 312j BGB): items, total incl. delivery, terms, AGB and Widerruf, the button.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Übersicht deiner Bestellung' })).toBeVisible();
    await expect(main.getByText(`Art.-Nr. ${product.itemNumber}`)).toBeVisible();
    await expect(main.getByText('Gesamtpreis inkl. Versand')).toBeVisible();
    await expect(main.getByText('Liefer- und Zahlungsbedingungen')).toBeVisible();
    await expect(
      main.getByText('Du bezahlst bar bei der Abholung an der Abholstation.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    await expect(main.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
      'href',
      '/widerruf',
    );
    // No removal on /bestellung pages.
    await expect(main.getByRole('button', { name: /entfernen$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-4-summary');

    const placing = page.waitForRequest(
      (request) => request.url().endsWith('/api/orders') && request.method() === 'POST',
    );
    await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const request = await placing;
    expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      productIds: [product._id],
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      voucherCodes: [],
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total|valueToPay/i);

    // Success: order number, cart empty, link to the order.
    await expect(page).toHaveURL(/\/bestellung\/erfolgreich\?bestellung=/);
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für deine Bestellung!' }),
    ).toBeVisible();
    await expect(page.getByText(/Deine Bestellnummer: \d+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-5-success');

    // The order, read-only.
    await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
    await expect(page).toHaveURL(/\/bestellung\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Bestellung Nr\. \d+$/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(page.getByText('Barzahlung – zahlbar bei Abholung')).toBeVisible();
    await expect(page.getByRole('button', { name: /entfernen$/ })).toHaveCount(0);
    // The notice showed once this session: not again.
    await page.waitForTimeout(5_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'checkout-6-order');

    // The same order under /order/{id}.
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('heading', { name: /^Bestellung Nr\. \d+$/ })).toBeVisible();
  });
});
