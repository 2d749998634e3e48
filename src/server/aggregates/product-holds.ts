import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
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
