/**
 * Reservation predicates (docs/product.md §4.2): a product is reserved while reservedUntil is in
 * the future.
 */

export interface ReservationFields {
  reservedUntil: Date | null;
  /** The anonymous client id (uuid) that holds the reservation, if any. */
  reservedBy: string | null;
}

/** Reserved while `reservedUntil` lies strictly after `now`; at that very instant it has lapsed. */
export function isReserved(reservedUntil: Date | null, now: Date): boolean {
  return reservedUntil !== null && reservedUntil.getTime() > now.getTime();
}

/**
 * Reserved by someone other than `clientId`. A live reservation with no holder recorded counts
 * as someone else's: the item is not free to take.
 */
export function isReservedByOther(
  product: ReservationFields,
  clientId: string | null,
  now: Date,
): boolean {
  if (!isReserved(product.reservedUntil, now)) return false;
  return product.reservedBy === null || product.reservedBy !== clientId;
}
