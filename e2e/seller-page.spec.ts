import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPhone, test } from './fixtures.ts';
import { paths } from '../src/web/lib/paths.ts';
import { adminApiHeaders, createAdmin, signInAsAdmin } from './support/admin.ts';

// Issue 21, part 4: a page for each seller (decision 043). The owner makes the link, a second
// browser (the seller's phone) opens it and sees her figures; once revoked, the link says it is
// no longer valid.

const SELLER = 9301;

/** A seller with an item online, one sold and paid, and a payout, made through the API. */
async function createSellerWithSales(request: APIRequestContext, email: string) {
  const headers = await adminApiHeaders(request, email);
  const seller = await request.post('/api/seller', {
    headers,
    data: { number: SELLER, name: 'Paula Seite', email: 'paula@e2e.example' },
  });
  expect([201, 409]).toContain(seller.status());
  const product = async (name: string, price: number) => {
    const created = await request.post('/api/admin/products', {
      headers,
      data: {
        category: 'Kleidung',
        size: 98,
        condition: 'Gut',
        season: 'Winter',
        name,
        price,
        sellerNumber: SELLER,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { _id: string; itemNumber: number };
  };
  const online = await product('Regenjacke Seitentest', 14);
  const sold = await product('Strampler Seitentest', 9);
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      productIds: [sold._id],
      userData: { firstName: 'Kora', lastName: 'Käuferin', emailAddress: 'kora@e2e.example' },
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { _id: string })._id;
  const paid = await request.post(`/api/admin/orders/${orderId}/actions`, {
    headers,
    data: { action: 'mark-paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const payout = await request.post(`/api/seller/${SELLER}/payouts`, {
    headers,
    data: { amount: 1, note: 'bar' },
  });
  expect(payout.status(), await payout.text()).toBe(200);
  return { online, sold };
}

test('the owner makes a seller link, the seller opens it on her phone, a revoked link is dead', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the seller reads her page on a phone (390 px)');
  const email = 'verkaeuferseite@e2e.example';
  createAdmin(email);
  const { online, sold } = await createSellerWithSales(page.request, email);

  await signInAsAdmin(page, email);
  await page.goto(paths.adminSeller.getHref(SELLER));
  const ownerBalance = (
    await page.getByTestId('statement-balance').filter({ visible: true }).innerText()
  ).trim();
  expect(ownerBalance.replace(/\s/g, ' ')).toBe('3,50 €');
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  const url = await page.getByLabel(/Neuer Link/).inputValue();
  expect(url).toMatch(/\/verkaeufer\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('seller-link-state')).toContainText('noch nie geöffnet');

  // The seller's phone: a browser of its own, no admin session.
  const phone = await openPhone(browser);
  const sellerPage = await phone.newPage();
  await sellerPage.goto(new URL(url).pathname);
  await expect(sellerPage.getByRole('heading', { name: 'Hallo Paula Seite!' })).toBeVisible();
  await expect(sellerPage.getByTestId('seller-page-balance')).toHaveText(ownerBalance);
  await expect(
    sellerPage.getByRole('link', { name: new RegExp(`Nr. ${online.itemNumber} · Regenjacke`) }),
  ).toHaveAttribute('href', `/product/${online.itemNumber}`);
  const sale = sellerPage.getByTestId('seller-page-sale');
  await expect(sale).toContainText(`Nr. ${sold.itemNumber}`);
  await expect(sale).toContainText('9,00 €');
  await expect(sale).toContainText('4,50 €');
  await expect(sellerPage.getByText('Kora')).toHaveCount(0);
  await expect(sellerPage.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  // Nothing sticks out sideways on the phone.
  const overflow = await sellerPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The owner sees that it was opened, then revokes it.
  await page.reload();
  await expect(page.getByTestId('seller-link-state')).toContainText('zuletzt geöffnet am');
  await page.getByRole('button', { name: 'Link widerrufen' }).click();
  await expect(page.getByText('Der Link wurde widerrufen')).toBeVisible();

  await sellerPage.reload();
  await expect(sellerPage.getByRole('heading', { name: 'Link nicht gültig' })).toBeVisible();
  await expect(sellerPage.getByText('nicht (mehr) gültig')).toBeVisible();
  await expect(sellerPage.getByTestId('seller-page-balance')).toHaveCount(0);
  await phone.close();
});
