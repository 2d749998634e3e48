import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type adminProductListQuerySchema,
  type ProductInput,
  type saleActionSchema,
} from '../../../domain/api/admin-products.ts';
import { unknownItemNumbersText } from '../../../domain/api/item-labels.ts';
import { eurosToCents } from '../../../domain/money.ts';
import { publicationChange } from '../../../domain/publication.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, orderItems, orders, products } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ImageStorage } from '../../lib/images/image-storage.ts';
import { toProduct, type PricedProductRow, type ViewContext } from './products.mapper.ts';
import { pricedProductColumns } from './products.service.ts';
import { noteTakenIn } from '../../aggregates/announced-items.ts';
import { brandIdFor } from '../../aggregates/brand-of-name.ts';
import { imageRefs } from '../../lib/images/stored-image-refs.ts';

type ListQuery = z.infer<typeof adminProductListQuerySchema>;
type SaleAction = z.infer<typeof saleActionSchema>;

const adminColumns = {
  ...pricedProductColumns,
  status: products.status,
  sellerNumber: products.sellerNumber,
  storageLocation: products.storageLocation,
  isPacked: products.isPacked,
  createdAt: products.createdAt,
  publishAt: products.publishAt,
  listedAt: products.listedAt,
  description: products.description,
  defects: products.defects,
  orderNumber: orders.orderNumber,
};

type AdminRow = PricedProductRow & {
  status: string;
  sellerNumber: number | null;
  storageLocation: string | null;
  isPacked: boolean;
  createdAt: Date;
  publishAt: Date | null;
  listedAt: Date;
  description: string;
  defects: string;
  orderNumber: number | null;
};

