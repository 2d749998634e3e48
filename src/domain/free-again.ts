import { berlinDateParts } from './calendar.ts';

// A reserved item may come back (decision 061): a checkout's hold lapses unless its customer
// moves on, and an order waiting for its online payment is cancelled, its items back on sale,
// when the payment does not come in time. These rules say when, and how the shop words it.

const MINUTE_MS = 60_000;

/** An item in an order that waits for its online payment (open, unpaid, with a due time). */
export interface PaymentHold {
  paymentDueAt: Date;
  /** The provider has accepted a payment but not confirmed it: the shop waits for it. */
  paymentPending: boolean;
}

/** The first full minute strictly after `instant`. */
function nextFullMinuteAfter(instant: Date): Date {
  return new Date((Math.floor(instant.getTime() / MINUTE_MS) + 1) * MINUTE_MS);
}

/** The first full minute at or after `instant`. */
function fullMinuteFrom(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * When an item held for a payment is free again if the payment does not come. The orders' minute
 * (a job at every full minute, order-jobs.ts) cancels each order whose due time has come, so that
 * is the first full minute at or after the due time; once that has passed, the next one. Null
 * while a payment is pending: the order is kept until the provider decides, and nobody knows when.
 */
export function paymentHoldFreeAgainAt(hold: PaymentHold, now: Date): Date | null {
  if (hold.paymentPending) return null;
  return hold.paymentDueAt.getTime() > now.getTime()
    ? fullMinuteFrom(hold.paymentDueAt)
    : nextFullMinuteAfter(now);
}

/**
 * Until when a public answer calls an item held for a payment reserved: its free-again time, or,
 * while a payment is pending, the next full minute (every answer is read again by then, decision
 * 048, and the hold is looked at again). Always after `now`, as a reservation must be.
 */
export function paymentHoldReservedUntil(hold: PaymentHold, now: Date): Date {
  return paymentHoldFreeAgainAt(hold, now) ?? nextFullMinuteAfter(now);
}

/** '14:36 Uhr' in Berlin time, a time that is not yet a whole minute rounded up (never early). */
export function freeAgainClock(freeAgainAt: Date): string {
  const { hour, minute } = berlinDateParts(fullMinuteFrom(freeAgainAt));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} Uhr`;
}

/**
 * The sentence under 'Bereits reserviert' on the product page, the wish list and in the cart:
 * the item may come back, and from when. Without a time a payment is being confirmed.
 */
export function freeAgainHint(freeAgainAt: Date | null): string {
  if (freeAgainAt === null) {
    return 'Eine Zahlung für den Artikel wird gerade geprüft. Klappt sie nicht, ist er wieder frei.';
  }
  return `Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. ${freeAgainClock(freeAgainAt)} wieder frei.`;
}

/** The same in a few words, for the pill on a product card. */
export function freeAgainShortHint(freeAgainAt: Date | null): string {
  return freeAgainAt === null
    ? 'Zahlung wird geprüft'
    : `Evtl. ab ${freeAgainClock(freeAgainAt)} frei`;
}
