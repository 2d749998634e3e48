import { describe, expect, it } from 'vitest';
import { isVoucherAlreadyApplied, isVoucherCode, normalizeCode } from './voucher-code.ts';

describe('normalizeCode', () => {
  it.each([
    ['abcd-1234-efgh-5678', 'ABCD-1234-EFGH-5678'],
    ['  sommer10 ', 'SOMMER10'],
    ['\tGreenWeek\n', 'GREENWEEK'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});

describe('isVoucherCode', () => {
  it.each([
    ['abcd-1234-efgh-5678', true],
    ['ABCD-1234-EFGH-5678', true],
    ['AbCd-1234-eFgH-5678', true],
    ['  ABCD-1234-EFGH-5678  ', true], // trimmed first
    ['0000-0000-0000-0000', true],
    ['ABCD-1234-EFGH-567', false], // last group too short
    ['ABCD-1234-EFGH-56789', false], // last group too long
    ['ABCD1234EFGH5678', false], // no dashes
    ['ABCD-1234-EFGH', false], // three groups
    ['ABCD-1234-EFGH-5678-IJKL', false], // five groups
    ['ABCD_1234_EFGH_5678', false],
    ['ABCD-12 4-EFGH-5678', false],
    ['ÄBCD-1234-EFGH-5678', false], // umlaut is not an ASCII letter
    ['SOMMER10', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isVoucherCode(input)).toBe(expected);
  });

  it('upper-cases before testing, as the spec says: ß becomes SS', () => {
    // 'ßab1' upper-cases to 'SSAB1' (five characters), so it is not a voucher...
    expect(isVoucherCode('ßab1-1234-EFGH-5678')).toBe(false);
    // ...but 'ßab' upper-cases to 'SSAB', four ASCII letters, so this one is.
    expect(isVoucherCode('ßab-1234-EFGH-5678')).toBe(true);
  });
});

describe('isVoucherAlreadyApplied', () => {
  const applied = ['ABCD-1234-EFGH-5678', 'WXYZ-0000-1111-2222'];

  it.each([
    ['ABCD-1234-EFGH-5678', true],
    [' abcd-1234-efgh-5678 ', true],
    ['wxyz-0000-1111-2222', true],
    ['ABCD-1234-EFGH-5679', false],
  ])('%j → %s', (code, expected) => {
    expect(isVoucherAlreadyApplied(applied, code)).toBe(expected);
  });

  it('is false with nothing applied', () => {
    expect(isVoucherAlreadyApplied([], 'ABCD-1234-EFGH-5678')).toBe(false);
  });
});
