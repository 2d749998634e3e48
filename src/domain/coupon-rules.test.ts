import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, checkCoupon, couponValidationEmail } from './coupon-rules.ts';
import type { CouponCheck, CouponUsage } from './coupon-rules.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

const open: CouponUsage = {
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  timesUsed: 0,
  onePerEmail: false,
  alreadyUsedByEmail: false,
};

const rejected = (reason: Exclude<keyof typeof COUPON_MESSAGES, 'not-found'>): CouponCheck => ({
  ok: false,
  reason,
  message: COUPON_MESSAGES[reason],
});

describe('checkCoupon', () => {
  it.each<[string, Partial<CouponUsage>, CouponCheck]>([
    ['no limits', {}, { ok: true }],
    [
      'within its window',
      { validFrom: at('2026-03-01T00:00:00Z'), validUntil: at('2026-03-31T00:00:00Z') },
      { ok: true },
    ],
    ['starts this instant', { validFrom: NOW }, { ok: true }],
    ['ends this instant', { validUntil: NOW }, { ok: true }],
    [
      'starts a millisecond later',
      { validFrom: at('2026-03-10T12:00:00.001Z') },
      rejected('not-yet-valid'),
    ],
    [
      'ended a millisecond ago',
      { validUntil: at('2026-03-10T11:59:59.999Z') },
      rejected('expired'),
    ],
    ['one use left', { usageLimit: 10, timesUsed: 9 }, { ok: true }],
    ['used up', { usageLimit: 10, timesUsed: 10 }, rejected('usage-limit-reached')],
    ['over-used', { usageLimit: 1, timesUsed: 3 }, rejected('usage-limit-reached')],
    ['limit 0', { usageLimit: 0 }, rejected('usage-limit-reached')],
    ['one per e-mail, first time', { onePerEmail: true, alreadyUsedByEmail: false }, { ok: true }],
    [
      'one per e-mail, used before',
      { onePerEmail: true, alreadyUsedByEmail: true },
      rejected('already-used-by-email'),
    ],
    [
      'many per e-mail, used before',
      { onePerEmail: false, alreadyUsedByEmail: true },
      { ok: true },
    ],
    [
      'not yet valid wins over used up',
      { validFrom: at('2026-04-01T00:00:00Z'), usageLimit: 1, timesUsed: 1 },
      rejected('not-yet-valid'),
    ],
    [
      'expired wins over used by e-mail',
      { validUntil: at('2026-01-01T00:00:00Z'), onePerEmail: true, alreadyUsedByEmail: true },
      rejected('expired'),
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(checkCoupon({ ...open, ...overrides }, NOW)).toEqual(expected);
  });
});

describe('COUPON_MESSAGES', () => {
  it.each([
    ['not-found', 'Gutschein nicht gefunden.'],
    ['not-yet-valid', 'Der Gutschein ist noch nicht gültig.'],
    ['expired', 'Der Gutschein ist abgelaufen.'],
    ['usage-limit-reached', 'Der Gutschein wurde bereits zu oft eingelöst.'],
    ['already-used-by-email', 'Du hast diesen Gutschein bereits eingelöst.'],
  ] as const)('%s → %s', (reason, message) => {
    expect(COUPON_MESSAGES[reason]).toBe(message);
  });
});

describe('couponValidationEmail', () => {
  it.each<[boolean, string | null | undefined, string]>([
    [true, 'anna@example.de', 'anna@example.de'],
    [true, ' anna@example.de ', 'anna@example.de'],
    [true, undefined, ''],
    [true, null, ''],
    [false, 'anna@example.de', ''],
    [false, undefined, ''],
  ])('delivery included %s, e-mail %j → %j', (included, email, expected) => {
    expect(couponValidationEmail(included, email)).toBe(expected);
  });
});
