import { RETURN_RIGHT_DAYS } from '../constants.ts';

// When a sold item's share is the seller's to be paid (decision 072). The buyer may withdraw
// for RETURN_RIGHT_DAYS from the day she received the goods; the shop records when an order was
// shipped or handed over, not when it arrived. A week more covers the parcel's way and a
// withdrawal sent by letter on the last day reaching the owner. An order with a withdrawal on
// it (status 'withdrawn') is not settled until its return is booked (its items are then no
// longer sold).

export const SETTLEMENT_DAYS_AFTER_SHIPPING = RETURN_RIGHT_DAYS + 7;

/** The instant before which an order must have left the shop for its items to be settled. */
export function settledIfShippedBefore(now: Date): Date {
  return new Date(now.getTime() - SETTLEMENT_DAYS_AFTER_SHIPPING * 24 * 60 * 60 * 1000);
}
