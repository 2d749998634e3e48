import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { screenshot } from './support/a11y.ts';
import { freeDemoItems } from './support/api.ts';

// The owner's week on a phone (issue 20): pack a whole order with one tap, hand a pickup order
// over at the counter ("Bezahlt und übergeben"), confirm handing over what is not packed, and a
// sale over many items asks once more with the server's count.

interface PlacedOrder {
  _id: string;
  orderNumber: number;
}

/**
 * Places a cash pickup order for `count` free sleeping bags (other journeys order from the
 * newest items). An item taken meanwhile (409) just means: try the next ones.
 */
async function placePickupOrder(
  request: APIRequestContext,
  lastName: string,
  count: number,
  skip: number,
): Promise<PlacedOrder> {
  const free = await freeDemoItems(request, 'category=Schlafsack&pageSize=60');
  const rotated = [...free.slice(skip), ...free.slice(0, skip)];
  for (let start = 0; start + count <= rotated.length; start += count) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: rotated.slice(start, start + count).map((product) => product._id),
        userData: { firstName: 'Paula', lastName, emailAddress: 'paula@e2e.example' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBe(201);
    return (await placed.json()) as PlacedOrder;
  }
  throw new Error('no free items to order');
}

async function expectPhoneWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('packing and handing over on a phone', () => {
  let email = '';

  test.beforeAll(() => {
    email = `handover-${test.info().project.name}@e2e.example`;
    createAdmin(email);
  });

  test('packs a whole order with one tap, hands pickup orders over, confirms a large sale', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = testInfo.project.name;
    const skip = name === 'mobile' ? 0 : 12;
    const packed = await placePickupOrder(request, `Ganz-${name}`, 2, skip);
    const unpacked = await placePickupOrder(request, `Offen-${name}`, 1, skip + 4);
    const viaDetail = await placePickupOrder(request, `Detail-${name}`, 1, skip + 6);

    await signInAsAdmin(page, email);
    await page.setViewportSize({ width: 390, height: 844 });

    // The pack list: "Alles gepackt" packs both items of the order at once.
    await page.goto('/admin/packliste');
    const card = page.locator('article').filter({ hasText: `Bestellung ${packed.orderNumber} ` });
    await expect(card).toContainText('0/2 gepackt');
    await card
      .getByRole('button', { name: `Bestellung ${packed.orderNumber}: alles gepackt` })
      .click();
    await expect(card).toContainText('2/2 gepackt');
    await expect(card.getByRole('button', { name: /alles gepackt/ })).toHaveCount(0);
    await screenshot(page, testInfo, 'handover-pack-list-phone');
    await expectPhoneWidth(page);

    // At the counter: paid and handed over with one tap, as everything is packed.
    await page.goto(`/admin/orderhistory/${packed._id}`);
    await page.getByRole('button', { name: 'Bezahlt und übergeben' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Die Bestellung ist bezahlt und übergeben.',
    );
    await expect(page.getByText('Übergeben', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Belege' })).toContainText(/Rechnung RE-/);
    await screenshot(page, testInfo, 'handover-done-phone');
    await expectPhoneWidth(page);

    // Not packed: the count is shown and handing over asks once more.
    await page.goto(`/admin/orderhistory/${unpacked._id}`);
    await expect(page.getByText('1 Artikel ist noch nicht gepackt.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlt und übergeben' }).click();
    const question = page.getByRole('dialog', { name: 'Trotzdem übergeben?' });
    await expect(question).toContainText('1 Artikel ist noch nicht gepackt.');
    await screenshot(page, testInfo, 'handover-confirm-unpacked-phone');
    await question.getByRole('button', { name: 'Trotzdem übergeben' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Die Bestellung ist bezahlt und übergeben.',
    );
    await expect(page.getByText('Übergeben', { exact: true }).first()).toBeVisible();

    // "Alle als gepackt markieren" on the order page too; the warning goes.
    await page.goto(`/admin/orderhistory/${viaDetail._id}`);
    await expect(page.getByText('1 Artikel ist noch nicht gepackt.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Alle als gepackt markieren' }).click();
    await expect(page.getByRole('status')).toContainText('Alle Artikel sind gepackt.');
    await expect(page.getByText('1 Artikel ist noch nicht gepackt.')).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, testInfo, 'handover-order-packed-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    // A sale over the whole shop names the server's count and waits for a second "yes";
    // cancelled here, so the shop stays as it is for the other journeys.
    await page.goto('/admin/sale');
    await page.getByLabel('Rabatt in %').fill('30');
    await page.getByRole('button', { name: 'Vorschau' }).click();
    const counted = page.getByText(/^\d+ Artikel werden geändert\.$/);
    await expect(counted).toBeVisible();
    const count = Number(/^(\d+)/.exec((await counted.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Sale mit 30 % starten' }).click();
    // The question names the server's count at the moment of starting; other journeys buy and
    // list items in the same shop meanwhile, so it may differ from the preview by a few.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(/Dieser Sale betrifft \d+ Artikel\. Wirklich anwenden\?/);
    const confirmed = Number(
      /betrifft (\d+) Artikel/.exec((await confirm.textContent()) ?? '')?.[1],
    );
    expect(Math.abs(confirmed - count)).toBeLessThanOrEqual(10);
    await screenshot(page, testInfo, 'handover-sale-confirm-phone');
    await expectPhoneWidth(page);
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText(/^Fertig:/)).toHaveCount(0);
  });
});
