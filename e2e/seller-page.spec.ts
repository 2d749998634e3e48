import type { APIRequestContext } from '@playwright/test';
import { expect, openPhone, test } from './fixtures.ts';
import { paths } from '../src/web/lib/paths.ts';
import { adminApiHeaders, createAdmin, createSeller, signInAsAdmin } from './support/admin.ts';
import {
  actOnOrder,
  createClothing,
  PAID,
  placeCashPickupOrder,
  sellAtCounter,
} from './support/cash-sales.ts';
import { backdateShipment, whileNoOtherPayoutRuns } from './support/payouts.ts';

// Issue 21, part 4: a page for each seller (decision 043). The owner makes the link, a second
// browser (the seller's phone) opens it and sees her figures; once revoked, the link says it is
// no longer valid. Decision 077: she leaves on her phone; the owner sees it, her last balance due
// below the minimum, and the dashboard's warning of the small-business limit.

const SELLER = 9301;

/** A seller with an item online, one sold and paid, and a payout, made through the API. */
async function createSellerWithSales(request: APIRequestContext, email: string) {
  const headers = await adminApiHeaders(request, email);
  await createSeller(
    request,
    headers,
    { number: SELLER, name: 'Paula Seite', email: 'paula@e2e.example' },
    { mayExist: true },
  );
  const product = (name: string, price: number) =>
    createClothing(request, headers, { name, price, size: 98, sellerNumber: SELLER });
  const online = await product('Regenjacke Seitentest', 14);
  const sold = await product('Strampler Seitentest', 9);
  await actOnOrder(request, headers, await placeCashPickupOrder(request, [sold._id]), PAID);
  const payout = await request.post(`/api/seller/${SELLER}/payouts`, {
    headers,
    data: { amount: 1, note: 'bar' },
  });
  expect(payout.status(), await payout.text()).toBe(200);
  return { online, sold };
}

test(
  'the owner makes a seller link, the seller opens it on her phone, a revoked link is dead',
  { tag: '@phone' },
  async ({ page, browser }) => {
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
  },
);

test(
  'a seller leaves on her phone; her last balance is due below the minimum; the dashboard warns of the small-business limit',
  { tag: '@phone' },
  async ({ page, browser }) => {
    const email = 'verkaeuferin-geht@e2e.example';
    const leaving = 9302;
    createAdmin(email);
    const headers = await adminApiHeaders(page.request, email);
    await createSeller(page.request, headers, {
      number: leaving,
      name: 'Greta Geht',
      email: 'greta@e2e.example',
    });
    const account = await page.request.put(`/api/seller/${leaving}/bank-account`, {
      headers,
      data: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Greta Geht' },
    });
    expect(account.status(), await account.text()).toBe(200);
    const item = async (name: string, price: number, sellerNumber: number | null = leaving) => {
      const created = await page.request.post('/api/admin/products', {
        headers,
        data: {
          category: 'Kleidung',
          size: 110,
          condition: 'Gut',
          season: 'Sommer',
          name,
          price,
          ...(sellerNumber === null ? {} : { sellerNumber }),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { _id: string; itemNumber: number };
    };
    const online = await item('Sonnenhut Abschied', 12);
    const sold = await item('Latzhose Abschied', 9);
    const orderId = await sellAtCounter(page.request, headers, [sold._id]);
    const link = await page.request.post(`/api/seller/${leaving}/link`, { headers });
    expect(link.status(), await link.text()).toBe(201);
    const url = ((await link.json()) as { url: string }).url;

    // Her phone: she asks to leave, reads what follows, and confirms.
    const phone = await openPhone(browser);
    const sellerPage = await phone.newPage();
    await sellerPage.goto(new URL(url).pathname);
    await expect(sellerPage.getByRole('heading', { name: 'Hallo Greta Geht!' })).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Ich möchte aufhören' }).click();
    await expect(
      sellerPage.getByText('Möchtest du wirklich aufhören, bei uns zu verkaufen?'),
    ).toBeVisible();
    await expect(sellerPage.getByText('auch wenn es unter dem Mindestbetrag liegt')).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Ja, ich höre auf' }).click();
    const done = sellerPage.getByRole('status').filter({ hasText: 'Du hast bei uns aufgehört.' });
    await expect(done).toContainText('Dein Artikel ist jetzt offline');
    await expect(done).toContainText(/Dein Guthaben von 4,50\s€/);
    const overflow = await sellerPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Her link now says why it opens nothing.
    await sellerPage.reload();
    await expect(sellerPage.getByRole('heading', { name: 'Verkäuferseite beendet' })).toBeVisible();
    await expect(
      sellerPage.getByText(/bei uns aufgehört\. Deine Verkäuferseite gibt es/),
    ).toBeVisible();
    await phone.close();

    // The owner: her item is offline, her page says she left, her 4,50 € are due once settled.
    const product = await page.request.get(`/api/admin/products/${online._id}`, { headers });
    expect(((await product.json()) as { status: string }).status).toBe('inactive');
    // Another journey's payout run would pay her before the owner sees her due.
    await whileNoOtherPayoutRuns(async () => {
      backdateShipment(orderId, 30);
      await signInAsAdmin(page, email);
      await page.goto(paths.adminSeller.getHref(leaving));
      await expect(
        page
          .getByRole('region', { name: 'Aufhören' })
          .getByText(/^Hat am \d\d\.\d\d\.\d{4} aufgehört/),
      ).toBeVisible();
      await page.goto(paths.adminPayouts.getHref());
      const due = page.getByTestId('payout-seller').filter({ hasText: `${leaving} · Greta Geht` });
      await expect(due).toContainText('fällig (hat aufgehört: auch unter dem Mindestbetrag)');
    });

    // 80,000 € sold this year (eight items at the price limit): the dashboard warns.
    const big = [];
    for (let index = 0; index < 8; index += 1)
      big.push(await item(`Kinderwagen ${index}`, 10_000, null));
    await sellAtCounter(
      page.request,
      headers,
      big.map((entry) => entry._id),
    );
    await page.goto('/admin/dashboard');
    const limit = page.getByRole('region', { name: /Kleinunternehmergrenze/ });
    await expect(limit).toBeVisible();
    await expect(limit.getByRole('alert')).toContainText(/Kleinunternehmer(grenze|regelung)/);
    await expect(limit.getByRole('meter')).toHaveAttribute('aria-valuenow', /^(8\d|9\d|100)$/);
  },
);
