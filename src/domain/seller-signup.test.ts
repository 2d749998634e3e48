import { describe, expect, it } from 'vitest';
import { nextSellerNumber, termsVersionDate } from './seller-signup.ts';

describe('seller sign-up rules', () => {
  it('numbers a new seller after the highest, starting at 101', () => {
    expect(nextSellerNumber(null)).toBe(101);
    expect(nextSellerNumber(7)).toBe(101);
    expect(nextSellerNumber(142)).toBe(143);
  });

  it('writes the terms version as a German date', () => {
    expect(termsVersionDate('2026-11-27')).toBe('27.11.2026');
  });
});
