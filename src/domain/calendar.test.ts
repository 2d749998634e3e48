import { describe, expect, it } from 'vitest';
import {
  formatGermanDay,
  berlinDateParts,
  berlinDatePartsByIntl,
  isFreeDeliveryDay,
  isPromoWeek,
} from './calendar.ts';

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

  // The EU's summer-time rule, worked out, against the time-zone database: should the rule
  // change (the EU has discussed ending summer time), this fails once the database knows.
  it('reads the clock as the time-zone database does, 1996 to 2040', () => {
    const instants: number[] = [];
    for (let year = 1996; year <= 2040; year++) {
      // Every 5 hours 20 minutes: over the years every hour of the day and every day of the month.
      for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 19_200_000) {
        instants.push(time);
      }
      // Minute by minute for three hours around each change of the clocks (the last Sundays of
      // March and October, 01:00 UTC), and the seconds right at it.
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (let time = change - 5_400_000; time <= change + 5_400_000; time += 60_000) {
          instants.push(time);
        }
        instants.push(change - 1000, change - 1, change + 1);
      }
    }
    const differing = instants.filter(
      (time) =>
        JSON.stringify(berlinDateParts(new Date(time))) !==
        JSON.stringify(berlinDatePartsByIntl(new Date(time))),
    );
    expect(differing.map((time) => new Date(time).toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(90_000);
  });

  it('asks the time-zone database before 1996, when other rules held', () => {
    // 1947: double summer time (UTC+3) from 11 May to 29 June.
    expect(berlinDateParts(new Date('1947-06-01T21:30:00Z'))).toMatchObject({ day: 2, hour: 0 });
    // 1995: summer time ended on the last Sunday of September.
    expect(berlinDateParts(new Date('1995-10-01T12:00:00Z'))).toMatchObject({ hour: 13 });
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
