import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { berlinDay } from '../../../domain/report-series.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import {
  SHIPPING_LABEL_MESSAGES as M,
  type CreateShippingLabelBody,
  type ShippingLabel,
  type ShippingLabelList,
} from '../../../domain/api/shipping-labels.ts';
import type { Config } from '../../config.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { orders, shippingLabels, withdrawals } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LabelAddress } from '../../lib/shipping/shipping-label-provider.ts';
import {
  missingConfigMessage,
  type ShippingLabelSetup,
} from '../../lib/shipping/shipping-label-setup.ts';
import { claimLabel, completeLabel, markCancelled, releaseClaim } from './label-register.ts';

export type LabelDeps = { db: Database; setup: ShippingLabelSetup; shop: Config['shop'] };

export const DEFAULT_WEIGHT_KG = 1;

const labelColumns = {
  id: shippingLabels.id,
  orderId: shippingLabels.orderId,
  kind: shippingLabels.kind,
  mode: shippingLabels.mode,
  productCode: shippingLabels.productCode,
  shipmentNumber: shippingLabels.shipmentNumber,
  createdAt: shippingLabels.createdAt,
  cancelledAt: shippingLabels.cancelledAt,
};

type LabelRow = { [K in keyof typeof labelColumns]: (typeof shippingLabels.$inferSelect)[K] };

function toWire(row: LabelRow): ShippingLabel {
  return {
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    productCode: row.productCode,
    shipmentNumber: row.shipmentNumber,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

async function lockOrder(tx: DatabaseOrTransaction, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.deliveryMethod !== 'liefernDHL') throw new HttpError(409, M.notDhl);
  return order;
}

/** The order's labels (claims in flight left out), and how new ones are made. */
export async function listLabels(deps: LabelDeps, orderId: string): Promise<ShippingLabelList> {
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  const rows = await deps.db
    .select(labelColumns)
    .from(shippingLabels)
    .where(and(eq(shippingLabels.orderId, orderId), ne(shippingLabels.shipmentNumber, '')))
    .orderBy(asc(shippingLabels.createdAt));
  const missing = deps.setup.missingForOutbound('paket');
  return {
    mode: deps.setup.provider.mode,
    setupHint: missing.length > 0 ? missingConfigMessage(missing) : null,
    labels: rows.map(toWire),
  };
}

/**
 * Claims the label under the order's row lock, asks DHL (or the simulator) with no transaction
 * open, then stores the PDF and, for an outbound label, the tracking number.
 */
export async function createLabel(
  deps: LabelDeps,
  orderId: string,
  body: CreateShippingLabelBody,
  now: Date,
): Promise<ShippingLabel> {
  const { setup, shop } = deps;
  const missing =
    body.kind === 'outbound' ? setup.missingForOutbound(body.product) : setup.missingForReturn();
  if (missing.length > 0) throw new HttpError(409, missingConfigMessage(missing));
  const productCode = body.kind === 'outbound' ? setup.productCodes[body.product] : 'RETOURE';

  const { labelId, order } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'cancelled') throw new HttpError(409, M.cancelledOrder);
    if (!order.street || !order.postalCode || !order.city) throw new HttpError(409, M.noAddress);
    const live = await tx
      .select({ shipmentNumber: shippingLabels.shipmentNumber })
      .from(shippingLabels)
      .where(
        and(
          eq(shippingLabels.orderId, orderId),
          eq(shippingLabels.kind, body.kind),
          // Cancelled labels do not count; a return label is never cancelled.
          ...(body.kind === 'outbound' ? [isNull(shippingLabels.cancelledAt)] : []),
        ),
      );
    if (body.kind === 'outbound') {
      if (order.status === 'open') throw new HttpError(409, M.notPaid);
      if (order.shippedAt !== null) throw new HttpError(409, M.alreadyShipped);
    } else {
      const [withdrawal] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.orderId, orderId))
        .limit(1);
      if (!withdrawal && order.shippedAt === null) throw new HttpError(409, M.returnNotDue);
    }
    if (live.some((label) => label.shipmentNumber !== '')) {
      throw new HttpError(409, body.kind === 'outbound' ? M.outboundExists : M.returnExists);
    }
    const labelId = await claimLabel(tx, {
      orderId,
      kind: body.kind,
      mode: setup.provider.mode,
      productCode,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, M.inProgress);
      throw error;
    });
    if (labelId === null) throw new HttpError(409, M.inProgress);
    return { labelId, order };
  });

  const { customer, shopAddress, reference } = labelParties(order, shop);
  let created;
  try {
    created =
      body.kind === 'outbound'
        ? await setup.provider.createLabel({
            reference,
            productCode,
            billingNumber: setup.billingNumbers[body.product],
            weightKg: body.weightKg ?? DEFAULT_WEIGHT_KG,
            shipDate: berlinDay(now),
            shipper: shopAddress,
            consignee: customer,
          })
        : await setup.provider.createReturnLabel({
            reference,
            sender: { ...customer, email: order.email },
            receiver: shopAddress,
          });
  } catch (error) {
    await releaseClaim(deps.db, labelId);
    throw error;
  }

  const stored = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const done = await completeLabel(
      tx,
      { id: labelId, orderId, kind: body.kind, ...created },
      locked.shippedAt === null,
      now,
    );
    if (!done) return null;
    const [row] = await tx
      .select(labelColumns)
      .from(shippingLabels)
      .where(eq(shippingLabels.id, labelId));
    return row ?? null;
  });
  if (!stored) {
    // Only a claim taken over as stale gets here: the label DHL just made must not stay valid.
    await setup.provider.cancelLabel(created.shipmentNumber).catch(() => undefined);
    throw new HttpError(409, M.inProgress);
  }
  return toWire(stored);
}

