import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponSchema } from '../../../domain/api/coupons.ts';
import { COUPON_MESSAGES } from '../../../domain/coupon-rules.ts';
import { couponRedemptions } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertCoupon, insertOrder } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
});
afterAll(() => t.close());

function validate(code: string, email = '') {
  return t.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { email, code } });
}

async function useCoupon(couponId: number, email: string) {
  const order = await insertOrder(t.db, { email });
  await t.db.insert(couponRedemptions).values({ couponId, orderId: order.id, email });
}

describe('POST /api/coupons/validate', () => {
  it('answers discountType, discountAmount and description; codes are case-insensitive', async () => {
    await insertCoupon(t.db, {
      code: 'HERBST10',
      discountType: 'percentage',
      discountPercent: 10,
      description: '10 % Herbstrabatt',
    });
    await insertCoupon(t.db, {
      code: 'FUENF',
      discountType: 'fixed',
      discountAmountCents: 500,
      description: '5 € geschenkt',
    });
    await insertCoupon(t.db, { code: 'GRATISVERSAND', discountType: 'freedelivery' });

    const percent = await validate(' herbst10 ');
    expect(percent.statusCode).toBe(200);
    expect(couponSchema.parse(percent.json())).toEqual({
      code: 'HERBST10',
      discountType: 'percentage',
      discountAmount: 10,
      description: '10 % Herbstrabatt',
    });
    expect((await validate('FUENF')).json()).toMatchObject({
      discountType: 'fixed',
      discountAmount: 5,
    });
    expect((await validate('gratisversand')).json()).toMatchObject({
      discountType: 'freedelivery',
      discountAmount: 0,
    });
  });

  it('rejects unknown and deactivated codes with the German message', async () => {
    await insertCoupon(t.db, { code: 'ALT', isActive: false });
    for (const code of ['GIBTSNICHT', 'ALT', 'ABCD-EFGH-IJKL-MNOP']) {
      const response = await validate(code);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(COUPON_MESSAGES['not-found']);
    }
  });

  it('enforces the validity window', async () => {
    await insertCoupon(t.db, { code: 'BALD', validFrom: new Date('2026-12-01T00:00:00Z') });
    await insertCoupon(t.db, { code: 'VORBEI', validUntil: new Date('2026-11-22T09:59:59Z') });
    await insertCoupon(t.db, {
      code: 'JETZT',
      validFrom: new Date('2026-11-22T10:00:00Z'),
      validUntil: new Date('2026-11-22T10:00:00Z'),
    });
    const early = await validate('BALD');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(COUPON_MESSAGES['not-yet-valid']);
    expect((await validate('VORBEI')).json().message).toBe(COUPON_MESSAGES.expired);
    expect((await validate('JETZT')).statusCode).toBe(200);
  });

  it('enforces the usage limit and one use per e-mail', async () => {
    const limited = await insertCoupon(t.db, { code: 'ZWEIMAL', usageLimit: 2 });
    await useCoupon(limited.id, 'a@example.de');
    expect((await validate('ZWEIMAL')).statusCode).toBe(200);
    await useCoupon(limited.id, 'b@example.de');
    const used = await validate('ZWEIMAL');
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(COUPON_MESSAGES['usage-limit-reached']);

    const once = await insertCoupon(t.db, { code: 'EINMAL', onePerEmail: true });
    await useCoupon(once.id, 'Kunde@Example.de');
    const again = await validate('EINMAL', 'kunde@example.de');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(COUPON_MESSAGES['already-used-by-email']);
    expect((await validate('EINMAL', 'andere@example.de')).statusCode).toBe(200);
    // Before the checkout knows the e-mail the coupon is checked with an empty one
    // (docs/product.md §5.1).
    expect((await validate('EINMAL', '')).statusCode).toBe(200);
  });

  it('requires the code field', async () => {
    const response = await validate('   ');
    expect(response.statusCode).toBe(400);
  });
});
