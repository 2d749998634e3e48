import { describe, expect, it } from 'vitest';
import { voucherRejection } from './voucher-rules.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('voucherRejection', () => {
  it('accepts a voucher with value left and no end', () => {
    expect(voucherRejection({ validUntil: null, remainingValueCents: 1 }, now)).toBeNull();
  });

  it('accepts a voucher up to and including its last instant', () => {
    expect(voucherRejection({ validUntil: now, remainingValueCents: 500 }, now)).toBeNull();
  });

  it('refuses an unknown, an expired and an empty voucher, expiry first', () => {
    expect(voucherRejection(undefined, now)).toBe('not-found');
    const past = new Date(now.getTime() - 1);
    expect(voucherRejection({ validUntil: past, remainingValueCents: 500 }, now)).toBe('expired');
    expect(voucherRejection({ validUntil: past, remainingValueCents: 0 }, now)).toBe('expired');
    expect(voucherRejection({ validUntil: null, remainingValueCents: 0 }, now)).toBe('empty');
  });
});
