import { and, eq, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { products } from '../db/schema.ts';

// Which items a checkout holds (decision 007): the reservation sets them, the order ends them.

/**
 * The items this client holds, a lapsed hold included. Held items are the few with a hold time
 * (a check constraint ties `reserved_until` to `reserved_by`), so the partial index on
 * `reserved_until` finds them; `reserved_by` has no index of its own, and alone it would read
 * the whole catalogue for every reservation and order (decision 065).
 */
export function heldBy(clientId: string): SQL {
  return and(isNotNull(products.reservedUntil), eq(products.reservedBy, clientId))!;
}

/**
 * Whether an item may be taken by this client now, as PostgreSQL sees the row (the rule of
 * `isReservedByOther` in domain/reservation.ts, for a statement that judges and takes in one):
 * live, and not held, or its hold lapsed, or held by this client.
 */
export function freeFor(clientId: string, now: Date): SQL {
  return and(
    eq(products.status, 'active'),
    or(
      isNull(products.reservedUntil),
      lte(products.reservedUntil, now),
      eq(products.reservedBy, clientId),
    ),
  )!;
}

/** The items a checkout cannot have, for its German refusal: each by name and number. */
export function unavailableItemNames(
  ids: readonly string[],
  byId: ReadonlyMap<string, { name: string; itemNumber: number }>,
): string {
  return ids
    .map((id) => byId.get(id))
    .map((row) => (row ? `${row.name} (Nr. ${row.itemNumber})` : 'ein entfernter Artikel'))
    .join(', ');
}
