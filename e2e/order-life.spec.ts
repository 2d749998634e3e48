import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import { adminApiHeaders, createAdmin, signInAsAdmin } from './support/admin.ts';
import { freeDemoItems } from './support/api.ts';

// An order's life, told to the parent and held for the owner (issue 31, decision 054): the
// parent reads each step on her order page; a withdrawal before the parcel left stops it (the
// owner sees 'Widerruf – nicht versenden', may ship it only by confirming the withdrawal was
// taken back, and cancels it instead); a shipped order shows DHL's tracking link.

type Placed = { _id: string; orderNumber: number };

/** Places an order of one free item through the API, as the checkout does. */
async function placeOrder(
  request: APIRequestContext,
  extra: Record<string, unknown>,
  lastName: string,
): Promise<Placed> {
  // From the end of the list: other journeys take the newest items first.
  const free = await freeDemoItems(request, 'category=Kleidung&pageSize=60');
  for (const product of free.reverse()) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: {
          firstName: 'Erika',
          lastName,
          emailAddress: 'erika@e2e.example',
          street: 'Hauptstraße 3',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        ...extra,
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    return (await placed.json()) as Placed;
  }
  throw new Error('no free item to order');
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Verlauf' });

test.describe('an order told to the parent', () => {
  test('withdrawn before it left: the parcel is held, the owner cancels it, the parent reads it all', async ({
    page,
    browser,
  }, testInfo) => {
    const email = `order-life-${testInfo.project.name}@e2e.example`;
    createAdmin(email);
    const admin = await adminApiHeaders(page.request, email);
    const order = await placeOrder(
      page.request,
      { deliveryMethod: 'abholen', paymentMethod: 'cash' },
      `Leben-${testInfo.project.name}`,
    );
    const paid = await page.request.post(`/api/admin/orders/${order._id}/actions`, {
      headers: admin,
      data: { action: 'mark-paid' },
    });
    expect(paid.status()).toBe(200);

    // The parent on her phone: bestellt, bar bezahlt; she withdraws from the order page.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const parent = await phone.newPage();
    await parent.goto(`/bestellung/${order._id}`);
    await expect(timeline(parent).getByText('Bestellt', { exact: true })).toBeVisible();
    await expect(timeline(parent).getByText('Bar bezahlt', { exact: true })).toBeVisible();
    await parent.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await parent.getByLabel('E-Mail-Adresse für die Eingangsbestätigung').fill('erika@e2e.example');
    await parent.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(
      parent.getByRole('status').filter({ hasText: 'Dein Widerruf ist am' }),
    ).toBeVisible();
    await parent.goto(`/bestellung/${order._id}`);
    await expect(timeline(parent).getByText('Widerruf eingegangen')).toBeVisible();
    await expect(
      parent.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }),
    ).toHaveCount(0);

    // The owner: told on the dashboard, the pack list marks the order, the order page stops her.
    await signInAsAdmin(page, email);
    await page.getByRole('link', { name: /mit Widerruf vor dem Versand/ }).click();
    await expect(page).toHaveURL(/orderhistory\?held=true/);
    await page.getByRole('link', { name: new RegExp(`^(Nr\\. )?${order.orderNumber}$`) }).click();
    await expect(page.getByRole('alert')).toContainText('Widerruf – nicht versenden');
    await screenshot(page, testInfo, 'order-held');
    await page.getByRole('button', { name: 'Als übergeben markieren' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Die Kundin hat diese Bestellung widerrufen');
    await expect(dialog.getByRole('button', { name: 'Trotzdem übergeben' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto('/admin/packliste');
    const card = page.getByRole('article').filter({ hasText: `Bestellung ${order.orderNumber}` });
    await expect(card.getByRole('note')).toContainText('Widerruf – nicht versenden');
    await expect(card.getByRole('button', { name: /alles gepackt/ })).toHaveCount(0);

    await page.goto(`/admin/orderhistory/${order._id}`);
    await page.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(page.getByRole('status')).toContainText('storniert');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The follow-ups run after the answer; the page shows them done.
    const steps = page.getByRole('region', { name: 'Was danach passiert' });
    await expect(steps.getByText('Stornierungs-E-Mail')).toBeVisible();
    await expect(steps.getByText(/offen/)).toHaveCount(0);
    await screenshot(page, testInfo, 'order-cancelled-after-withdrawal');

    // The parent reads what became of it.
    await parent.reload();
    await expect(parent.getByText('Bestellung storniert', { exact: true })).toBeVisible();
    await expect(timeline(parent).getByText('Artikel storniert')).toBeVisible();
    await expect(timeline(parent).getByText(/^Erstattung .* veranlasst$/)).toBeVisible();
    await expectNoSeriousA11yViolations(parent);
    await screenshot(parent, testInfo, 'order-life-parent');
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.close();
  });

  test('shipped with DHL: the parent follows the parcel', async ({ page }, testInfo) => {
    const email = `order-ship-${testInfo.project.name}@e2e.example`;
    createAdmin(email);
    const admin = await adminApiHeaders(page.request, email);
    const order = await placeOrder(
      page.request,
      { deliveryMethod: 'liefernDHL', paymentMethod: 'paypal' },
      `Versand-${testInfo.project.name}`,
    );
    for (const data of [
      { action: 'mark-paid' },
      { action: 'ship', trackingNumber: '00340434161234567890', confirmUnpacked: true },
    ]) {
      const response = await page.request.post(`/api/admin/orders/${order._id}/actions`, {
        headers: admin,
        data,
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.goto(`/bestellung/${order._id}`);
    await expect(timeline(page).getByText('Versendet', { exact: true })).toBeVisible();
    await expect(timeline(page).getByText('Sendungsnummer 00340434161234567890')).toBeVisible();
    await expect(
      timeline(page).getByRole('link', { name: 'Sendung bei DHL verfolgen' }),
    ).toHaveAttribute(
      'href',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    );
    await expect(page.getByText('PayPal – bezahlt')).toBeVisible();
    await screenshot(page, testInfo, 'order-life-shipped');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
