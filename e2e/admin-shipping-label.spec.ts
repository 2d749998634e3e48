import { expect, test } from './fixtures.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { screenshot } from './support/a11y.ts';
import { placePaidDhlOrder } from './support/dhl-orders.ts';

// The owner makes the DHL label of a paid order on the phone (issue 20). The e2e server speaks to
// the local DHL fake (scripts/fake-dhl.ts, started by playwright.config.ts) through the shop's
// real DHL adapter (decision 040); the simulator mode is covered by the server tests.

test('makes a DHL label on the order page, prints it, and the tracking number is filled', async ({
  page,
  request,
}, testInfo) => {
  const email = `label-${testInfo.project.name}@e2e.example`;
  createAdmin(email);
  const order = await placePaidDhlOrder(request, email, testInfo.project.name === 'mobile' ? 5 : 9);

  await signInAsAdmin(page, email);
  await page.goto(`/admin/orderhistory/${order._id}`);
  const panel = page.getByRole('region', { name: 'Versandlabel' });
  await expect(panel.getByRole('button', { name: 'Label erstellen' })).toBeVisible();
  await expect(panel.getByText('Testmodus: Label ohne DHL')).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Kleinpaket' }).check();
  // A weight DHL would not take is caught before anything is sent.
  await panel.getByLabel('Gewicht in kg').fill('40');
  await panel.getByRole('button', { name: 'Label erstellen' }).click();
  await expect(panel.getByText('DHL nimmt höchstens 31,5 kg.')).toBeVisible();
  await panel.getByLabel('Gewicht in kg').fill('0,8');
  await panel.getByRole('button', { name: 'Label erstellen' }).click();

  // DHL's shipment numbers: the fake counts from 00340434161094000001.
  const number = panel.getByText(/^\d{20}$/);
  await expect(number).toBeVisible();
  const shipmentNumber = (await number.textContent()) ?? '';
  await expect(panel).toContainText('V62KP');
  // The order's tracking number is the label's.
  await expect(page.getByText(shipmentNumber, { exact: true })).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Label erstellen' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Label drucken' }).click();
  expect((await download).suggestedFilename()).toBe(`DHL-Label-${shipmentNumber}.pdf`);

  const width = page.viewportSize()?.width ?? 390;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-shipping-label');

  // Cancelled before the parcel is handed over: the number is gone, a new label can be made.
  await panel.getByRole('button', { name: 'Label stornieren' }).click();
  await expect(panel.getByRole('button', { name: 'Label erstellen' })).toBeVisible();
  await expect(panel).toContainText(`${shipmentNumber} · storniert`);
});

test.describe('a refused address', () => {
  // DHL's refusal is the 422 the page shows.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test('shows DHL refusing an address in German and makes no label', async ({
    page,
    request,
  }, testInfo) => {
    const email = `label-refused-${testInfo.project.name}@e2e.example`;
    createAdmin(email);
    // The checkout asks for five digits; an order taken by phone or typed in by hand may not.
    const order = await placePaidDhlOrder(
      request,
      email,
      testInfo.project.name === 'mobile' ? 13 : 17,
      '1234',
    );

    await signInAsAdmin(page, email);
    await page.goto(`/admin/orderhistory/${order._id}`);
    const panel = page.getByRole('region', { name: 'Versandlabel' });
    await panel.getByRole('button', { name: 'Label erstellen' }).click();
    await expect(panel.getByRole('alert')).toContainText(
      'Postleitzahl des Empfängers ist ungültig',
    );
    // Nothing was stored: the button is still there and the order has no tracking number.
    await expect(panel.getByRole('button', { name: 'Label erstellen' })).toBeVisible();
    await expect(panel.getByText(/^\d{20}$/)).toHaveCount(0);
    await screenshot(page, testInfo, 'admin-shipping-label-refused');
  });
});
