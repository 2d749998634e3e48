import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers /healthz', async () => {
  const response = await t.app.inject({ url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('answers /readyz when the database answers', async () => {
  const response = await t.app.inject({ url: '/readyz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready' });
});

it('answers unknown API paths with a JSON 404', async () => {
  const response = await t.app.inject({ url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message: 'Nicht gefunden.' });
});

it('serves the OpenAPI document', async () => {
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.json().paths).toHaveProperty('/api/products/newbees');
});

it('sends the security headers on every response', async () => {
  const response = await t.app.inject({ url: '/healthz' });
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  });
  // Only over https (SITE_URL), never on a plain-http development server.
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

describe('/metrics', () => {
  it('answers 401 without the metrics token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
  });

  it('answers 401 to a wrong token, also to one that begins like the right one', async () => {
    const metrics = await createTestApp({ env: { METRICS_TOKEN: 'a-long-metrics-token' } });
    try {
      for (const token of ['a-long-metrics-tokeX', 'a-long-metrics-token-2', 'a']) {
        const response = await metrics.app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await metrics.close();
    }
  });

  it('exposes request latency per route pattern with the token', async () => {
    const metrics = await createTestApp({ env: { METRICS_TOKEN: 'a-long-metrics-token' } });
    try {
      await metrics.app.inject({ url: '/api/products/12345' });
      const response = await metrics.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-token' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/products/:itemNumber",status="404"} 1',
      );
      expect(response.body).toContain('shop_orders_placed_total');
    } finally {
      await metrics.close();
    }
  });
});
