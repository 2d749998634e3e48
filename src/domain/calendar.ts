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

/** The Berlin calendar date and time of an instant. Throws a RangeError for an invalid Date. */
export function berlinDateParts(date: Date): BerlinDateParts {
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
