import { EMPTY_CART_TEXT } from '../src/domain/texts.ts';
import { expect, test } from './fixtures.ts';
import { findDemoProduct } from './support/api.ts';
import { addToCart } from './support/checkout.ts';

// Issue 22: the server draws the cart page with the visitor's items (the cart cookie names
// them), so the page shows the right cart before, and without, any JavaScript; the app then
// takes that HTML over unchanged (the fixture fails on a page rendered anew).

const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

test('the cart page comes from the server with the items of the cart', async ({
  page,
  browser,
  baseURL,
}) => {
  const product = await findDemoProduct(page, 'category=Kleidung', (item) => !item.sale);
  await addToCart(page, product);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'warenkorb');
  expect(cookie?.value).toBe(String(product.itemNumber));

  // Another browser without JavaScript but with the same cookie: the server's HTML alone.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await plain.addCookies([cookie!]);
  const server = await plain.newPage();
  await server.goto('/warenkorb');
  const main = server.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(main.getByRole('img', { name: product.name })).toBeVisible();
  await expect(main.getByText(euro(product.price)).first()).toBeVisible();
  await expect(main.getByText(EMPTY_CART_TEXT)).toHaveCount(0);
  await expect(server.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await plain.close();

  // With the app: the same page, taken over; removing the item removes it from the cookie.
  await page.goto('/warenkorb');
  await expect(page.getByRole('main').getByRole('img', { name: product.name })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('kinderkiste-client'));
  await page.reload();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'warenkorb'))
    .toBe(false);
});
