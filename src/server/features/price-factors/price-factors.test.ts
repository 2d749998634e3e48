import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRICE_FACTORS } from '../../../domain/price-suggestion.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

it('answers the defaults until the owner saves her own factors', async () => {
  const before = await t.app.inject({ url: '/api/admin/price-factors', headers: auth });
  expect(before.json()).toEqual(DEFAULT_PRICE_FACTORS);

  const mine = {
    ...DEFAULT_PRICE_FACTORS,
    basePriceCents: { ...DEFAULT_PRICE_FACTORS.basePriceCents, Kleidung: 700 },
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/price-factors',
    headers: auth,
    payload: mine,
  });
  expect(saved.statusCode).toBe(200);
  const after = await t.app.inject({ url: '/api/admin/price-factors', headers: auth });
  expect(after.json().basePriceCents.Kleidung).toBe(700);
});

it('refuses a negative base price or a zero factor', async () => {
  for (const payload of [
    { ...DEFAULT_PRICE_FACTORS, minimumPriceCents: -1 },
    { ...DEFAULT_PRICE_FACTORS, conditionFactor: { 'Sehr gut': 0, Gut: 1, Geliebt: 1 } },
  ]) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/price-factors',
      headers: auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
  }
});

it('is for admins only', async () => {
  expect((await t.app.inject({ url: '/api/admin/price-factors' })).statusCode).toBe(401);
});
