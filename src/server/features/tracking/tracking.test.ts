import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/kinderkiste' } });
});
afterAll(() => t.close());

describe('tracking (SPEC.md §7)', () => {
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
