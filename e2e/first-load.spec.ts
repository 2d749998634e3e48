import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findDemoProduct } from './support/api.ts';

// Decision 019: a page landed on carries the answers to its first API requests, so the app shows
// it without asking; later requests and visitors with a cart go to the API as before.

function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);

test('a listing landed on shows its items without asking the API; the next category asks', async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  await page.goto('/shop/kleidung');
  const items = page.getByRole('list', { name: /Kleidung/ }).getByRole('article');
  await expect(items.first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(paths(requests)).not.toContain('/api/products');
  expect(paths(requests)).not.toContain('/api/products/filters');
  expect(paths(requests)).not.toContain('/api/site');

  await page
    .getByRole('navigation', { name: /^Kategorien/ })
    .locator('visible=true')
    .getByRole('link', { name: 'Schlafsäcke' })
    .click();
  await expect(page).toHaveURL(/\/shop\/schlafsack$/);
  await expect
    .poll(() => requests.map((request) => request.url()))
    .toContainEqual(expect.stringContaining('/api/products?category=Schlafsack'));
});

test('a visitor with a cart gets the product from the API, with their own id', async ({ page }) => {
  const product = await findDemoProduct(page);
  await page.goto(`/product/${product.itemNumber}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();

  const requests = recordApiRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const productRequest = requests.find(
    (request) => new URL(request.url()).pathname === `/api/products/${product.itemNumber}`,
  );
  expect(productRequest?.headers()['userid']).toMatch(/^[0-9a-f-]{36}$/);
});
