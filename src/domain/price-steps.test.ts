import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDay,
  daysOnline,
  describePriceSteps,
  effectiveReduction,
  itemTimeline,
  listedBeforeForDays,
  parsePriceSteps,
  priceStepsText,
  stepReached,
  steppedPriceCents,
} from './price-steps.ts';

const STEPS = [
  { days: 60, percent: 20 },
  { days: 90, percent: 40 },
];

describe('parsePriceSteps', () => {
  it('reads the owner’s list, with or without spaces, and empty as no steps', () => {
    expect(parsePriceSteps('60:20, 90:40')).toEqual(STEPS);
    expect(parsePriceSteps('60:20;90:40')).toEqual(STEPS);
    expect(parsePriceSteps(' 60 : 20 ,90:40 ')).toEqual(STEPS);
    expect(parsePriceSteps('')).toEqual([]);
    expect(priceStepsText(STEPS)).toBe('60:20, 90:40');
  });

  it('refuses steps that do not rise, go too deep, or are no numbers', () => {
    for (const bad of ['90:40, 60:20', '60:40, 90:20', '60:20, 60:40', '60:95', '0:20', '60:0']) {
      expect(parsePriceSteps(bad), bad).toBeNull();
    }
    for (const bad of ['60', '60:20 %', 'sechzig:20', '60:20,', '-60:20']) {
      expect(parsePriceSteps(bad), bad).toBeNull();
    }
  });

  it('says the steps in German', () => {
    expect(describePriceSteps(STEPS)).toBe(
      'nach 60 Tagen \u221220\u00a0%, nach 90 Tagen \u221240\u00a0%',
    );
    expect(describePriceSteps([])).toBe('keine Preisstufen');
  });
});

describe('steppedPriceCents', () => {
  it('takes the percent of the item’s own price, rounded to whole cents like a sale', () => {
    expect(steppedPriceCents(1000, 20)).toBe(800);
    expect(steppedPriceCents(1000, 40)).toBe(600);
    // 4,99 € − 20 % = 3,992 € → 3,99 €; 2,49 € − 40 % = 1,494 € → 1,49 €; a half goes up.
    expect(steppedPriceCents(499, 20)).toBe(399);
    expect(steppedPriceCents(249, 40)).toBe(149);
    expect(steppedPriceCents(250, 10)).toBe(225);
    expect(steppedPriceCents(5, 10)).toBe(5);
    expect(steppedPriceCents(1000, 0)).toBe(1000);
  });
});

describe('effectiveReduction', () => {
  it('takes the deeper of the owner’s sale and the step, never both', () => {
    expect(effectiveReduction({ sale: false, discount: 0, priceStepPercent: 20 })).toEqual({
      sale: true,
      discount: 20,
    });
    expect(effectiveReduction({ sale: true, discount: 30, priceStepPercent: 20 })).toEqual({
      sale: true,
      discount: 30,
    });
    expect(effectiveReduction({ sale: true, discount: 10, priceStepPercent: 40 })).toEqual({
      sale: true,
      discount: 40,
    });
    // A discount left on an item not on sale counts for nothing.
    expect(effectiveReduction({ sale: false, discount: 50, priceStepPercent: 20 })).toEqual({
      sale: true,
      discount: 20,
    });
    expect(effectiveReduction({ sale: false, discount: 0, priceStepPercent: 0 })).toEqual({
      sale: false,
      discount: 0,
    });
  });
});

describe('days online', () => {
  it('counts Berlin calendar days from the day the item went live', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
    expect(berlinDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(daysOnline(new Date('2026-09-01T10:00:00Z'), new Date('2026-09-01T21:00:00Z'))).toBe(0);
    expect(daysOnline(new Date('2026-09-01T21:00:00Z'), new Date('2026-09-01T22:30:00Z'))).toBe(1);
    expect(daysOnline(new Date('2026-09-01T10:00:00Z'), new Date('2026-10-31T10:00:00Z'))).toBe(60);
    // Across the end of summer time (25 October 2026) a day is still a day.
    expect(daysOnline(new Date('2026-10-20T22:30:00Z'), new Date('2026-10-30T23:30:00Z'))).toBe(10);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('puts the cut-off at the Berlin midnight that makes an item so many days old', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const cutoff = listedBeforeForDays(60, now);
    // Listed on 28.09.2026 (60 days before 27.11.2026): reached; on 29.09.: not yet.
    expect(cutoff.toISOString()).toBe('2026-09-28T22:00:00.000Z');
    expect(daysOnline(new Date(cutoff.getTime() - 1), now)).toBe(60);
    expect(daysOnline(cutoff, now)).toBe(59);
  });
});

describe('itemTimeline', () => {
  const listedAt = new Date('2026-09-01T08:00:00Z');

  it('names the step reached, the next one with its day, and the last day', () => {
    expect(itemTimeline(listedAt, new Date('2026-09-11T08:00:00Z'), STEPS, 120)).toEqual({
      daysOnline: 10,
      step: null,
      nextStep: { days: 60, percent: 20, from: '2026-10-31' },
      lastDay: '2026-12-29',
    });
    expect(itemTimeline(listedAt, new Date('2026-10-31T08:00:00Z'), STEPS, 120)).toMatchObject({
      daysOnline: 60,
      step: { days: 60, percent: 20 },
      nextStep: { days: 90, percent: 40, from: '2026-11-30' },
    });
    expect(itemTimeline(listedAt, new Date('2026-12-01T08:00:00Z'), STEPS, 120)).toMatchObject({
      step: { days: 90, percent: 40 },
      nextStep: null,
    });
  });

  it('ignores steps that would come after the end', () => {
    const timeline = itemTimeline(listedAt, new Date('2026-09-11T08:00:00Z'), STEPS, 80);
    expect(timeline.nextStep).toMatchObject({ days: 60 });
    expect(itemTimeline(listedAt, new Date('2026-11-15T08:00:00Z'), STEPS, 80).nextStep).toBeNull();
    expect(stepReached(STEPS, 59)).toBeNull();
    expect(stepReached(STEPS, 95)).toEqual({ days: 90, percent: 40 });
  });
});
