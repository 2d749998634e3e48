import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import { freeDemoItems } from './support/api.ts';

/** A cash pickup order of a free demo item, placed through the API. */
async function placeOrder(page: Page, lastName: string) {
  // From the end of the list: other journeys take the newest items first.
  const free = await freeDemoItems(page.request, 'category=Accessoires&pageSize=60');
  for (const product of free.reverse()) {
    const placed = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: { firstName: 'Erika', lastName, emailAddress: 'erika@e2e.example' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    return (await placed.json()) as { _id: string; orderNumber: number };
  }
  throw new Error('no free item to order');
}

test.describe('withdrawal function (§ 356a BGB)', () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("'Vertrag widerrufen' opens the form, 'Widerruf bestätigen' sends it and shows the receipt", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL(/\/widerruf#vertrag-widerrufen$/);

    const submit = page.getByRole('button', { name: 'Widerruf bestätigen' });
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
    await expect(page.getByLabel('Dein Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Dein Name').fill('Erika Beispiel');
    await page.getByLabel('Bestellnummer').fill('1001');
    await page.getByLabel('E-Mail-Adresse für die Eingangsbestätigung').fill('erika@example.de');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Dein Widerruf ist am' }),
    ).toBeVisible();
  });

  test('a link to the form opens it on a page the server rendered, without rendering it anew', async ({
    page,
  }) => {
    // The server never sees "#vertrag-widerrufen"; the fixture fails on a hydration mismatch.
    await page.goto('/widerruf#vertrag-widerrufen');
    await expect(page.getByRole('button', { name: 'Widerruf bestätigen' })).toBeVisible();
    await expect(page.getByLabel('Dein Name')).toBeVisible();
    // The heading the link names is in view below the sticky header, not under it.
    const header = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { name: 'Vertrag widerrufen' }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The button the server drew names the form the app added: the server's ids are the app's
    // (web/app/app-tree.tsx).
    const controls = await page
      .getByRole('button', { name: 'Vertrag widerrufen' })
      .getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`).getByLabel('Dein Name')).toBeVisible();
  });

  test('opened from an order, the form comes filled with its number and the name', async ({
    page,
  }, testInfo) => {
    const lastName = `Widerruf-${testInfo.project.name}`;
    const order = await placeOrder(page, lastName);
    await page.goto(`/bestellung/${order._id}`);
    await page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }).click();

    // The order number in the address, the name not (it stays out of URLs and logs).
    await expect(page).toHaveURL(
      new RegExp(`/widerruf\\?bestellung=${order.orderNumber}#vertrag-widerrufen$`),
    );
    await expect(page.getByLabel('Bestellnummer')).toHaveValue(String(order.orderNumber));
    await expect(page.getByLabel('Dein Name')).toHaveValue(`Erika ${lastName}`);
    const email = page.getByLabel('E-Mail-Adresse für die Eingangsbestätigung');
    await expect(email).toHaveValue('');
    await screenshot(page, testInfo, 'withdrawal-prefilled');

    await email.fill('erika@e2e.example');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Dein Widerruf ist am' }),
    ).toBeVisible();

    // Something that is no order number fills nothing in and opens nothing.
    await page.goto('/widerruf?bestellung=abc');
    await expect(page.getByLabel('Bestellnummer')).toBeHidden();
  });
});
