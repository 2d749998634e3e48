import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/web/lib/paths.ts';
import { expect, openPhone, test } from './fixtures.ts';
import { adminApiHeaders, createAdmin } from './support/admin.ts';
import { screenshot } from './support/a11y.ts';

// Issue 21, part 2: the Merkliste without an account (decision 044). Hearts put items on the list
// (badge), the list shows what became of them (sold, price lowered), moves one to the cart in one
// tap, and is shared as a link that a second browser opens read-only.

interface Created {
  _id: string;
  itemNumber: number;
}

const PRODUCT_FIELDS = { category: 'Kleidung', size: 110, condition: 'Gut', season: 'Winter' };

async function adminApi(request: APIRequestContext, email: string) {
  const headers = await adminApiHeaders(request, email);
  const sellers = (await (await request.get('/api/seller', { headers })).json()) as {
    number: number;
  }[];
  const sellerNumber = sellers[0]!.number;
  const fields = (name: string, price: number) => ({
    ...PRODUCT_FIELDS,
    name,
    price,
    sellerNumber,
  });
  return {
    async create(name: string, price: number): Promise<Created> {
      const created = await request.post('/api/admin/products', {
        headers,
        data: fields(name, price),
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as Created;
    },
    async changePrice(product: Created, name: string, price: number): Promise<void> {
      const changed = await request.put(`/api/admin/products/${product._id}`, {
        headers,
        data: fields(name, price),
      });
      expect(changed.status(), await changed.text()).toBe(200);
    },
  };
}

/** Someone else buys the item meanwhile. */
async function buy(request: APIRequestContext, product: Created): Promise<void> {
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      productIds: [product._id],
      userData: { firstName: 'Flora', lastName: 'Flink', emailAddress: 'flora@e2e.example' },
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

function row(page: Page, product: Created) {
  return page.locator(`li[data-item-number="${product.itemNumber}"]`);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('hearts fill the Merkliste, it shows what became of the items, moves one to the cart and is shared', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `merkliste-${project}@e2e.example`;
  createAdmin(email);
  const admin = await adminApi(page.request, email);
  const names = {
    jacket: `Merkjacke ${project}`,
    body: `Merkbody ${project}`,
    scarf: `Merkschal ${project}`,
  };
  const jacket = await admin.create(names.jacket, 14);
  const body = await admin.create(names.body, 8);
  const scarf = await admin.create(names.scarf, 10);
  // The phone's share sheet, recorded: the link is what would be sent.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { sharedUrl: string }).sharedUrl = data.url ?? '';
        return Promise.resolve();
      },
    });
  });

  // Two hearts: on the product page and on a card of the listing (newest first).
  await page.goto(paths.product.getHref(jacket.itemNumber));
  const heart = page.getByRole('button', { name: 'Auf die Merkliste' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Von der Merkliste entfernen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(paths.clothing.getHref());
  const card = page.locator(`li[data-item-number="${body.itemNumber}"]`);
  await card.getByRole('button', { name: 'Auf die Merkliste' }).click();
  await expect(card.getByRole('button', { name: 'Von der Merkliste entfernen' })).toBeVisible();
  await expect(page.getByTestId('wish-list-badge')).toHaveText('2');
  await screenshot(page, testInfo, 'wish-list-hearts');
  await page.goto(paths.product.getHref(scarf.itemNumber));
  await page.getByRole('button', { name: 'Auf die Merkliste' }).click();
  await expect(page.getByTestId('wish-list-badge')).toHaveText('3');

  // Meanwhile the jacket is sold and the scarf is cheaper.
  await buy(page.request, jacket);
  await admin.changePrice(scarf, names.scarf, 7.5);

  await page.getByRole('link', { name: /^Merkliste, 3 Artikel/ }).click();
  await expect(page.getByRole('heading', { name: 'Merkliste', level: 1 })).toBeVisible();
  await expect(row(page, jacket)).toContainText('Leider schon weg');
  await expect(row(page, jacket).getByRole('button', { name: /In den Warenkorb/ })).toHaveCount(0);
  await expect(row(page, scarf)).toContainText('Preis gesenkt');
  await expect(row(page, scarf).locator('s')).toHaveText('10,00 €');
  await expect(row(page, scarf)).toContainText('7,50 €');
  await expect(row(page, scarf)).toContainText('Niedrigster Preis der letzten 30 Tage: 10,00 €');
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'wish-list');

  // One tap moves the body to the cart.
  await row(page, body)
    .getByRole('button', { name: /In den Warenkorb/ })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('wish-list-badge')).toHaveText('2');
  await expect(row(page, body)).toHaveCount(0);

  await page.getByRole('button', { name: 'Liste teilen' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl))
    .toBeTruthy();
  const shared = new URL(
    await page.evaluate(() => (window as unknown as { sharedUrl: string }).sharedUrl),
  );
  expect(`${shared.pathname}${shared.search}`).toBe(
    paths.sharedWishList.getHref([jacket.itemNumber, scarf.itemNumber]),
  );

  // A friend's phone opens the link: read-only, as the items are now; she takes them over.
  const phone = await openPhone(browser);
  const friend = await phone.newPage();
  await friend.goto(`${shared.pathname}${shared.search}`);
  await expect(friend.getByRole('heading', { name: 'Geteilte Merkliste' })).toBeVisible();
  await expect(row(friend, jacket)).toContainText('Leider schon weg');
  await expect(row(friend, scarf)).toContainText('7,50 €');
  await expect(friend.getByRole('button', { name: /In den Warenkorb|Entfernen/ })).toHaveCount(0);
  await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSidewaysScroll(friend);
  await screenshot(friend, testInfo, 'wish-list-shared');
  await friend.getByRole('button', { name: 'Auf meine Merkliste übernehmen' }).click();
  // The sold jacket is not taken over: only the scarf.
  await expect(friend.getByTestId('wish-list-badge')).toHaveText('1');
  await phone.close();
});
