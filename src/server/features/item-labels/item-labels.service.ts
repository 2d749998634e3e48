import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ITEM_LABEL_MESSAGES,
  MAX_LABELS,
  unknownItemNumbersText,
  type ItemLabelsQuery,
} from '../../../domain/api/item-labels.ts';
import type { LabelItem } from '../../../domain/item-label.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

const labelColumns = {
  itemNumber: products.itemNumber,
  sellerNumber: products.sellerNumber,
  size: products.size,
  sizeHat: products.sizeHat,
  brand: brands.name,
  // The regular price: a label outlives a sale.
  priceCents: products.priceCents,
};

/**
 * The items whose labels were asked for. Chosen item numbers are printed in the order given,
 * whatever their state; a seller's or a day's items are those still to sell (announced, drafts,
 * planned, online), by item number.
 */
export async function labelItemsFor(
  db: DatabaseOrTransaction,
  query: ItemLabelsQuery,
): Promise<LabelItem[]> {
  const { items, sellerNumber, enteredOn } = query;
  if (items !== undefined && items.length > MAX_LABELS) {
    throw new HttpError(400, ITEM_LABEL_MESSAGES.tooMany);
  }
  if (items !== undefined && items.length > 0) return chosenItems(db, items);
  if (sellerNumber === undefined && enteredOn === undefined) {
    throw new HttpError(400, ITEM_LABEL_MESSAGES.nothingChosen);
  }
  const conditions: (SQL | undefined)[] = [
    inArray(products.status, ['announced', 'draft', 'active']),
    sellerNumber === undefined ? undefined : eq(products.sellerNumber, sellerNumber),
    enteredOn === undefined
      ? undefined
      : sql`(${products.createdAt} at time zone 'Europe/Berlin')::date = ${enteredOn}::date`,
  ];
  const rows = await db
    .select(labelColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...conditions))
    .orderBy(asc(products.itemNumber))
    .limit(MAX_LABELS + 1);
  if (rows.length === 0) throw new HttpError(404, ITEM_LABEL_MESSAGES.noItems);
  if (rows.length > MAX_LABELS) throw new HttpError(400, ITEM_LABEL_MESSAGES.tooMany);
  return rows;
}

async function chosenItems(db: DatabaseOrTransaction, numbers: readonly number[]) {
  const rows = await db
    .select(labelColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.itemNumber, [...numbers]));
  const byNumber = new Map(rows.map((row) => [row.itemNumber, row]));
  const unknown = numbers.filter((number) => !byNumber.has(number));
  if (unknown.length > 0) throw new HttpError(404, unknownItemNumbersText(unknown));
  return numbers.map((number) => byNumber.get(number)!);
}

/** The PDF's file name: the item's number for one label, the day otherwise. */
export function labelsFileName(items: readonly LabelItem[], day: string): string {
  return items.length === 1 && items[0] !== undefined
    ? `Etikett-${items[0].itemNumber}.pdf`
    : `Etiketten-${day}.pdf`;
}
