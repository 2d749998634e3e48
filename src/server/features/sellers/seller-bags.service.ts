import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAX_SELLER_LABELS,
  SELLER_BAG_MESSAGES,
  type AnnouncedItemInput,
  type AnnouncedState,
  type SellerAnnouncedItem,
} from '../../../domain/api/seller-bags.ts';
import type { PriceSuggestion } from '../../../domain/announced-price.ts';
import type { LabelItem } from '../../../domain/item-label.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { announcedItems, brands, products, sellerBags } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ImageStorage } from '../../lib/images/image-storage.ts';
import {
  recordAnnouncedItem,
  recordNewSuggestion,
  recordRejection,
} from '../../aggregates/announced-items.ts';
import { brandIdFor } from '../../aggregates/brand-of-name.ts';
import { imageRefs } from '../../lib/images/stored-image-refs.ts';

// A seller's announced bag (decision 074). Each item is a product at once, in the state
// 'announced': its number is taken from the products' own sequence, so her labels print and the
// owner's scan finds it like any other item, while no public reading (they all name 'active' or
// 'sold') ever sees it.

type Suggest = (item: AnnouncedItemInput) => Promise<PriceSuggestion>;

const suggestionCents = (suggestion: PriceSuggestion) =>
  suggestion.kind === 'none'
    ? { suggestedPriceCents: null, suggestionSales: 0 }
    : {
        suggestedPriceCents: suggestion.priceCents,
        suggestionSales: suggestion.kind === 'sales' ? suggestion.sales : 0,
      };

async function productValues(
  db: DatabaseOrTransaction,
  storage: ImageStorage,
  item: AnnouncedItemInput,
  suggestion: PriceSuggestion,
  known: Parameters<typeof imageRefs>[2] = [],
) {
  return {
    category: item.category,
    name: item.name,
    brandId: await brandIdFor(db, item.brand),
    size: item.size,
    condition: item.condition,
    season: item.season,
    images: await imageRefs(storage, item.imageIds, known),
    // The suggestion is the price until the owner sets hers when she takes the item in.
    priceCents: suggestion.kind === 'none' ? 0 : suggestion.priceCents,
  };
}

/** Announces a bag: every item a product with its number, all or nothing. */
export async function announceBag(
  db: Database,
  storage: ImageStorage,
  sellerNumber: number,
  items: readonly AnnouncedItemInput[],
  suggest: Suggest,
  now: Date,
): Promise<{ bagId: number }> {
  const suggestions = await Promise.all(items.map((item) => suggest(item)));
  return db.transaction(async (tx) => {
    const [bag] = await tx
      .insert(sellerBags)
      .values({ sellerNumber, announcedAt: now })
      .returning({ id: sellerBags.id });
    for (const [index, item] of items.entries()) {
      const suggestion = suggestions[index]!;
      const [product] = await tx
        .insert(products)
        .values({
          ...(await productValues(tx, storage, item, suggestion)),
          sellerNumber,
          status: 'announced',
          listedAt: now,
          createdAt: now,
        })
        .returning({ id: products.id });
      await recordAnnouncedItem(tx, product!.id, bag!.id, suggestionCents(suggestion));
    }
    return { bagId: bag!.id };
  });
}

const entryColumns = {
  _id: products.id,
  itemNumber: products.itemNumber,
  status: products.status,
  category: products.category,
  name: products.name,
  brand: brands.name,
  size: products.size,
  condition: products.condition,
  season: products.season,
  images: products.images,
  bagId: announcedItems.bagId,
  announcedAt: sellerBags.announcedAt,
  suggestedPriceCents: announcedItems.suggestedPriceCents,
  suggestionSales: announcedItems.suggestionSales,
  takenInAt: announcedItems.takenInAt,
  rejectionReason: announcedItems.rejectionReason,
};

function stateOf(row: { status: string; takenInAt: Date | null }): AnnouncedState {
  if (row.status === 'announced') return 'angemeldet';
  if (row.status === 'rejected') return 'abgelehnt';
  return 'angenommen';
}

