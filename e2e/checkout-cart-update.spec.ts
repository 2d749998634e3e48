import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import { addToCart, pickProduct, skipOrderNotice, slotOf } from './support/checkout.ts';

const NOTICE = 'Die Artikel in deinem Warenkorb wurden aktualisiert.';

test.describe('checkout: cart check before checkout', () => {
  test('an item sold meanwhile: notice, the row fades and goes after 2 s, then checkout starts', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await skipOrderNotice(page);
    const keep = await pickProduct(page, slotOf(testInfo, 7));
    const sold = await pickProduct(page, slotOf(testInfo, 8));
    await addToCart(page, keep);
    await addToCart(page, sold);

    // Someone else buys one of them (cash at pickup, through the API).
    const response = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID(), userid: randomUUID() },
      data: {
        productIds: [sold._id],
        userData: { firstName: 'Ben', lastName: 'Schnell', emailAddress: 'ben@example.de' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        voucherCodes: [],
      },
    });
    expect(response.status()).toBe(201);

    await page.goto('/warenkorb');
    const list = page.getByRole('list', { name: 'Artikel im Warenkorb' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const check = page.waitForRequest('**/api/products/checkcart?**');
    await page.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
    const request = await check;
    expect(new URL(request.url()).searchParams.get('productids')?.split(',').sort()).toEqual(
      [keep._id, sold._id].sort(),
    );
    expect(request.headers()['userid']).toMatch(/^[0-9a-f-]{36}$/);

    // The notice, the sold row still there (fading), gone after 2 s; the cart page stays.
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await screenshot(page, testInfo, 'checkout-cart-updated');
    await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 5_000 });
    await expect(list.getByRole('link', { name: keep.category })).toBeVisible();

    // Now the check finds nothing new and checkout starts.
    await page.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/bestellung\/benutzerdaten$/);
  });
});
