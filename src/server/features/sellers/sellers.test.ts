import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

describe('sellers (SPEC.md §7)', () => {
  it('creates, lists with item counts and updates sellers', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 101, name: 'Anna M.', email: 'anna@example.de' },
    });
    expect(created.statusCode).toBe(201);
    await insertProduct(t.db, { sellerNumber: 101 });

    const list = await t.app.inject({ url: '/api/seller', headers: auth });
    expect(list.json()).toEqual([
      {
        number: 101,
        name: 'Anna M.',
        email: 'anna@example.de',
        phone: null,
        notes: null,
        productCount: 1,
      },
    ]);

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/101',
      headers: auth,
      payload: { name: 'Anna Meier', phone: '0170 1234567' },
    });
    expect(updated.json()).toMatchObject({
      number: 101,
      name: 'Anna Meier',
      phone: '0170 1234567',
    });
  });

  it('refuses a taken number (409), an unknown seller (404) and bad input (400)', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: 101, name: 'B' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Die Verkäufernummer 101 ist schon vergeben.');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/999',
      headers: auth,
      payload: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/seller',
      headers: auth,
      payload: { number: -1, name: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
