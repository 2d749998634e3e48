import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/kinderkiste' } });
});
afterAll(() => t.close());

describe('tracking (docs/product.md §7.1)', () => {
  it('GET /api/users/opensite stores the landing view with client id, page and cart', async () => {
    const client = randomUUID();
    const inCart = randomUUID();
    const response = await t.app.inject({
      url: '/api/users/opensite',
      headers: { userid: client, page: '/shop/kleidung', cart: `${inCart},not-an-id` },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(trackingEvents);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'opensite',
        clientId: client,
        page: '/shop/kleidung',
        cart: [inCart],
      }),
    );
  });

  it('GET /api/users/removeproduct stores the removed product', async () => {
    const client = randomUUID();
    const product = randomUUID();
    const response = await t.app.inject({
      url: '/api/users/removeproduct',
      headers: { userid: client, page: '/warenkorb', cart: '', productid: product },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(trackingEvents);
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'removeproduct', clientId: client, productId: product }),
    );
  });

  it.each([
    [{ page: '/' }, 'missing userid'],
    [{ userid: 'abc', page: '/' }, 'malformed userid'],
    [{ userid: randomUUID() }, 'missing page'],
  ])('rejects %o (%s) with 400', async (headers, _reason) => {
    const response = await t.app.inject({ url: '/api/users/opensite', headers });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['facebook', 'https://www.facebook.com/kinderkiste'],
    ['instagram', 'https://www.instagram.com/'],
    ['shop', '/shop/kleidung'],
    ['home', '/'],
    ['somewhere', '/'],
  ])('POST /api/redirect/qrcode?target=%s answers %s', async (target, url) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/redirect/qrcode?target=${target}&source=flyer`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe(url);
  });
});

describe('admin tracking', () => {
  it('counts landing views per page and removals per product, and shows a timeline', async () => {
    const auth = await signInAsAdmin(t);
    const client = randomUUID();
    const product = await insertProduct(t.db, { name: 'Regenhose' });
    for (const page of ['/', '/', '/shop/kleidung']) {
      await t.app.inject({ url: '/api/users/opensite', headers: { userid: client, page } });
    }
    await t.app.inject({
      url: '/api/users/removeproduct',
      headers: { userid: client, page: '/warenkorb', productid: product.id },
    });

    const summary = await t.app.inject({ url: '/api/admin/tracking?days=7', headers: auth });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().pages).toContainEqual({ page: '/', views: expect.any(Number) });
    expect(summary.json().removedProducts).toContainEqual({
      productId: product.id,
      itemNumber: product.itemNumber,
      name: 'Regenhose',
      removals: 1,
    });
    expect(summary.json().clients).toContainEqual(
      expect.objectContaining({ clientId: client, events: 4 }),
    );

    const timeline = await t.app.inject({
      url: `/api/admin/tracking/clients/${client}`,
      headers: auth,
    });
    expect(
      timeline.json().map((e: { kind: string; page: string }) => `${e.kind} ${e.page}`),
    ).toEqual(['opensite /', 'opensite /', 'opensite /shop/kleidung', 'removeproduct /warenkorb']);
  });
});

describe("the owner's own visits are never recorded (issue 20)", () => {
  const eventsOf = async (clientId: string) =>
    (await t.db.select().from(trackingEvents)).filter((row) => row.clientId === clientId);

  it('ignores calls with a valid admin token, answering as usual', async () => {
    const admin = await signInAsAdmin(t);
    const client = randomUUID();
    const opened = await t.app.inject({
      url: '/api/users/opensite',
      headers: { ...admin, userid: client, page: '/shop/kleidung' },
    });
    expect(opened.statusCode).toBe(204);
    const removed = await t.app.inject({
      url: '/api/users/removeproduct',
      headers: { ...admin, userid: client, page: '/warenkorb', productid: randomUUID() },
    });
    expect(removed.statusCode).toBe(204);
    expect(await eventsOf(client)).toEqual([]);
  });

  it('ignores calls from admin pages, whoever sends them', async () => {
    const client = randomUUID();
    for (const page of ['/admin/packliste', '/Admin', '//admin/sale']) {
      const response = await t.app.inject({
        url: '/api/users/opensite',
        headers: { userid: client, page },
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await eventsOf(client)).toEqual([]);
  });

  it('still records a visitor with a forged or expired token', async () => {
    const client = randomUUID();
    const response = await t.app.inject({
      url: '/api/users/opensite',
      headers: { authorization: 'Bearer not-a-token', userid: client, page: '/' },
    });
    expect(response.statusCode).toBe(204);
    expect(await eventsOf(client)).toHaveLength(1);
  });
});
