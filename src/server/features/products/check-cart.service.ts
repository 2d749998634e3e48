import { eq, inArray } from 'drizzle-orm';
import { isReservedByOther } from '../../../domain/reservation.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import type { PricedProductRow } from './products.mapper.ts';
import { isPublicStatus } from './public-status.ts';
import { paymentHoldColumns } from './payment-hold.ts';
import { pricedProductColumns } from './products.service.ts';

export type CartCheck = {
  available: PricedProductRow[];
  /**
   * Sold, or reserved by another client or by an order waiting for its payment: for this client
   * the same thing now; the answer tells the reserved ones by their reservation (decision 061).
   */
  sold: PricedProductRow[];
  notFound: string[];
};

/**
 * The cart check of docs/product.md §7.1: which of the given items are still for sale to this
 * client. Deactivated items and drafts count as not found; items reserved by someone else count as
 * sold. The answer keeps the order of the request; duplicate ids are answered once.
 */
export async function checkCart(
  db: DatabaseOrTransaction,
  productIds: readonly string[],
  clientId: string | null,
  now: Date,
): Promise<CartCheck> {
  const ids = [...new Set(productIds)];
  const result: CartCheck = { available: [], sold: [], notFound: [] };
  if (ids.length === 0) return result;
  const rows = await db
    .select({ ...pricedProductColumns, ...paymentHoldColumns, status: products.status })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !isPublicStatus(row.status)) result.notFound.push(id);
    else if (row.status === 'sold' || isReservedByOther(row, clientId, now)) result.sold.push(row);
    else result.available.push(row);
  }
  return result;
}
