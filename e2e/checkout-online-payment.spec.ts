import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import {
  addToCart,
  chooseDhl,
  choosePayment,
  fillUserData,
  followSimulatorBackToTestServer,
  pickProduct,
  skipOrderNotice,
  slotOf,
  startCheckout,
} from './support/checkout.ts';

// Every online method is paid with the built-in payment simulator (PAYMENT_MODE=simulator).
const METHODS = [
  { label: 'PayPal', id: 'paypal', slot: 1 },
  { label: 'Klarna', id: 'klarna-pay-now', slot: 2 },
  { label: 'Lastschrift', id: 'sepa-debit', slot: 3 },
  { label: 'Giropay', id: 'giropay', slot: 4 },
  { label: 'Debit- & Kreditkarte', id: 'card', slot: 5 },
] as const;

test.describe('checkout: online payment through the simulator', () => {
  for (const method of METHODS) {
    test(`${method.label}: delivery, approve in the simulator, paid, success`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(60_000);
      await skipOrderNotice(page);
      await followSimulatorBackToTestServer(page, baseURL ?? '');
      const product = await pickProduct(page, slotOf(testInfo, method.slot));
      await addToCart(page, product);
      await startCheckout(page);
      await fillUserData(page, `${method.id}-${testInfo.project.name}@example.de`);
      await chooseDhl(page);
      await choosePayment(page, method.label);

      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

      // The simulator's approval page, then back to the order, which confirms the payment.
      await expect(page.getByRole('heading', { name: 'Zahlungssimulator' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Demo-Shop: Hier wird nur simuliert.');
      await expect(page.getByText(`Zahlungsart: ${method.label}`)).toBeVisible();
      if (method.slot === 1) {
        // Cancel once: back on the order page, not paid, and it offers the payment again.
        await page.getByRole('button', { name: 'Abbrechen' }).click();
        await expect(page).toHaveURL(/\/bestellung\/[0-9a-f-]{36}\?.*abgebrochen=1/);
        await expect(page.getByText('Du hast die Zahlung abgebrochen.')).toBeVisible();
        await expect(page.getByText('PayPal – noch nicht bezahlt')).toBeVisible();
        await screenshot(page, testInfo, 'checkout-payment-canceled');
        await page.getByRole('button', { name: 'Erneut bezahlen' }).click();
        await expect(page.getByRole('heading', { name: 'Zahlungssimulator' })).toBeVisible();
      }
      const confirming = page.waitForRequest(
        (request) => request.url().endsWith('/payment/confirm') && request.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Bezahlen' }).click();
      const confirm = await confirming;
      expect(confirm.postDataJSON()).toMatchObject({ paymentId: expect.any(String) });

      await expect(page).toHaveURL(/\/bestellung\/erfolgreich\?bestellung=/);
      await expect(page.getByText(/Deine Bestellnummer: \d+/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
      if (method.slot === 1) {
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
        await expect(page.getByText('PayPal – bezahlt')).toBeVisible();
        // Named twice: as the delivery and as the totals' delivery line.
        await expect(page.getByText('Versand mit DHL').first()).toBeVisible();
        await screenshot(page, testInfo, 'checkout-paid-order');
      }
    });
  }
});