function selectAdminProducts(db: DatabaseOrTransaction) {
  return db
    .select(adminColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(orderItems, and(eq(orderItems.productId, products.id), isNull(orderItems.releasedAt)))
    .leftJoin(orders, eq(orders.id, orderItems.orderId));
}

export function toAdminProduct(row: AdminRow, view: ViewContext): AdminProduct {
  const product = toProduct(row, view);
  const status =
    row.status === 'active' && product.reservedUntil !== null
      ? 'reserved'
      : (row.status as AdminProduct['status']);
  return {
    ...product,
    // Her own sale as she set it, not the step the shop shows (decision 076): the item form
    // saves what it loaded, so a step must never come back as her sale.
    sale: row.sale,
    discount: row.discount,
    priceStepPercent: row.priceStepPercent,
    // The admin sees who holds a reservation only as "reserved", like every other visitor.
    sellerNumber: row.sellerNumber,
    isPacked: row.isPacked,
    status,
    imageIds: row.images.map((image) => image.id),
    adminInfo: { storageLocation: row.storageLocation, orderNumber: row.orderNumber },
    createdAt: row.createdAt.toISOString(),
    publishAt: row.publishAt?.toISOString() ?? null,
    listedAt: row.listedAt.toISOString(),
    description: row.description,
    defects: row.defects,
  };
}

function statusCondition(status: ListQuery['status'], now: Date): SQL | undefined {
  const reserved = and(eq(products.status, 'active'), gt(products.reservedUntil, now));
  switch (status) {
    case undefined:
      return undefined;
    case 'reserved':
      return reserved;
    case 'draft':
      return and(eq(products.status, 'draft'), isNull(products.publishAt));
    case 'scheduled':
      return and(eq(products.status, 'draft'), isNotNull(products.publishAt));
    case 'active':
      return and(
        eq(products.status, 'active'),
        or(isNull(products.reservedUntil), sql`${products.reservedUntil} <= ${now}`),
      );
    default:
      return eq(products.status, status);
  }
}

export async function listAdminProducts(db: DatabaseOrTransaction, query: ListQuery, now: Date) {
  const conditions: (SQL | undefined)[] = [
    // Announced items (decision 074) are in their bags until taken in: the list shows them only
    // when asked for by their status.
    query.status === 'announced' || query.status === 'rejected'
      ? undefined
      : query.withInactive === 'true' || query.status === 'inactive'
        ? sql`${products.status} not in ('announced', 'rejected')`
        : sql`${products.status} not in ('inactive', 'announced', 'rejected')`,
    query.sellerNumber ? eq(products.sellerNumber, query.sellerNumber) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.brand ? eq(sql`lower(${brands.name})`, query.brand.toLowerCase()) : undefined,
    statusCondition(query.status, now),
  ];
  if (query.search) {
    const number = Number(query.search);
    const pattern = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(
      or(
        Number.isInteger(number) ? eq(products.itemNumber, number) : undefined,
        ilike(products.name, pattern),
        ilike(brands.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const everything = query.all === 'true';
  // The page's item numbers first, walking the item number index, then only the page's rows with
  // their order numbers (decision 068): joining every item to its order line before skipping to a
  // deep page took 0.3–0.5 s at 200,000 items.
  const pageNumbers = db
    .select({ itemNumber: products.itemNumber })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.itemNumber))
    .limit(everything ? 5000 : query.pageSize)
    .offset(everything ? 0 : (query.page - 1) * query.pageSize);
  const [rows, [total]] = await Promise.all([
    selectAdminProducts(db)
      .where(inArray(products.itemNumber, pageNumbers))
      // An expression, so the page's few rows are sorted rather than the index walked for them.
      .orderBy(desc(sql`${products.itemNumber} + 0`)),
    db
      .select({ value: count() })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function getAdminProduct(db: DatabaseOrTransaction, id: string) {
  const [row] = await selectAdminProducts(db).where(eq(products.id, id));
  if (!row) throw new HttpError(404, ADMIN_PRODUCT_MESSAGES.notFound);
  return row;
}

/** The item a scanned or typed item number names (decision 073); 404 in German otherwise. */
export async function getAdminProductByNumber(db: DatabaseOrTransaction, itemNumber: number) {
  const [row] = await selectAdminProducts(db).where(eq(products.itemNumber, itemNumber));
  if (!row) throw new HttpError(404, unknownItemNumbersText([itemNumber]));
  return row;
}

function productValues(input: ProductInput) {
  return {
    category: input.category,
    name: input.name,
    size: input.sizeHat.length > 0 ? null : input.size,
    sizeHat: input.sizeHat,
    priceCents: eurosToCents(input.price),
    sale: input.sale,
    discount: input.sale ? input.discount : 0,
    condition: input.condition,
    season: input.season,
    sellerNumber: input.sellerNumber,
    storageLocation: input.storageLocation,
    description: input.description,
    defects: input.defects,
  };
}

/** The stored status for the admin's choice, or the German 400 that refuses it. */
function statusFor(
  current: Parameters<typeof publicationChange>[0],
  input: ProductInput,
  now: Date,
) {
  const change = publicationChange(current, input.publication, now);
  if (!change.ok) throw new HttpError(400, change.message);
  return {
    status: change.status,
    publishAt: change.publishAt,
    ...(change.listNow ? { listedAt: now } : {}),
  };
}

export async function createProduct(
  db: DatabaseOrTransaction,
  storage: ImageStorage,
  input: ProductInput,
  now: Date,
): Promise<string> {
  const state = statusFor(null, input, now);
  const images = await imageRefs(storage, input.imageIds);
  const [created] = await db
    .insert(products)
    .values({
      ...productValues(input),
      brandId: await brandIdFor(db, input.brand),
      images,
      ...state,
      // A draft's listed_at is set anew when it goes live; until then it says when it was entered.
      listedAt: now,
    })
    .returning({ id: products.id });
  return created!.id;
}

export async function updateProduct(
  db: DatabaseOrTransaction,
  storage: ImageStorage,
  id: string,
  input: ProductInput,
  now: Date,
): Promise<void> {
  // Locked, so the publishing job cannot make the draft live between this read and the write.
  const [current] = await db
    .select({ status: products.status, images: products.images })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!current) throw new HttpError(404, ADMIN_PRODUCT_MESSAGES.notFound);
  // A sold item stays sold: only cancelling its order puts it back into the shop.
  const state = statusFor(current.status, input, now);
  const images = await imageRefs(storage, input.imageIds, current.images);
  await db
    .update(products)
    .set({
      ...productValues(input),
      brandId: await brandIdFor(db, input.brand),
      images,
      ...state,
      updatedAt: now,
    })
    .where(eq(products.id, id));
  await noteTakenIn(db, id, current.status, state.status, now);
}

export async function deleteProduct(db: DatabaseOrTransaction, id: string): Promise<void> {
  const [current] = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, id));
  if (!current) throw new HttpError(404, ADMIN_PRODUCT_MESSAGES.notFound);
  const [inOrder] = await db
    .select({ value: count() })
    .from(orderItems)
    .where(eq(orderItems.productId, id));
  if (current.status === 'sold' || (inOrder?.value ?? 0) > 0) {
    throw new HttpError(
      409,
      'Dieser Artikel ist verkauft oder steht in einer Bestellung und kann nicht gelöscht werden.',
    );
  }
  await db.delete(products).where(eq(products.id, id));
}

/** Puts a selection of items still for sale on sale, or ends their sale; preview only counts. */
export async function applySale(db: DatabaseOrTransaction, action: SaleAction) {
  if (action.action === 'start' && !action.discount) {
    throw new HttpError(400, 'Bitte gib den Rabatt in Prozent an.');
  }
  const { filter } = action;
  const brandIds = filter.brands?.length
    ? db
        .select({ id: brands.id })
        .from(brands)
        .where(
          inArray(
            sql`lower(${brands.name})`,
            filter.brands.map((b) => b.toLowerCase()),
          ),
        )
    : undefined;
  const where = and(
    eq(products.status, 'active'),
    filter.category ? eq(products.category, filter.category) : undefined,
    brandIds ? inArray(products.brandId, brandIds) : undefined,
    filter.sellerNumber ? eq(products.sellerNumber, filter.sellerNumber) : undefined,
    filter.sizeMin ? sql`${products.size} >= ${filter.sizeMin}` : undefined,
    filter.sizeMax ? sql`${products.size} <= ${filter.sizeMax}` : undefined,
    filter.seasons?.length ? inArray(products.season, filter.seasons) : undefined,
    action.action === 'end' ? eq(products.sale, true) : undefined,
  );
  if (action.preview) {
    const [row] = await db.select({ value: count() }).from(products).where(where);
    return { count: row?.value ?? 0, applied: false };
  }
  const changes =
    action.action === 'start'
      ? { sale: true, discount: action.discount!, updatedAt: new Date() }
      : { sale: false, discount: 0, updatedAt: new Date() };
  const updated = await db
    .update(products)
    .set(changes)
    .where(where)
    .returning({ id: products.id });
  return { count: updated.length, applied: true };
}
