import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';
import { newVoucherCode } from './vouchers-admin.routes.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

describe('gift cards (admin)', () => {
  it('codes are XXXX-XXXX-XXXX-XXXX without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(newVoucherCode()).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    }
  });

  it('issues a voucher that a customer can spend, and shows the ledger', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: auth,
      payload: { value: 25, validUntil: '2027-06-30' },
    });
    expect(created.statusCode).toBe(201);
    const voucher = created.json();
    expect(voucher).toMatchObject({ initialValue: 25, remainingValue: 25, usedValue: 0 });
    // The last day counts in Berlin summer time (UTC+2).
    expect(voucher.validUntil).toBe('2027-06-30T21:59:59.999Z');

    const product = await insertProduct(t.db, { priceCents: 1000 });
    const order = await placeCashOrder(t, [product.id], { voucherCodes: [voucher.code] });
    expect(order.statusCode).toBe(201);

    const list = await t.app.inject({ url: '/api/admin/vouchers', headers: auth });
    const after = list.json().find((v: { code: string }) => v.code === voucher.code);
    expect(after).toMatchObject({ remainingValue: 15, usedValue: 10 });
    expect(after.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['issue', 25],
      ['redeem', -10],
    ]);
  });

  it('refuses a value below 1 € and requires an admin', async () => {
    const low = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: auth,
      payload: { value: 0.5 },
    });
    expect(low.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/vouchers' })).statusCode).toBe(401);
  });
});

describe('coupons (admin)', () => {
  it('creates coupons of the three types with limits, lists their use, and ends one', async () => {
    for (const payload of [
      { code: 'herbst15', discountType: 'percentage', discountAmount: 15, usageLimit: 1 },
      { code: 'MINUS3', discountType: 'fixed', discountAmount: 3 },
      { code: 'VERSANDFREI', discountType: 'freedelivery', discountAmount: 0, onePerEmail: true },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(201);
    }
    const list = await t.app.inject({ url: '/api/admin/coupons', headers: auth });
    expect(list.json().find((c: { code: string }) => c.code === 'HERBST15')).toMatchObject({
      discountType: 'percentage',
      discountAmount: 15,
      usageLimit: 1,
      isActive: true,
      timesUsed: 0,
    });
    expect(list.json().find((c: { code: string }) => c.code === 'MINUS3')).toMatchObject({
      discountAmount: 3,
    });

    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { email: '', code: 'herbst15' },
    });
    expect(valid.statusCode).toBe(200);

    const id = list.json().find((c: { code: string }) => c.code === 'HERBST15')._id;
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${id}/end`,
      headers: auth,
    });
    expect(ended.json().isActive).toBe(false);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { email: '', code: 'herbst15' },
    });
    expect(after.statusCode).toBe(404);
  });

  it('refuses a duplicate code (409), 120 % and a fixed coupon of 0 €', async () => {
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: auth,
      payload: { code: 'MINUS3', discountType: 'fixed', discountAmount: 3 },
    });
    expect(duplicate.statusCode).toBe(409);
    for (const payload of [
      { code: 'ZUVIEL', discountType: 'percentage', discountAmount: 120 },
      { code: 'NULL', discountType: 'fixed', discountAmount: 0 },
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: auth, payload }))
          .statusCode,
      ).toBe(400);
    }
  });
});
