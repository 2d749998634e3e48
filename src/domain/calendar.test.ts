import { describe, expect, it } from 'vitest';
import { formatGermanDay, berlinDateParts, isFreeDeliveryDay, isPromoWeek } from './calendar.ts';

describe('berlinDateParts', () => {
  it.each([
    // winter (CET, UTC+1)
    ['2026-10-30T23:30:00Z', { year: 2026, month: 10, day: 31, hour: 0, minute: 30, second: 0 }],
    ['2026-12-31T23:00:00Z', { year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ['2026-01-15T12:34:56Z', { year: 2026, month: 1, day: 15, hour: 13, minute: 34, second: 56 }],
    // summer (CEST, UTC+2)
    ['2025-06-16T06:00:00Z', { year: 2025, month: 6, day: 16, hour: 8, minute: 0, second: 0 }],
    ['2025-06-15T22:00:00Z', { year: 2025, month: 6, day: 16, hour: 0, minute: 0, second: 0 }],
  ])('%s', (iso, parts) => {
    expect(berlinDateParts(new Date(iso))).toEqual(parts);
  });

  it('rejects an invalid date', () => {
    expect(() => berlinDateParts(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('isFreeDeliveryDay', () => {
  it.each([
    ['2026-10-30T22:59:59Z', false], // 30 Oct 23:59:59 in Berlin
    ['2026-10-30T23:00:00Z', true], // 31 Oct 00:00 in Berlin, still 30 Oct in UTC
    ['2026-10-30T23:30:00Z', true], // 31 Oct 00:30 in Berlin
    ['2026-10-31T12:00:00Z', true],
    ['2026-11-01T12:00:00Z', true],
    ['2026-11-01T22:59:59Z', true], // 1 Nov 23:59:59 in Berlin
    ['2026-11-01T23:00:00Z', false], // 2 Nov 00:00 in Berlin, still 1 Nov in UTC
    ['2026-11-01T23:30:00Z', false], // 2 Nov 00:30 in Berlin
    // 2027: summer time ends on Sunday 31 Oct, so that day starts at UTC+2
    ['2027-10-30T21:59:59Z', false],
    ['2027-10-30T22:00:00Z', true],
    ['2025-10-31T08:00:00Z', true],
    ['2030-11-01T08:00:00Z', true],
    ['2026-10-01T12:00:00Z', false],
    ['2026-11-30T12:00:00Z', false],
    ['2026-12-31T12:00:00Z', false],
    ['2026-06-15T12:00:00Z', false],
  ])('%s → %s', (iso, expected) => {
    expect(isFreeDeliveryDay(new Date(iso))).toBe(expected);
  });
});

describe('isPromoWeek', () => {
  it.each([
    ['2026-11-22T22:59:59Z', false], // 22 Nov 23:59:59 in Berlin
    ['2026-11-22T23:00:00Z', true], // 23 Nov 00:00 in Berlin
    ['2026-11-25T12:00:00Z', true],
    ['2026-11-29T22:59:59Z', true], // 29 Nov 23:59:59 in Berlin
    ['2026-11-29T23:00:00Z', false], // 30 Nov 00:00 in Berlin
    ['2025-11-23T12:00:00Z', true],
    ['2031-11-29T12:00:00Z', true],
    ['2026-10-25T12:00:00Z', false], // right day, wrong month
    ['2026-12-24T12:00:00Z', false],
  ])('%s → %s', (iso, expected) => {
    expect(isPromoWeek(new Date(iso))).toBe(expected);
  });
});

describe('formatGermanDay', () => {
  it('writes a calendar day as Germans do', () => {
    expect(formatGermanDay('2026-11-22')).toBe('22.11.2026');
    expect(formatGermanDay('2027-01-04')).toBe('04.01.2027');
  });
});
