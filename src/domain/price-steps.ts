import { SHOP_TIME_ZONE } from './calendar.ts';
import { instantOfBerlinWallTime } from './publication.ts';
import { salePriceCents } from './pricing.ts';
import type { Cents } from './money.ts';

// An item's time in the shop (issue 34 item 5, decision 076): it counts in Berlin calendar days
// from the day it first went live (`listed_at`). After set days its price drops by set percents
// of its own price (the price steps); after SORT_OUT_DAYS its time is over and the seller's
// choice applies. Pure rules shared by the minute's job, the seller's page and the sort-out list.

/** From `days` days online on, the item costs `percent` % less than its price. */
export type PriceStep = { days: number; percent: number };

/** The deepest a step may go: a step never gives an item away. */
export const MAX_STEP_PERCENT = 90;

/**
 * The owner's setting, e.g. "60:20, 90:40" (after 60 days −20 %, after 90 days −40 %); empty
 * means no steps. Null for text that is no such list: days and percents whole numbers, both
 * rising from step to step, percents 1 to 90.
 */
export function parsePriceSteps(text: string): PriceStep[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const steps: PriceStep[] = [];
  for (const part of trimmed.split(/\s*[,;]\s*/)) {
    const match = /^(\d{1,4})\s*:\s*(\d{1,2})$/.exec(part);
    if (!match) return null;
    const step = { days: Number(match[1]), percent: Number(match[2]) };
    const previous = steps.at(-1);
    if (step.days < 1 || step.percent < 1 || step.percent > MAX_STEP_PERCENT) return null;
    if (previous && (step.days <= previous.days || step.percent <= previous.percent)) return null;
    steps.push(step);
  }
  return steps;
}

/** The setting's text for a list of steps: "60:20, 90:40". */
export function priceStepsText(steps: readonly PriceStep[]): string {
  return steps.map((step) => `${step.days}:${step.percent}`).join(', ');
}

/** "nach 60 Tagen −20 %, nach 90 Tagen −40 %" for the terms and the settings page. */
export function describePriceSteps(steps: readonly PriceStep[]): string {
  if (steps.length === 0) return 'keine Preisstufen';
  return steps.map((step) => `nach ${step.days} Tagen \u2212${step.percent}\u00a0%`).join(', ');
}

/**
 * What an item costs at a step: the same rule as a sale (whole cents, half away from zero), so
 * the "−20 %" tag is exactly true and PostgreSQL's kept price agrees with this one.
 */
export function steppedPriceCents(priceCents: Cents, percent: number): Cents {
  return salePriceCents(priceCents, percent > 0, percent);
}

/**
 * The reduction an item is sold at: the owner's sale or its price step, whichever is deeper.
 * Steps and sales never add up; a step never undoes a deeper sale.
 */
export function effectiveReduction(item: {
  sale: boolean;
  discount: number;
  priceStepPercent: number;
}): { sale: boolean; discount: number } {
  const saleDiscount = item.sale ? item.discount : 0;
  if (item.priceStepPercent > saleDiscount) return { sale: true, discount: item.priceStepPercent };
  return { sale: item.sale, discount: item.discount };
}

/** What an item costs now: its price less the deeper of sale and step. */
export function currentPriceCents(item: {
  priceCents: Cents;
  sale: boolean;
  discount: number;
  priceStepPercent: number;
}): Cents {
  const reduction = effectiveReduction(item);
  return salePriceCents(item.priceCents, reduction.sale, reduction.discount);
}

// Built on first use, like calendar.ts's formatter.
let dayFormat: Intl.DateTimeFormat | undefined;

/** The Berlin calendar day of an instant: '2026-11-27'. */
export function berlinDay(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(instant);
}

/** A calendar day `days` later (or earlier): '2026-11-27' + 3 → '2026-11-30'. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one day to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Days online: 0 on the day it went live, 1 the day after, in Berlin days. */
export function daysOnline(listedAt: Date, now: Date): number {
  return Math.max(0, daysBetween(berlinDay(listedAt), berlinDay(now)));
}

/** The instant a Berlin day begins (midnight, whatever the summer time). */
export function startOfBerlinDay(day: string): Date {
  return instantOfBerlinWallTime({ date: day, time: '00:00' })!;
}

/**
 * Items listed before this instant have been online at least `days` days today: those listed
 * on the Berlin day `days` days ago or earlier. A query compares `listed_at` with it, so it reads
 * an index instead of computing every item's days.
 */
export function listedBeforeForDays(days: number, now: Date): Date {
  return startOfBerlinDay(addDays(berlinDay(now), 1 - days));
}

/** The step an item has reached after so many days online, or null before the first one. */
export function stepReached(steps: readonly PriceStep[], days: number): PriceStep | null {
  let reached: PriceStep | null = null;
  for (const step of steps) if (days >= step.days) reached = step;
  return reached;
}

/** An item's time in the shop as its seller reads it. */
export interface ItemTimeline {
  daysOnline: number;
  /** The step in effect by the calendar, or null. */
  step: PriceStep | null;
  /** The next step and the Berlin day it begins, or null when none comes before the end. */
  nextStep: (PriceStep & { from: string }) | null;
  /** The last day online ('2027-03-26'); from the next day on, the seller's choice applies. */
  lastDay: string;
}

/** Where an item stands on its way through the shop: its steps and its end. */
export function itemTimeline(
  listedAt: Date,
  now: Date,
  steps: readonly PriceStep[],
  sortOutDays: number,
): ItemTimeline {
  const listedDay = berlinDay(listedAt);
  const days = daysOnline(listedAt, now);
  const next = steps.find((step) => step.days > days && step.days < sortOutDays);
  return {
    daysOnline: days,
    step: stepReached(
      steps.filter((step) => step.days < sortOutDays),
      days,
    ),
    nextStep: next ? { ...next, from: addDays(listedDay, next.days) } : null,
    lastDay: addDays(listedDay, sortOutDays - 1),
  };
}
