import { describe, expect, it } from 'vitest';
import {
  currentPriceSince,
  lowestPriorPriceCents,
  type PriceHistoryEntry,
} from './lowest-prior-price.ts';

const REDUCTION = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A time `days` before the reduction (negative: after it). */
function daysBefore(days: number): Date {
  return new Date(REDUCTION.getTime() - days * DAY);
}

function entry(priceCents: number, validFrom: Date): PriceHistoryEntry {
  return { priceCents, validFrom };
}

describe('lowestPriorPriceCents', () => {
  it.each<[string, PriceHistoryEntry[], number | null]>([
    [
      'regular price for months, then reduced',
      [entry(1000, daysBefore(90)), entry(800, REDUCTION)],
      1000,
    ],
    [
      'a price that started before the window and still applied at its start counts',
      [entry(900, daysBefore(45)), entry(1000, daysBefore(10)), entry(800, REDUCTION)],
      900,
    ],
    [
      'a price that ended before the window does not count',
      [entry(500, daysBefore(60)), entry(1000, daysBefore(31)), entry(800, REDUCTION)],
      1000,
    ],
    [
      'a price that ended exactly at the window start does not count',
      [entry(500, daysBefore(60)), entry(1000, daysBefore(30)), entry(800, REDUCTION)],
      1000,
    ],
    [
      'a price that applied for one millisecond inside the window counts',
      [
        entry(1000, daysBefore(60)),
        entry(500, daysBefore(30)),
        entry(1000, new Date(daysBefore(30).getTime() + 1)),
        entry(800, REDUCTION),
      ],
      500,
    ],
    [
      'item younger than 30 days: since its first price',
      [entry(1200, daysBefore(5)), entry(900, REDUCTION)],
      1200,
    ],
    [
      'several changes: the lowest of them',
      [
        entry(1500, daysBefore(100)),
        entry(1200, daysBefore(20)),
        entry(1100, daysBefore(12)),
        entry(1300, daysBefore(3)),
        entry(1000, REDUCTION),
      ],
      1100,
    ],
    [
      'a deeper reduction compares with the earlier reduced price',
      [entry(1000, daysBefore(90)), entry(800, daysBefore(10)), entry(700, REDUCTION)],
      800,
    ],
    [
      'a sale that ended and started again compares with the earlier sale price',
      [
        entry(1000, daysBefore(90)),
        entry(800, daysBefore(20)),
        entry(1000, daysBefore(10)),
        entry(800, REDUCTION),
      ],
      800,
    ],
    ['offered reduced from the start: no prior price', [entry(800, REDUCTION)], null],
    ['no history at all', [], null],
    [
      'changes after the reduction started do not count',
      [entry(1000, daysBefore(90)), entry(800, REDUCTION), entry(100, daysBefore(-2))],
      1000,
    ],
    [
      'two changes at one instant: only the later one applied',
      [
        entry(1000, daysBefore(90)),
        entry(100, daysBefore(20)),
        entry(1100, daysBefore(20)),
        entry(800, REDUCTION),
      ],
      1000,
    ],
    [
      'entries given out of order are put in time order',
      [entry(800, REDUCTION), entry(1000, daysBefore(8)), entry(1400, daysBefore(40))],
      1000,
    ],
  ])('%s', (_name, history, expected) => {
    expect(lowestPriorPriceCents(history, REDUCTION)).toBe(expected);
  });

  it('the window is 30 × 24 hours, also across the change from summer time', () => {
    // 30 days before 2026-11-20 spans the end of summer time (25 October); the window is still
    // exactly 720 hours, as the SQL computes it.
    const history = [
      entry(700, new Date(REDUCTION.getTime() - 720 * 3600_000 - 1)),
      entry(800, REDUCTION),
    ];
    expect(lowestPriorPriceCents(history, REDUCTION)).toBe(700);
    const tooEarly = [
      entry(700, new Date(REDUCTION.getTime() - 721 * 3600_000)),
      entry(900, new Date(REDUCTION.getTime() - 720 * 3600_000)),
      entry(800, REDUCTION),
    ];
    expect(lowestPriorPriceCents(tooEarly, REDUCTION)).toBe(900);
  });
});

describe('currentPriceSince', () => {
  it.each<[string, PriceHistoryEntry[], Date | null]>([
    ['empty history', [], null],
    ['one entry', [entry(1000, daysBefore(3))], daysBefore(3)],
    [
      'the newest entry, in any order',
      [entry(800, REDUCTION), entry(1000, daysBefore(3))],
      REDUCTION,
    ],
  ])('%s', (_name, history, expected) => {
    expect(currentPriceSince(history)).toEqual(expected);
  });
});
