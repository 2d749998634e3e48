import { describe, expect, it } from 'vitest';
import { turnoverLevel, turnoverNotice } from './small-business-limit.ts';

const level = (currentYearEuros: number, previousYearEuros = 0) =>
  turnoverLevel({
    currentYearCents: Math.round(currentYearEuros * 100),
    previousYearCents: Math.round(previousYearEuros * 100),
  });

describe('the small-business limit (§ 19 UStG)', () => {
  it('says nothing far below 80 % of 100,000 € with last year within 25,000 €', () => {
    expect(level(0)).toBe('ok');
    expect(level(79_999.99, 25_000)).toBe('ok');
  });

  it('warns from 80,000 € on, before the limit is reached', () => {
    expect(level(80_000)).toBe('approaching');
    expect(level(100_000)).toBe('approaching');
  });

  it('says the exemption ended once this year passed 100,000 €', () => {
    expect(level(100_000.01)).toBe('exceeded');
  });

  it('says the exemption does not hold this year when last year passed 25,000 €', () => {
    expect(level(10, 25_000.01)).toBe('previousYearExceeded');
    expect(level(120_000, 30_000)).toBe('previousYearExceeded');
  });

  it('has a German notice for every warning and none when all is well', () => {
    expect(turnoverNotice('ok')).toBeNull();
    expect(turnoverNotice('approaching')).toContain('80 %');
    expect(turnoverNotice('exceeded')).toContain('100.000 €');
    expect(turnoverNotice('previousYearExceeded')).toContain('25.000 €');
  });
});