function selectEntries(db: DatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(announcedItems)
    .innerJoin(products, eq(products.id, announcedItems.productId))
    .innerJoin(sellerBags, eq(sellerBags.id, announcedItems.bagId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(asc(products.itemNumber));
}
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toEntry(row: EntryRow): SellerAnnouncedItem {
  return {
    _id: row._id,
    itemNumber: row.itemNumber,
    bagId: row.bagId,
    announcedAt: row.announcedAt.toISOString(),
    category: row.category,
    name: row.name,
    brand: row.brand,
    size: row.size,
    condition: row.condition,
    season: row.season,
    imageIds: row.images.map((image) => image.id),
    suggestion:
      row.suggestedPriceCents === null
        ? null
        : { price: centsToEuros(row.suggestedPriceCents), sales: row.suggestionSales },
    state: stateOf(row),
    rejectionReason: row.rejectionReason,
  };
}

/** Announced items, by item number, of a seller or of a bag. */
export async function listAnnouncedEntries(
  db: DatabaseOrTransaction,
  where: SQL | undefined,
): Promise<SellerAnnouncedItem[]> {
  return (await selectEntries(db, where)).map(toEntry);
}

export const ofSeller = (sellerNumber: number) => eq(sellerBags.sellerNumber, sellerNumber);
export const ofBag = (bagId: number) => eq(announcedItems.bagId, bagId);
export const ofItem = (itemNumber: number) => eq(products.itemNumber, itemNumber);

/** Her item still announced, locked; 404 when it is not hers, 409 once taken in or rejected. */
async function lockOwnAnnounced(
  tx: DatabaseOrTransaction,
  sellerNumber: number,
  itemNumber: number,
) {
  const [row] = await tx
    .select({ id: products.id, status: products.status, images: products.images })
    .from(products)
    .innerJoin(announcedItems, eq(announcedItems.productId, products.id))
    .where(and(eq(products.itemNumber, itemNumber), eq(products.sellerNumber, sellerNumber)))
    .for('update', { of: products });
  if (!row) throw new HttpError(404, SELLER_BAG_MESSAGES.notYours);
  if (row.status !== 'announced') throw new HttpError(409, SELLER_BAG_MESSAGES.takenIn);
  return row;
}

export async function updateAnnouncedItem(
  db: Database,
  storage: ImageStorage,
  sellerNumber: number,
  itemNumber: number,
  item: AnnouncedItemInput,
  suggest: Suggest,
  now: Date,
): Promise<void> {
  const suggestion = await suggest(item);
  await db.transaction(async (tx) => {
    const current = await lockOwnAnnounced(tx, sellerNumber, itemNumber);
    await tx
      .update(products)
      .set({
        ...(await productValues(tx, storage, item, suggestion, current.images)),
        updatedAt: now,
      })
      .where(eq(products.id, current.id));
    await recordNewSuggestion(tx, current.id, suggestionCents(suggestion));
  });
}

/** She takes an item back before it was taken in: it goes, its number stays unused. */
export async function withdrawAnnouncedItem(
  db: Database,
  sellerNumber: number,
  itemNumber: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOwnAnnounced(tx, sellerNumber, itemNumber);
    await tx.delete(products).where(eq(products.id, current.id));
  });
}

const labelColumns = {
  itemNumber: products.itemNumber,
  sellerNumber: products.sellerNumber,
  size: products.size,
  sizeHat: products.sizeHat,
  brand: brands.name,
  priceCents: products.priceCents,
};

/**
 * The labels a seller may print: the chosen numbers, each hers (any other number, another
 * seller's or none at all, is one German 404 that says nothing about whose it is), or all her
 * items still announced.
 */
