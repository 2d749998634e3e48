import { describe, expect, it } from 'vitest';
import {
  assertNonNegativeCents,
  assertPercent,
  assertWholeCents,
  centsToEuros,
  eurosToCents,
  formatEuro,
  formatEuroAmount,
  formatEuroDeduction,
  formatEuros,
  formatSignedEuro,
  roundToCents,
} from './money.ts';

const NBSP = '\u00a0';

describe('roundToCents', () => {
  it.each([
    [909.3, 909],
    [283.05, 283],
    [2.5, 3],
    [-2.5, -3],
    [149.9, 150],
    [100.49999999999999, 101], // float noise of 1.005 * 100
    [499.00000000000006, 499],
    [0, 0],
    [-0.4, 0],
  ])('%s → %s', (exact, cents) => {
    expect(roundToCents(exact)).toBe(cents);
  });

  it('never returns -0', () => {
    expect(Object.is(roundToCents(-0.4), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (value) => {
    expect(() => roundToCents(value)).toThrow(RangeError);
  });
});

describe('eurosToCents', () => {
  it.each([
    [4.99, 499],
    [2.5, 250],
    [0, 0],
    [12.99, 1299],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.999, 2000],
    [1234.56, 123456],
    [-5, -500],
  ])('%s € → %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('rejects NaN', () => {
    expect(() => eurosToCents(NaN)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it.each([
    [499, 4.99],
    [250, 2.5],
    [0, 0],
    [1759, 17.59],
    [-500, -5],
    [123456, 1234.56],
  ])('%s cents → %s €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every cent value up to 1000 €', () => {
    const mismatches: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      if (eurosToCents(centsToEuros(cents)) !== cents) mismatches.push(cents);
    }
    expect(mismatches).toEqual([]);
  });

  it('rejects fractional cents', () => {
    expect(() => centsToEuros(4.5)).toThrow(RangeError);
  });
});

describe('formatEuro', () => {
  it.each([
    [499, `4,99${NBSP}€`],
    [250, `2,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [909, `9,09${NBSP}€`],
    [123450, `1.234,50${NBSP}€`],
    [-500, `-5,00${NBSP}€`],
  ])('%s cents → %s', (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });

  it('writes what Intl writes for de-DE euros', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const samples = [1, 5, 10, 99, 100, 101, 99_999, 100_000, 1_000_000, 123_456_789, 2 ** 40];
    for (const cents of [...samples, ...samples.map((value) => -value)]) {
      expect(formatEuro(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('uses a no-break space, not a normal space, before €', () => {
    expect(formatEuro(499)).not.toBe('4,99 €');
  });

  it('rejects fractional cents', () => {
    expect(() => formatEuro(0.5)).toThrow(RangeError);
  });
});

describe('formatSignedEuro and formatEuroDeduction', () => {
  it('writes a negative amount with the minus sign U+2212, not a hyphen', () => {
    expect(formatSignedEuro(-250)).toBe(`\u22122,50${NBSP}€`);
    expect(formatSignedEuro(-123450)).toBe(`\u22121.234,50${NBSP}€`);
    expect(formatSignedEuro(250)).toBe(`2,50${NBSP}€`);
    expect(formatSignedEuro(0)).toBe(`0,00${NBSP}€`);
  });

  it('writes a deduction with a minus sign, and nothing deducted without one', () => {
    expect(formatEuroDeduction(499)).toBe(`\u22124,99${NBSP}€`);
    expect(formatEuroDeduction(0)).toBe(`0,00${NBSP}€`);
  });
});

describe('formatEuros and formatEuroAmount', () => {
  it('formats a wire amount in euros like cents', () => {
    expect(formatEuros(4.99)).toBe('4,99\u00a0€');
    expect(formatEuros(1234.5)).toBe('1.234,50\u00a0€');
  });

  it('writes an amount for a form field or a spreadsheet: comma, no sign, no grouping', () => {
    expect(formatEuroAmount(450)).toBe('4,50');
    expect(formatEuroAmount(123450)).toBe('1234,50');
    expect(formatEuroAmount(-1234)).toBe('-12,34');
    expect(formatEuroAmount(0)).toBe('0,00');
  });
});

describe('assertions', () => {
  it.each([
    [() => assertWholeCents(1.5, 'x'), true],
    [() => assertWholeCents(-3, 'x'), false],
    [() => assertNonNegativeCents(-3, 'x'), true],
    [() => assertNonNegativeCents(0, 'x'), false],
    [() => assertPercent(101, 'x'), true],
    [() => assertPercent(-1, 'x'), true],
    [() => assertPercent(NaN, 'x'), true],
    [() => assertPercent(100, 'x'), false],
    [() => assertPercent(0, 'x'), false],
    [() => assertPercent(12.5, 'x'), false],
  ])('case %#', (call, throws) => {
    if (throws) expect(call).toThrow(RangeError);
    else expect(call).not.toThrow();
  });
});
