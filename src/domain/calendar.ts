/**
 * Calendar rules of docs/product.md §9.1 and §9.3, decided in Europe/Berlin time whatever the
 * machine's zone. Every rule takes `now` so callers inject their clock and tests pin a date.
 */

export const SHOP_TIME_ZONE = 'Europe/Berlin';

/** A wall-clock reading in Berlin. `month` is 1–12. */
interface BerlinDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Built on first use, not at import: a formatter loads locale data, which would slow every
// start of the web app (docs/performance.md), whether a date is read or not.
let berlinFormat: Intl.DateTimeFormat | undefined;
const berlinFormatter = () =>
  (berlinFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

const HOUR_MS = 3_600_000;

/** The first year whose summer time ended in October: the EU's rule below holds from then on. */
const EU_SUMMER_TIME_SINCE = 1996;

/** 01:00 UTC on the last Sunday of a month (`month` 0–11), as a time value. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * Berlin's clock by the EU's summer-time rule (Directive 2000/84/EC, in force since 1996): one
 * hour ahead of UTC, two from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October. Null before 1996, when other rules held. Worked out rather than asked of
 * Intl: the first Intl object a page builds costs a phone 10–30 ms (ICU's start), and the home
 * page reads Berlin's clock while React takes over the server's HTML (the promo week, a
 * reserved item's "free again at"; docs/performance.md). calendar.test.ts compares it with the
 * time-zone database for every year to 2040, so a change of the rule shows there.
 */
function berlinByEuRule(time: number): BerlinDateParts | null {
  const year = new Date(time).getUTCFullYear();
  if (year < EU_SUMMER_TIME_SINCE) return null;
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  const wall = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The Berlin calendar date and time of an instant. Throws a RangeError for an invalid Date. */
export function berlinDateParts(date: Date): BerlinDateParts {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  return berlinByEuRule(time) ?? berlinDatePartsByIntl(date);
}

/** The same from the runtime's time-zone database (exported for the rule's test). */
export function berlinDatePartsByIntl(date: Date): BerlinDateParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  const parts = berlinFormatter().formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((candidate) => candidate.type === type);
    if (part === undefined) throw new Error(`Intl gave no ${type} part`);
    return Number(part.value);
  };
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

/** Delivery is free on 31 October and 1 November (Berlin date), every year. */
export function isFreeDeliveryDay(now: Date): boolean {
  const { month, day } = berlinDateParts(now);
  return (month === 10 && day === 31) || (month === 11 && day === 1);
}

/** The promo week (Green Week: a tree planted per order) runs 23–29 November inclusive, every year. */
export function isPromoWeek(now: Date): boolean {
  const { month, day } = berlinDateParts(now);
  return month === 11 && day >= 23 && day <= 29;
}

/** A calendar day as Germans write it: '2026-11-22' → '22.11.2026'. */
export function formatGermanDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}