export async function sellerLabelItems(
  db: DatabaseOrTransaction,
  sellerNumber: number,
  numbers: readonly number[] | undefined,
): Promise<LabelItem[]> {
  if (numbers !== undefined && numbers.length > 0) {
    const rows = await db
      .select(labelColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(
        and(inArray(products.itemNumber, [...numbers]), eq(products.sellerNumber, sellerNumber)),
      );
    const byNumber = new Map(rows.map((row) => [row.itemNumber, row]));
    const foreign = numbers.filter((number) => !byNumber.has(number));
    if (foreign.length > 0) throw new HttpError(404, SELLER_BAG_MESSAGES.labelsNotYours(foreign));
    return [...new Set(numbers)].map((number) => byNumber.get(number)!);
  }
  const rows = await db
    .select(labelColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.sellerNumber, sellerNumber), eq(products.status, 'announced')))
    .orderBy(asc(products.itemNumber))
    .limit(MAX_SELLER_LABELS + 1);
  if (rows.length === 0) throw new HttpError(404, SELLER_BAG_MESSAGES.noLabels);
  if (rows.length > MAX_SELLER_LABELS) throw new HttpError(400, SELLER_BAG_MESSAGES.tooManyLabels);
  return rows;
}

/** The announced bags (or one), newest first, with how many items each has in which state. */
export async function listBags(db: DatabaseOrTransaction, bagId?: number) {
  const result = await db.execute<{
    id: number;
    seller_number: number;
    seller_name: string;
    announced_at: Date | string;
    items: string;
    open: string;
    taken_in: string;
    rejected: string;
  }>(sql`
    select b.id, b.seller_number, s.name as seller_name, b.announced_at,
      count(p.id) as items,
      count(p.id) filter (where p.status = 'announced') as open,
      count(p.id) filter (where p.status = 'rejected') as rejected,
      count(p.id) filter (where p.status not in ('announced', 'rejected')) as taken_in
    from seller_bags b join sellers s on s.number = b.seller_number
      left join announced_items a on a.bag_id = b.id
      left join products p on p.id = a.product_id
    ${bagId === undefined ? sql`` : sql`where b.id = ${bagId}`}
    group by b.id, s.name
    having count(p.id) > 0
    order by b.announced_at desc, b.id desc
    limit 300`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    sellerNumber: Number(row.seller_number),
    sellerName: row.seller_name,
    announcedAt: new Date(row.announced_at).toISOString(),
    items: Number(row.items),
    open: Number(row.open),
    takenIn: Number(row.taken_in),
    rejected: Number(row.rejected),
  }));
}

/** The owner says no to an announced item, with a reason the seller reads on her page. */
export async function rejectAnnounced(
  db: Database,
  productId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: products.status })
      .from(products)
      .innerJoin(announcedItems, eq(announcedItems.productId, products.id))
      .where(eq(products.id, productId))
      .for('update', { of: products });
    if (!row) throw new HttpError(404, SELLER_BAG_MESSAGES.notAnnounced);
    if (row.status !== 'announced') throw new HttpError(409, SELLER_BAG_MESSAGES.notAnnounced);
    await tx
      .update(products)
      .set({ status: 'rejected', updatedAt: now })
      .where(eq(products.id, productId));
    await recordRejection(tx, productId, reason, now);
  });
}

/** The announcement behind an item, for the owner's item form; null for any other item. */
export async function announcementOf(db: DatabaseOrTransaction, productId: string) {
  const [row] = await db
    .select({
      bagId: announcedItems.bagId,
      sellerNumber: sellerBags.sellerNumber,
      suggestedPriceCents: announcedItems.suggestedPriceCents,
      suggestionSales: announcedItems.suggestionSales,
      takenInAt: announcedItems.takenInAt,
      rejectionReason: announcedItems.rejectionReason,
      status: products.status,
    })
    .from(announcedItems)
    .innerJoin(products, eq(products.id, announcedItems.productId))
    .innerJoin(sellerBags, eq(sellerBags.id, announcedItems.bagId))
    .where(eq(announcedItems.productId, productId));
  if (!row) return null;
  return {
    bagId: row.bagId,
    sellerNumber: row.sellerNumber,
    suggestedPrice: row.suggestedPriceCents === null ? null : centsToEuros(row.suggestedPriceCents),
    suggestionSales: row.suggestionSales,
    state: stateOf(row),
    rejectionReason: row.rejectionReason,
  };
}
