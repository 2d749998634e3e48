import { describe, expect, it } from 'vitest';
import {
  berlinDay,
  groupSeries,
  isoWeek,
  periodLabel,
  periodStart,
  seriesLength,
} from './report-series.ts';

describe('berlinDay', () => {
  it.each([
    // 23:30 UTC is already the next day in Berlin, winter and summer
    ['2026-11-22T23:30:00Z', '2026-11-23'],
    ['2026-06-30T22:30:00Z', '2026-07-01'],
    ['2026-11-22T22:59:59Z', '2026-11-22'],
  ])('%s is %s', (instant, day) => {
    expect(berlinDay(new Date(instant))).toBe(day);
  });
});

describe('periodStart and periodLabel', () => {
  it.each([
    ['2026-11-23', 'day', '2026-11-23', '23.11.'],
    // Monday 23.11.2026 starts KW 48; Sunday 29.11. still belongs to it
    ['2026-11-29', 'week', '2026-11-23', 'KW 48'],
    ['2026-11-23', 'week', '2026-11-23', 'KW 48'],
    // 1 January 2027 is a Friday: it belongs to the last week of 2026, KW 53
    ['2027-01-01', 'week', '2026-12-28', 'KW 53'],
    ['2027-01-04', 'week', '2027-01-04', 'KW 1'],
    ['2026-11-29', 'month', '2026-11-01', 'Nov. 2026'],
    ['2026-03-31', 'month', '2026-03-01', 'März 2026'],
  ] as const)('%s by %s starts %s, named %s', (day, grouping, start, label) => {
    expect(periodStart(day, grouping)).toBe(start);
    expect(periodLabel(start, grouping)).toBe(label);
  });

  it('counts ISO weeks across the turn of the year', () => {
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2026-12-31')).toBe(53);
  });
});

describe('seriesLength', () => {
  it.each([
    ['2026-11-01', '2026-11-30', 'day', 30],
    // 1.11.2026 is a Sunday: its week, then four more up to Monday 30.11.
    ['2026-11-01', '2026-11-30', 'week', 6],
    ['2026-01-15', '2026-12-01', 'month', 12],
    ['2025-12-31', '2026-01-01', 'month', 2],
    // across the switch to summer time (29.3.2026) a day is still a day
    ['2026-03-28', '2026-03-30', 'day', 3],
  ] as const)('%s to %s by %s: %i periods', (from, to, grouping, length) => {
    expect(seriesLength(from, to, grouping)).toBe(length);
    expect(groupSeries([], from, to, grouping)).toHaveLength(length);
  });
});

describe('groupSeries', () => {
  const days = [
    { day: '2026-11-22', orders: 1, revenueCents: 500 },
    { day: '2026-11-23', orders: 2, revenueCents: 26_399 },
    { day: '2026-11-29', orders: 1, revenueCents: 100 },
    { day: '2026-12-01', orders: 3, revenueCents: 1_000 },
  ];

  it('sums days into weeks from Monday and fills empty weeks', () => {
    expect(groupSeries(days, '2026-11-16', '2026-12-13', 'week')).toEqual([
      { start: '2026-11-16', label: 'KW 47', orders: 1, revenueCents: 500 },
      { start: '2026-11-23', label: 'KW 48', orders: 3, revenueCents: 26_499 },
      { start: '2026-11-30', label: 'KW 49', orders: 3, revenueCents: 1_000 },
      { start: '2026-12-07', label: 'KW 50', orders: 0, revenueCents: 0 },
    ]);
  });

  it('sums days into months', () => {
    expect(groupSeries(days, '2026-11-01', '2026-12-31', 'month')).toEqual([
      { start: '2026-11-01', label: 'Nov. 2026', orders: 4, revenueCents: 26_999 },
      { start: '2026-12-01', label: 'Dez. 2026', orders: 3, revenueCents: 1_000 },
    ]);
  });

  it('leaves out days outside the range, also inside a cut period', () => {
    const points = groupSeries(days, '2026-11-23', '2026-11-29', 'month');
    expect(points).toEqual([
      { start: '2026-11-01', label: 'Nov. 2026', orders: 3, revenueCents: 26_499 },
    ]);
  });

  it('is empty for a range that ends before it starts', () => {
    expect(groupSeries(days, '2026-12-01', '2026-11-01', 'day')).toEqual([]);
  });
});
