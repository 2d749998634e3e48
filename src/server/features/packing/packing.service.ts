import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ADMIN_PRODUCT_MESSAGES } from '../../../domain/api/admin-products.ts';
import { notOnPackListText, type PackScannedAnswer } from '../../../domain/api/item-labels.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import type { PackItem, SortOutReason, UnpackedOrder } from '../../../domain/api/packing.ts';
import type { Category } from '../../../domain/catalog.ts';
import { sortOutChoice } from '../../../domain/item-ends.ts';
import { listedBeforeForDays } from '../../../domain/price-steps.ts';
import { isHeldByWithdrawal, WITHDRAWAL_HOLD_TEXT } from '../../../domain/order-status.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import {
  brands,
  itemTimeEnds,
  orderItems,
  orders,
  products,
  sellerItemWishes,
  sellers,
  type StoredImageRef,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { productImageUrls } from '../../lib/image-urls.ts';

// The pack list (orders to pack) and the sort-out list (items to take out of the shop).

/**
 * Orders on the pack list: paid ones, and cash orders (paid at pickup), that are neither packed,
 * shipped nor cancelled; and, marked and first, every order a withdrawal holds (decision 054),
 * so items already packed for it go back on the shelf instead of into a parcel.
 */
const onPackList = and(
  or(
    inArray(orders.status, ['paid', 'packed']),
    and(eq(orders.status, 'open'), eq(orders.paymentMethod, 'cash')),
  ),
  or(isNull(orders.packedAt), isNotNull(orders.withdrawalReceivedAt)),
);

type ItemRow = {
  productId: string;
  itemNumber: number;
  category: Category;
  name: string;
  brand: string | null;
  size: number | null;
  sizeHat: number[];
  sellerNumber: number | null;
  storageLocation: string | null;
  images: StoredImageRef[] | null;
  isPacked: boolean;
};

function toPackItem(row: ItemRow, cdnHost: string | undefined): PackItem {
  const first = row.images?.[0];
  return {
    _id: row.productId,
    itemNumber: row.itemNumber,
    category: row.category,
    name: row.name,
    brand: row.brand,
    size: row.size,
    sizeHat: row.sizeHat,
    sellerNumber: row.sellerNumber,
    storageLocation: row.storageLocation,
    image: first ? productImageUrls(first, cdnHost) : null,
    isPacked: row.isPacked,
  };
}

export async function listUnpackedOrders(
  db: DatabaseOrTransaction,
  cdnHost?: string,
): Promise<UnpackedOrder[]> {
  const orderRows = await db
    .select()
    .from(orders)
    .where(onPackList)
    .orderBy(sql`${orders.withdrawalReceivedAt} is null`, asc(orders.createdAt));
  if (orderRows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      itemNumber: orderItems.itemNumber,
      category: orderItems.category,
      name: orderItems.name,
      brand: orderItems.brand,
      size: orderItems.size,
      sizeHat: orderItems.sizeHat,
      sellerNumber: orderItems.sellerNumber,
      // Where the item is now, not when it was ordered: that is where it must be fetched from.
      storageLocation: products.storageLocation,
      images: products.images,
      isPacked: orderItems.isPacked,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        inArray(
          orderItems.orderId,
          orderRows.map((order) => order.id),
        ),
        isNull(orderItems.releasedAt),
      ),
    );
  return orderRows.map((order) => {
    const items = lines.filter((line) => line.orderId === order.id);
    return {
      _id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      customerName: `${order.firstName} ${order.lastName}`,
      deliveryMethod: order.deliveryMethod as UnpackedOrder['deliveryMethod'],
      paymentMethod: order.paymentMethod as UnpackedOrder['paymentMethod'],
      isPaid: order.paidAt !== null,
      heldByWithdrawal: isHeldByWithdrawal(order),
      orderItems: items.map((line) => toPackItem(line, cdnHost)),
      packedItems: items.filter((line) => line.isPacked).map((line) => line.productId),
    };
  });
}

type PackingDeps = { db: Database; followUps: FollowUpRunner };

/**
 * Marks one item of an order packed or not. When every item is packed the order is packed
 * (its 'packed' event: a paid order moves to 'packed', a pickup customer is told); unpacking an
 * item takes that back.
 */
export function setOrderItemPacked(
  deps: PackingDeps,
  orderId: string,
  productId: string,
  isPacked: boolean,
  now: Date,
) {
  return setOrderLinesPacked(deps, orderId, { productId }, isPacked, now);
}

/**
 * Marks every item of an order packed in one go ("Alles gepackt"): the same code as one item,
 * so the order's 'packed' event happens once.
 */
export function setOrderPacked(deps: PackingDeps, orderId: string, now: Date) {
  return setOrderLinesPacked(deps, orderId, 'all', true, now);
}