/**
 * Cancels an outbound label at DHL while holding the order's row lock, so the order cannot be
 * marked shipped in between; then marks it and clears the tracking number it filled.
 */
export async function cancelLabel(
  deps: LabelDeps,
  orderId: string,
  labelId: string,
  now: Date,
): Promise<ShippingLabel> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [label] = await tx
      .select(labelColumns)
      .from(shippingLabels)
      .where(and(eq(shippingLabels.id, labelId), eq(shippingLabels.orderId, orderId)));
    if (!label || label.shipmentNumber === '') throw new HttpError(404, M.labelNotFound);
    if (label.kind === 'return') throw new HttpError(409, M.returnNotCancellable);
    if (label.cancelledAt !== null) throw new HttpError(409, M.alreadyCancelled);
    if (order.shippedAt !== null) throw new HttpError(409, M.handedOver);
    if (label.mode === deps.setup.provider.mode) {
      await deps.setup.provider.cancelLabel(label.shipmentNumber);
    }
    // A label of the other mode (the shop switched between simulator and DHL) is only marked:
    // a test label was never at DHL, and a DHL label is cancelled in DHL's portal then.
    await markCancelled(tx, label, now);
    return toWire({ ...label, cancelledAt: now });
  });
}

/** The stored PDF and the file name with the shipment number. */
export async function readLabelPdf(db: Database, orderId: string, labelId: string) {
  const [label] = await db
    .select({
      kind: shippingLabels.kind,
      shipmentNumber: shippingLabels.shipmentNumber,
      pdf: shippingLabels.pdf,
    })
    .from(shippingLabels)
    .where(and(eq(shippingLabels.id, labelId), eq(shippingLabels.orderId, orderId)));
  if (!label || label.shipmentNumber === '') throw new HttpError(404, M.labelNotFound);
  const prefix = label.kind === 'return' ? 'DHL-Retourenlabel' : 'DHL-Label';
  return { pdf: label.pdf, fileName: `${prefix}-${label.shipmentNumber}.pdf` };
}

/** Who sends to whom, as a label prints it, and the reference DHL's portal shows. */
export function labelParties(order: typeof orders.$inferSelect, shop: Config['shop']) {
  const customer: LabelAddress = {
    name: `${order.firstName} ${order.lastName}`.trim(),
    street: order.street ?? '',
    postalCode: order.postalCode ?? '',
    city: order.city ?? '',
  };
  const shopAddress: LabelAddress = {
    name: shop.name,
    street: shop.street,
    postalCode: shop.postalCode,
    city: shop.city,
    email: shop.email,
  };
  return { customer, shopAddress, reference: `Bestellung ${order.orderNumber}` };
}

/** PostgreSQL's unique_violation, as pg reports it (drizzle may wrap it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause = error instanceof Error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
