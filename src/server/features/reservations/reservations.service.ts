import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { RESERVATION_MESSAGES } from '../../../domain/api/cart.ts';
import { isReservedByOther } from '../../../domain/reservation.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { heldBy } from '../../aggregates/product-holds.ts';
import { HttpError } from '../../lib/http-error.ts';

export type HeldReservation = { productIds: string[]; reservedUntil: Date | null };

/**
 * Makes the client's reservation exactly `productIds`, held until `until` (decision 007).
 * All or nothing: if any item is sold, gone or held by another client, nothing changes and a 409
 * names the items. Rows are locked in id order, so racing clients queue instead of deadlocking,
 * and of many clients racing for one item exactly one gets it. Items this client held before
 * but no longer wants are released.
 */
export async function reserveItems(
  db: DatabaseOrTransaction,
  input: { clientId: string; productIds: readonly string[]; now: Date; until: Date },
): Promise<HeldReservation> {
  const ids = [...new Set(input.productIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        itemNumber: products.itemNumber,
        status: products.status,
        reservedUntil: products.reservedUntil,
        reservedBy: products.reservedBy,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unavailable = ids.filter((id) => {
      const row = byId.get(id);
      return !row || row.status !== 'active' || isReservedByOther(row, input.clientId, input.now);
    });
    if (unavailable.length > 0) {
      const names = unavailable
        .map((id) => byId.get(id))
        .map((row) => (row ? `${row.name} (Nr. ${row.itemNumber})` : 'ein entfernter Artikel'))
        .join(', ');
      throw new HttpError(409, RESERVATION_MESSAGES.unavailable(names));
    }
    // One statement takes the wanted items and lets go of the others: every statement that
    // changes products bumps the shop's version (decision 048), so two would bump it twice.
    const wanted = inArray(products.id, ids);
    await tx
      .update(products)
      .set({
        reservedBy: sql`case when ${wanted} then ${input.clientId}::uuid end`,
        reservedUntil: sql`case when ${wanted} then ${input.until}::timestamptz end`,
        updatedAt: input.now,
      })
      .where(or(wanted, heldBy(input.clientId)));
    return { productIds: ids, reservedUntil: input.until };
  });
}

/** Releases every item this client holds. */
export async function releaseReservation(
  db: DatabaseOrTransaction,
  clientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ reservedBy: null, reservedUntil: null, updatedAt: now })
    .where(heldBy(clientId));
}

/** What this client holds right now; a lapsed hold is no hold. */
export async function getReservation(
  db: DatabaseOrTransaction,
  clientId: string,
  now: Date,
): Promise<HeldReservation> {
  const rows = await db
    .select({ id: products.id, reservedUntil: products.reservedUntil })
    .from(products)
    .where(and(heldBy(clientId), gt(products.reservedUntil, now), eq(products.status, 'active')))
    .orderBy(asc(products.id));
  const until = rows.reduce<Date | null>(
    (earliest, row) =>
      row.reservedUntil && (!earliest || row.reservedUntil < earliest)
        ? row.reservedUntil
        : earliest,
    null,
  );
  return { productIds: rows.map((row) => row.id), reservedUntil: until };
}
