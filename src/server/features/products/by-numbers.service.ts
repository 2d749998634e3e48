import { eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import { paymentHoldColumns } from './payment-hold.ts';
import { pricedProductColumns } from './products.service.ts';
import { isPublicStatus } from './public-status.ts';

/**
 * The items of a wish list by item number (decision 044): for sale, reserved (also for an order's
 * payment, decision 061) or sold. Deactivated
 * items and drafts are not in the shop and count as not found, as on the product page. The
 * answer keeps the order asked; a number asked twice is answered once.
 */
export async function listProductsByNumbers(
  db: DatabaseOrTransaction,
  itemNumbers: readonly number[],
) {
  const numbers = [...new Set(itemNumbers)];
  if (numbers.length === 0) return { rows: [], notFound: [] };
  const found = await db
    .select({
      ...pricedProductColumns,
      ...paymentHoldColumns,
      status: products.status,
      // The 30-day reference for a price lowered since the item was listed, sale or not.
      lowestPrice30DaysCents: products.lowestPriorPriceCents,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.itemNumber, numbers));
  const byNumber = new Map(found.map((row) => [row.itemNumber, row]));
  const rows: typeof found = [];
  const notFound: number[] = [];
  for (const number of numbers) {
    const row = byNumber.get(number);
    if (row && isPublicStatus(row.status)) rows.push(row);
    else notFound.push(number);
  }
  return { rows, notFound };
}
