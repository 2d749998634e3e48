import { berlinDateParts } from './calendar.ts';

// The report's time series: orders and revenue per day, ISO week (from Monday) or month, every
// period of the range present (an empty week is a gap in the chart, not a missing bar). Days are
// Berlin calendar days; the database sums orders per Berlin day, this groups the days. Calendar
// arithmetic runs on UTC dates, which have no daylight-saving jumps.

export type ReportGrouping = 'day' | 'week' | 'month';

/** Orders and revenue of one Berlin calendar day 'YYYY-MM-DD'. */
export interface DayTotal {
  day: string;
  orders: number;
  revenueCents: number;
}

/** One period of the series: its first day, how the chart names it, and what it holds. */
export interface SeriesPoint {
  start: string;
  label: string;
  orders: number;
  revenueCents: number;
}

/** More periods than a chart or a table can show sensibly; a longer range needs a coarser grouping. */
export const MAX_SERIES_POINTS = 400;

const MONTHS = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sept.',
  'Okt.',
  'Nov.',
  'Dez.',
];

const DAY_MS = 86_400_000;

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Berlin calendar day of an instant, 'YYYY-MM-DD'. */
export function berlinDay(instant: Date): string {
  const { year, month, day } = berlinDateParts(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The first day of the period a day falls in: itself, its week's Monday, its month's first. */
export function periodStart(day: string, grouping: ReportGrouping): string {
  const date = parseDay(day);
  if (grouping === 'month') return `${day.slice(0, 7)}-01`;
  if (grouping === 'week') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    return formatDay(new Date(date.getTime() - sinceMonday * DAY_MS));
  }
  return formatDay(date);
}

/** ISO 8601 week number: week 1 holds the year's first Thursday. */
export function isoWeek(day: string): number {
  const date = parseDay(day);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
}

/** A period's short German name: '23.11.', 'KW 48', 'Nov. 2026'. */
export function periodLabel(start: string, grouping: ReportGrouping): string {
  const [year, month, day] = start.split('-') as [string, string, string];
  if (grouping === 'month') return `${MONTHS[Number(month) - 1]} ${year}`;
  if (grouping === 'week') return `KW ${isoWeek(start)}`;
  return `${day}.${month}.`;
}

function nextPeriod(start: string, grouping: ReportGrouping): string {
  const date = parseDay(start);
  if (grouping === 'month') {
    return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  }
  return formatDay(new Date(date.getTime() + (grouping === 'week' ? 7 : 1) * DAY_MS));
}

/** How many periods the range [from, to] touches. */
export function seriesLength(from: string, to: string, grouping: ReportGrouping): number {
  const first = parseDay(periodStart(from, grouping));
  const last = parseDay(periodStart(to, grouping));
  if (grouping === 'month') {
    return (
      (last.getUTCFullYear() - first.getUTCFullYear()) * 12 +
      last.getUTCMonth() -
      first.getUTCMonth() +
      1
    );
  }
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS);
  return Math.floor(days / (grouping === 'week' ? 7 : 1)) + 1;
}

/**
 * Every period of [from, to] with the days' orders and revenue summed into it; days outside the
 * range are ignored. The first and last period may be cut by the range (a week from Wednesday).
 */
export function groupSeries(
  days: readonly DayTotal[],
  from: string,
  to: string,
  grouping: ReportGrouping,
): SeriesPoint[] {
  if (from > to) return [];
  const points = new Map<string, SeriesPoint>();
  const last = periodStart(to, grouping);
  for (
    let start = periodStart(from, grouping);
    start <= last;
    start = nextPeriod(start, grouping)
  ) {
    points.set(start, { start, label: periodLabel(start, grouping), orders: 0, revenueCents: 0 });
  }
  for (const total of days) {
    if (total.day < from || total.day > to) continue;
    const point = points.get(periodStart(total.day, grouping));
    if (point === undefined) continue;
    point.orders += total.orders;
    point.revenueCents += total.revenueCents;
  }
  return [...points.values()];
}
