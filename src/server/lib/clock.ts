/** The current time, injectable so tests can pin a date (free-delivery days, promo weeks). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(date: Date | string): Clock {
  const instant = new Date(date);
  return { now: () => new Date(instant) };
}
