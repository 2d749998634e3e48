import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_PAGE_MESSAGES } from '../../../domain/api/seller-page.ts';
import { sellerLinks } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';
import { hashSellerToken } from './seller-links.service.ts';

// A page for each seller (decision 043), checked the way the issue asks: a valid, a revoked and
// a guessed token.

let t: TestApp;
let auth: { authorization: string };
let soldItemNumber: number;
let sortedOutId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://www.kinderkiste.example' } });
  auth = await signInAsAdmin(t);
  await t.app.inject({
    method: 'POST',
    url: '/api/seller',
    headers: auth,
    payload: { number: 301, name: 'Berta S.', email: 'berta@example.de' },
  });
  await insertProduct(t.db, { sellerNumber: 301, name: 'Latzhose', priceCents: 1500 });
  sortedOutId = (await insertProduct(t.db, { sellerNumber: 301, status: 'inactive' })).id;
  const sold = await insertProduct(t.db, { sellerNumber: 301, priceCents: 1299 });
  soldItemNumber = sold.itemNumber;
  const placed = await placeCashOrder(t, [sold.id], { userData: { lastName: 'Käuferin' } });
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.json()._id}/actions`,
    headers: auth,
    payload: { action: 'mark-paid' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/seller/301/payouts',
    headers: auth,
    payload: { amount: 2, note: 'bar' },
  });
});
afterAll(() => t.close());

const createLink = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/seller/301/link',
    headers: auth,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { url: string; link: { createdAt: string } };
};
const tokenOf = (url: string) => url.split('/verkaeufer/')[1]!;

describe("a seller's page behind her private link", () => {
  it('a valid token shows the same figures as the owner statement, and no buyer data', async () => {
    const { url } = await createLink();
    expect(url).toMatch(/^https:\/\/www\.kinderkiste\.example\/verkaeufer\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const rows = await t.db.select().from(sellerLinks).where(eq(sellerLinks.sellerNumber, 301));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashSellerToken(tokenOf(url))]);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url));

    const page = await t.app.inject({ url: `/api/seller-page/${tokenOf(url)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const statement = await t.app.inject({ url: '/api/seller/301/statement', headers: auth });
    expect(page.json().totals).toEqual(statement.json().totals);
    expect(page.json()).toMatchObject({
      seller: { number: 301, name: 'Berta S.' },
      online: [{ name: 'Latzhose', price: 15, path: expect.stringMatching(/^\/product\/\d+$/) }],
      sold: [{ itemNumber: soldItemNumber, salePrice: 12.99, share: 6.5 }],
      sortedOut: [{ _id: sortedOutId, wish: null }],
      payouts: [{ amount: 2 }],
      totals: { balance: 4.5 },
      // The sale is not handed over yet, so its share waits; the 2 € paid by hand are ahead of it.
      payout: { settled: -2, pending: 6.5, minimum: 10, ibanOnFile: false },
    });
    const body = page.body;
    for (const leak of ['Erika', 'Käuferin', 'erika@', 'orderNumber', 'berta@', 'customer', 'bar"'])
      expect(body).not.toContain(leak);

    const status = await t.app.inject({ url: '/api/seller/301/link', headers: auth });
    expect(status.json()).toMatchObject({
      link: { lastOpenedAt: expect.any(String) },
      emailOnFile: true,
    });
    expect(status.body).not.toContain(tokenOf(url));
  });

  it('a revoked token and a guessed one get the same 404; a new link revokes the old one', async () => {
    const first = tokenOf((await createLink()).url);
    const second = tokenOf((await createLink()).url);
    const guessed = 'A'.repeat(43);
    const answers = await Promise.all(
      [first, guessed, 'kurz', `${second}x`].map((token) =>
        t.app.inject({ url: `/api/seller-page/${token}` }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(SELLER_PAGE_MESSAGES.notFound);
    }
    expect((await t.app.inject({ url: `/api/seller-page/${second}` })).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/seller/301/link',
      headers: auth,
    });
    expect(revoked.json()).toEqual({ link: null, emailOnFile: true });
    const after = await t.app.inject({ url: `/api/seller-page/${second}` });
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe(SELLER_PAGE_MESSAGES.notFound);
  });

  it('mails a fresh link to the seller in German', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/seller/301/link/send',
      headers: auth,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: 'berta@example.de', link: { lastOpenedAt: null } });
    const mail = (await readOutbox(t.dataDir)).find((text) => text.includes('Verkäuferseite'));
    expect(mail).toContain('To: berta@example.de');
    const url = /https:\/\/www\.kinderkiste\.example\/verkaeufer\/([A-Za-z0-9_-]{43})/.exec(mail!);
    expect((await t.app.inject({ url: `/api/seller-page/${url![1]}` })).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 302, name: 'Ohne Mail' },
    });
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/seller/302/link/send',
      headers: auth,
    });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toBe(SELLER_PAGE_MESSAGES.noEmail);
  });

  it('the seller marks a sorted-out item; the owner sees it on the sort-out list', async () => {
    const token = tokenOf((await createLink()).url);
    const wish = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/sorted-out/${sortedOutId}`,
      payload: { wish: 'spenden' },
    });
    expect(wish.json()).toEqual({ productId: sortedOutId, wish: 'spenden' });
    const sortOut = await t.app.inject({ url: '/api/products/sortout', headers: auth });
    expect(
      sortOut.json().items.find((item: { _id: string }) => item._id === sortedOutId),
    ).toMatchObject({ sellerWish: 'spenden' });
    // Not her sorted-out item, and a bad wish.
    const online = (await t.app.inject({ url: `/api/seller-page/${token}` })).json().online[0]._id;
    const notSortedOut = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/sorted-out/${online}`,
      payload: { wish: 'abholen' },
    });
    expect(notSortedOut.statusCode).toBe(404);
    const badWish = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/sorted-out/${sortedOutId}`,
      payload: { wish: 'verbrennen' },
    });
    expect(badWish.statusCode).toBe(400);
  });

  it('admin calls need an admin; the page is not in the sitemap', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/301/link' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/seller/9999/link', headers: auth })).statusCode).toBe(
      404,
    );
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/verkaeufer');
  });
});

describe('the seller page is rate-limited per address', () => {
  it('answers 429 in German after 30 calls a minute', async () => {
    // A fixed clock: the windows are fixed minutes, and the test must not straddle two of them.
    const limited = await createTestApp({
      env: { RATE_LIMITS: 'on' },
      clock: fixedClock('2026-11-23T10:00:30Z'),
    });
    try {
      const answers = [];
      for (let i = 0; i < 31; i += 1) {
        answers.push(
          (await limited.app.inject({ url: `/api/seller-page/${'B'.repeat(43)}` })).statusCode,
        );
      }
      expect(answers.slice(0, 30).every((code) => code === 404)).toBe(true);
      const last = await limited.app.inject({ url: `/api/seller-page/${'B'.repeat(43)}` });
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toMatch(/Zu viele Versuche/);
    } finally {
      await limited.close();
    }
  });
});
