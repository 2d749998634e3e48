import { and, eq, inArray } from 'drizzle-orm';
import type { AuditItem, AuditSubject } from '../../domain/audit-subject.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import {
  brands,
  coupons,
  orders,
  products,
  refunds,
  sellers,
  shippingLabels,
  users,
} from '../db/schema.ts';
import type { AuditSubjectLookup } from './audit-subject.ts';

// The lookups audited routes declare as `config.auditSubject` (decision 059): from the ids a
// request carries to the numbers the owner knows. They also run for requests refused before
// validation, so every value is checked here before it reaches a query.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function field(source: unknown, name: string): unknown {
  return source !== null && typeof source === 'object'
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

function uuidIn(source: unknown, name: string): string | undefined {
  const value = field(source, name);
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

function positiveIntegerIn(source: unknown, name: string): number | undefined {
  const value = Number(field(source, name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

async function orderSubject(
  db: DatabaseOrTransaction,
  orderId: string | undefined,
): Promise<AuditSubject> {
  if (orderId === undefined) return {};
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, deliveryMethod: orders.deliveryMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order === undefined) return {};
  return { orderNumber: order.orderNumber, pickup: order.deliveryMethod === 'abholen' };
}

/** A bulk shipment: `{ orderIds }`, the orders' numbers in the order sent. */
export const ordersInBody: AuditSubjectLookup = async (db, { body }) => {
  const ids = field(body, 'orderIds');
  if (!Array.isArray(ids)) return {};
  const valid = ids.filter((id): id is string => typeof id === 'string' && UUID.test(id));
  if (valid.length === 0) return {};
  const rows = await db
    .select({ id: orders.id, number: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, valid.slice(0, 200)));
  const byId = new Map(rows.map((row) => [row.id, row.number]));
  return {
    orders: valid.flatMap((id) => {
      const number = byId.get(id);
      return number === undefined ? [] : [{ number }];
    }),
  };
};

/** The items with these ids, in the order asked, with what their sentence names them by. */
export async function itemsOf(db: DatabaseOrTransaction, ids: string[]): Promise<AuditItem[]> {
  const valid = ids.filter((id) => UUID.test(id)).slice(0, 200);
  if (valid.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      number: products.itemNumber,
      name: products.name,
      brand: brands.name,
      size: products.size,
      sellerNumber: products.sellerNumber,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, valid));
  const byId = new Map(rows.map(({ id, ...item }) => [id, item]));
  return valid.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}

async function itemSubject(db: DatabaseOrTransaction, id: string | undefined) {
  const items = id === undefined ? [] : await itemsOf(db, [id]);
  return items.length === 0 ? {} : { items };
}

/** /api/admin/orders/:id and every route below it. */
export const orderInParams: AuditSubjectLookup = (db, { params }) =>
  orderSubject(db, uuidIn(params, 'id'));

/** /api/admin/products/:id. */
export const itemInParams: AuditSubjectLookup = (db, { params }) =>
  itemSubject(db, uuidIn(params, 'id'));

/** Packing: `{ productId }`, with an `orderId` when it is packed for an order. */
export const itemAndOrderInBody: AuditSubjectLookup = async (db, { body }) => ({
  ...(await orderSubject(db, uuidIn(body, 'orderId'))),
  ...(await itemSubject(db, uuidIn(body, 'productId'))),
});

/** "Alles gepackt": `{ orderId }`. */
export const orderInBody: AuditSubjectLookup = (db, { body }) =>
  orderSubject(db, uuidIn(body, 'orderId'));

/** Publishing drafts: `{ ids }`. */
export const itemsInBody: AuditSubjectLookup = async (db, { body }) => {
  const ids = field(body, 'ids');
  if (!Array.isArray(ids)) return {};
  const items = await itemsOf(
    db,
    ids.filter((id): id is string => typeof id === 'string'),
  );
  return items.length === 0 ? {} : { items };
};

/** A return of some items: the order, and the items taken back. */
export const returnInRequest: AuditSubjectLookup = async (db, { params, body }) => {
  const picked = field(body, 'items');
  const ids = Array.isArray(picked) ? picked.map((item) => uuidIn(item, 'productId')) : [];
  const items = await itemsOf(
    db,
    ids.filter((id): id is string => id !== undefined),
  );
  return { ...(await orderSubject(db, uuidIn(params, 'id'))), ...(items.length > 0 && { items }) };
};

/** A refund of an order: the order and the amount. */
export const refundInParams: AuditSubjectLookup = async (db, { params }) => {
  const orderId = uuidIn(params, 'id');
  const refundId = uuidIn(params, 'refundId');
  const subject = await orderSubject(db, orderId);
  if (orderId === undefined || refundId === undefined) return subject;
  const [refund] = await db
    .select({ amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  return refund === undefined ? subject : { ...subject, amountCents: refund.amountCents };
};

/** A shipping label of an order: the order, its kind and its shipment number. */
export const labelInParams: AuditSubjectLookup = async (db, { params }) => {
  const orderId = uuidIn(params, 'id');
  const labelId = uuidIn(params, 'labelId');
  const subject = await orderSubject(db, orderId);
  if (orderId === undefined || labelId === undefined) return subject;
  const [label] = await db
    .select({ kind: shippingLabels.kind, shipmentNumber: shippingLabels.shipmentNumber })
    .from(shippingLabels)
    .where(and(eq(shippingLabels.id, labelId), eq(shippingLabels.orderId, orderId)));
  return label === undefined
    ? subject
    : { ...subject, labelKind: label.kind, shipmentNumber: label.shipmentNumber };
};

async function sellerSubject(db: DatabaseOrTransaction, sellerNumber: number | undefined) {
  if (sellerNumber === undefined) return {};
  const [seller] = await db
    .select({ name: sellers.name })
    .from(sellers)
    .where(eq(sellers.number, sellerNumber));
  // The number alone still says whom an attempt was about, even for a seller who is not there.
  return seller === undefined ? { sellerNumber } : { sellerNumber, sellerName: seller.name };
}

/** /api/seller/:number and the routes below it. */
export const sellerInParams: AuditSubjectLookup = (db, { params }) =>
  sellerSubject(db, positiveIntegerIn(params, 'number'));

/** A new seller: the number is chosen in the body; she has no row yet. */
export const sellerInBody: AuditSubjectLookup = async (_db, { body }) => {
  const sellerNumber = positiveIntegerIn(body, 'number');
  return sellerNumber === undefined ? {} : { sellerNumber };
};

/** /api/admin/coupons/:id. */
export const couponInParams: AuditSubjectLookup = async (db, { params }) => {
  const id = positiveIntegerIn(params, 'id');
  if (id === undefined || id > 2_147_483_647) return {};
  const [coupon] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id));
  return coupon === undefined ? {} : { couponCode: coupon.code };
};

/** /api/admin/users/:id: whose rights changed. */
export const accountInParams: AuditSubjectLookup = async (db, { params }) => {
  const id = uuidIn(params, 'id');
  if (id === undefined) return {};
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return account === undefined ? {} : { accountEmail: account.email };
};