async function setOrderLinesPacked(
  deps: PackingDeps,
  orderId: string,
  lines: { productId: string } | 'all',
  isPacked: boolean,
  now: Date,
) {
  const state = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled' || order.status === 'shipped') {
      throw new HttpError(409, 'Diese Bestellung ist storniert oder schon verschickt.');
    }
    // Items of a held order may go back on the shelf, not into a parcel.
    if (isPacked && isHeldByWithdrawal(order)) {
      throw new HttpError(
        409,
        `${WITHDRAWAL_HOLD_TEXT}: Für diese Bestellung ist ein Widerruf eingegangen.`,
      );
    }
    const live = and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt));
    const updated = await tx
      .update(orderItems)
      .set({ isPacked })
      .where(lines === 'all' ? live : and(live, eq(orderItems.productId, lines.productId)))
      .returning({ id: orderItems.id });
    if (updated.length === 0) {
      throw new HttpError(
        404,
        lines === 'all'
          ? 'Diese Bestellung hat keine Artikel mehr.'
          : 'Dieser Artikel gehört nicht zur Bestellung.',
      );
    }

    const states = await tx
      .select({ productId: orderItems.productId, isPacked: orderItems.isPacked })
      .from(orderItems)
      .where(live);
    const allPacked = states.every((line) => line.isPacked);
    // The last item packed packs the order; taking one out again unpacks it.
    if (allPacked !== (order.packedAt !== null)) {
      await applyOrderEvent(tx, order, allPacked ? 'packed' : 'unpacked', {}, now);
    }
    return {
      orderId,
      packedItems: states.filter((line) => line.isPacked).map((line) => line.productId),
      isPacked: allPacked,
    };
  });
  deps.followUps.wake(state.isPacked ? 'packed' : 'unpacked');
  return state;
}

/**
 * A scanned or typed item number on the pack list (decision 073): the item is packed in the
 * order on the list it belongs to. Found through the product's item number and its one live
 * order line, both indexed.
 */
export async function packScannedItem(
  deps: PackingDeps,
  itemNumber: number,
  now: Date,
): Promise<PackScannedAnswer> {
  const [line] = await deps.db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      orderNumber: orders.orderNumber,
      isPacked: orderItems.isPacked,
    })
    .from(products)
    .innerJoin(
      orderItems,
      and(eq(orderItems.productId, products.id), isNull(orderItems.releasedAt)),
    )
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(products.itemNumber, itemNumber), onPackList));
  if (line === undefined) throw new HttpError(404, notOnPackListText(itemNumber));
  const state = await setOrderItemPacked(deps, line.orderId, line.productId, true, now);
  return {
    ...state,
    orderNumber: line.orderNumber,
    productId: line.productId,
    itemNumber,
    wasPacked: line.isPacked,
  };
}

/** Sort-out list: an item taken out of its box (packed) or put back. */
export async function setProductPacked(
  db: DatabaseOrTransaction,
  productId: string,
  isPacked: boolean,
) {
  const updated = await db
    .update(products)
    .set({ isPacked, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (updated.length === 0) throw new HttpError(404, ADMIN_PRODUCT_MESSAGES.notFound);
  return { productId, isPacked };
}

/**
 * Items to take out of the shop: online `olderThanDays` days or more (Berlin days since they first
 * went live), offline (the owner's, or at their end), or turned down at hand-in; each with what
 * happens to it (decision 076): the seller's wish for it, the choice that applied at its end, or
 * her stored choice.
 */
export async function listSortOutItems(
  db: DatabaseOrTransaction,
  olderThanDays: number,
  now: Date,
  cdnHost?: string,
) {
  const cutoff = listedBeforeForDays(olderThanDays, now);
  const rows = await db
    .select({
      productId: products.id,
      itemNumber: products.itemNumber,
      category: products.category,
      name: products.name,
      brand: brands.name,
      size: products.size,
      sizeHat: products.sizeHat,
      sellerNumber: products.sellerNumber,
      storageLocation: products.storageLocation,
      images: products.images,
      isPacked: products.isPacked,
      status: products.status,
      createdAt: products.createdAt,
      listedAt: products.listedAt,
      sellerWish: sellerItemWishes.wish,
      sellerLeftAt: sellers.leftAt,
      endReason: itemTimeEnds.reason,
      choiceAtEnd: itemTimeEnds.choice,
      sellerChoice: sellers.unsoldChoice,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(sellerItemWishes, eq(sellerItemWishes.productId, products.id))
    .leftJoin(itemTimeEnds, eq(itemTimeEnds.productId, products.id))
    .leftJoin(sellers, eq(sellers.number, products.sellerNumber))
    .where(
      or(
        inArray(products.status, ['inactive', 'rejected']),
        and(eq(products.status, 'active'), lt(products.listedAt, cutoff)),
      ),
    )
    .orderBy(asc(products.itemNumber));
  return rows.map((row) => ({
    ...toPackItem(row, cdnHost),
    reason: sortOutReason(row.status, row.endReason, row.sellerLeftAt),
    createdAt: row.createdAt.toISOString(),
    listedAt: row.listedAt.toISOString(),
    sellerWish: row.sellerWish ?? null,
    choice: sortOutChoice(row.sellerWish, row.choiceAtEnd, row.sellerChoice),
  }));
}

function sortOutReason(
  status: string,
  endReason: string | null,
  sellerLeftAt: Date | null,
): SortOutReason {
  if (status === 'rejected') return 'rejected';
  if (status === 'active') return 'old';
  if (endReason === 'time') return 'ended';
  // Offline because its seller left (decision 077): her stored choice decides what happens.
  return sellerLeftAt !== null ? 'sellerLeft' : 'inactive';
}
