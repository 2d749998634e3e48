import { afterAll, beforeAll, expect, it } from 'vitest';
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
    'content-security-policy': "frame-ancestors 'none'",
  });
  // Only over https (SITE_URL), never on a plain-http development server.
  expect(response.headers['strict-transport-security']).toBeUndefined();
});
