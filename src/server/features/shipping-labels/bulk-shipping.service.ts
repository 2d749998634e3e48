import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  BULK_SHIPMENT_MESSAGES as B,
  mergedLabelsPath,
  type BulkShipmentAnswer,
  type BulkShipmentResult,
} from '../../../domain/api/bulk-shipments.ts';
import type { LabelProduct } from '../../../domain/api/shipping-labels.ts';
import { SHIPPING_LABEL_MESSAGES as M } from '../../../domain/api/shipping-labels.ts';
import { isHeldByWithdrawal } from '../../../domain/order-status.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import { applyOrderEvent, countUnpackedItems, lockOrder } from '../../aggregates/order-events.ts';
import { statusAfterSteps } from '../../aggregates/order-state.ts';
import type { Database } from '../../db/client.ts';
import { orders, shippingLabels } from '../../db/schema.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';
import { mergePdfs, PdfFormatError } from '../../lib/pdf/merge-pdfs.ts';
import {
  ShippingProviderError,
  type LabelOutcome,
  type OutboundLabelInput,
} from '../../lib/shipping/shipping-label-provider.ts';
import { missingConfigMessage } from '../../lib/shipping/shipping-label-setup.ts';
import { claimLabel, completeLabel, releaseClaim } from './label-register.ts';
import {
  DEFAULT_WEIGHT_KG,
  isUniqueViolation,
  labelParties,
  type LabelDeps,
} from './shipping-labels.service.ts';

// Several packed DHL orders at once (decision 060): the missing labels in one DHL request, then
// each order shipped in a transaction of its own, so one refusal undoes nothing else. A request
// sent again does nothing twice: an order with a valid label keeps it, a shipped one is reported
// as shipped, and the PDF is read from the stored labels.

export type BulkDeps = LabelDeps & { followUps: FollowUpRunner };

type OrderRow = typeof orders.$inferSelect;

/** Where an order stands after the first look, under its row lock. */
type Prepared =
  | { orderId: string; state: 'done'; result: BulkShipmentResult }
  | { orderId: string; state: 'labelled'; order: OrderRow; shipmentNumber: string }
  | { orderId: string; state: 'claimed'; order: OrderRow; labelId: string };

export async function shipInBulk(
  deps: BulkDeps,
  body: { orderIds: string[]; product: LabelProduct },
  now: Date,
): Promise<BulkShipmentAnswer> {
  const missing = deps.setup.missingForOutbound(body.product);
  if (missing.length > 0) throw new HttpError(409, missingConfigMessage(missing));
  const productCode = deps.setup.productCodes[body.product];

  const prepared: Prepared[] = [];
  for (const orderId of body.orderIds) {
    prepared.push(await prepare(deps, orderId, productCode));
  }

  const claimed = prepared.filter((entry) => entry.state === 'claimed');
  const outcomes = await askForLabels(deps, claimed, body.product, productCode, now);

  const results: BulkShipmentResult[] = [];
  for (const entry of prepared) {
    if (entry.state === 'done') {
      results.push(entry.result);
      continue;
    }
    let shipmentNumber: string;
    let labelCreated = false;
    if (entry.state === 'claimed') {
      const outcome = outcomes.get(entry.orderId)!;
      const stored = await storeLabel(deps, entry, outcome, now);
      if (!stored.ok) {
        results.push(refused(entry.order, stored.message));
        continue;
      }
      shipmentNumber = stored.shipmentNumber;
      labelCreated = true;
    } else {
      shipmentNumber = entry.shipmentNumber;
    }
    results.push(await ship(deps, entry.orderId, shipmentNumber, labelCreated, now));
  }

  if (results.some((result) => result.outcome === 'shipped')) deps.followUps.wake('ship');
  const printable = results
    .filter((result) => result.outcome !== 'refused' && result.shipmentNumber !== null)
    .map((result) => result.orderId);
  return { results, labelsPdfPath: printable.length > 0 ? mergedLabelsPath(printable) : null };
}

function refused(order: OrderRow | null, message: string, orderId = order?.id): BulkShipmentResult {
  return {
    orderId: orderId ?? '',
    orderNumber: order?.orderNumber ?? null,
    outcome: 'refused',
    message,
    shipmentNumber: null,
    labelCreated: false,
  };
}

/**
 * Under the order's row lock: refused with a reason, already shipped, labelled (a valid label
 * is reused, never a second made), or claimed for a new label. The ship event's own rules are
 * asked here too, so no label is bought for an order that may not leave.
 */
async function prepare(deps: BulkDeps, orderId: string, productCode: string): Promise<Prepared> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { orderId, state: 'done', result: refused(null, B.notFound, orderId) };
    const refuse = (message: string): Prepared => ({
      orderId,
      state: 'done',
      result: refused(order, message),
    });
    if (order.deliveryMethod !== 'liefernDHL') return refuse(M.notDhl);
    if (order.shippedAt !== null) {
      return {
        orderId,
        state: 'done',
        result: {
          orderId,
          orderNumber: order.orderNumber,
          outcome: 'already-shipped',
          message: B.alreadyShipped(order.trackingNumber),
          shipmentNumber: await validLabelNumber(deps.db, orderId),
          labelCreated: false,
        },
      };
    }
    try {
      statusAfterSteps(order.status, ['ship']);
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.message);
      throw error;
    }
    if (isHeldByWithdrawal(order)) return refuse(B.held);
    const unpacked = await countUnpackedItems(tx, orderId);
    if (unpacked > 0) return refuse(B.unpacked(unpacked));
    if (!order.street || !order.postalCode || !order.city) return refuse(M.noAddress);

    const [label] = await tx
      .select({ shipmentNumber: shippingLabels.shipmentNumber })
      .from(shippingLabels)
      .where(
        and(
          eq(shippingLabels.orderId, orderId),
          eq(shippingLabels.kind, 'outbound'),
          ne(shippingLabels.shipmentNumber, ''),
          isNull(shippingLabels.cancelledAt),
        ),
      );
    if (label) return { orderId, state: 'labelled', order, shipmentNumber: label.shipmentNumber };
    const labelId = await claimLabel(tx, {
      orderId,
      kind: 'outbound',
      mode: deps.setup.provider.mode,
      productCode,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (labelId === null) return refuse(M.inProgress);
    return { orderId, state: 'claimed', order, labelId };
  });
}

async function validLabelNumber(db: Database, orderId: string): Promise<string | null> {
  const [label] = await db
    .select({ shipmentNumber: shippingLabels.shipmentNumber })
    .from(shippingLabels)
    .where(
      and(
        eq(shippingLabels.orderId, orderId),
        eq(shippingLabels.kind, 'outbound'),
        ne(shippingLabels.shipmentNumber, ''),
        isNull(shippingLabels.cancelledAt),
      ),
    );
  return label?.shipmentNumber ?? null;
}

/** One call for all new labels, with no transaction open; DHL unreachable fails each of them. */
async function askForLabels(
  deps: BulkDeps,
  claimed: Extract<Prepared, { state: 'claimed' }>[],
  product: LabelProduct,
  productCode: string,
  now: Date,
): Promise<Map<string, LabelOutcome>> {
  const outcomes = new Map<string, LabelOutcome>();
  if (claimed.length === 0) return outcomes;
  const inputs = claimed.map(({ order }): OutboundLabelInput => {
    const { customer, shopAddress, reference } = labelParties(order, deps.shop);
    return {
      reference,
      productCode,
      billingNumber: deps.setup.billingNumbers[product],
      weightKg: DEFAULT_WEIGHT_KG,
      shipDate: berlinDay(now),
      shipper: shopAddress,
      consignee: customer,
    };
  });
  let answered: LabelOutcome[];
  try {
    answered = await deps.setup.provider.createLabels(inputs);
  } catch (error) {
    if (!(error instanceof ShippingProviderError)) throw error;
    answered = claimed.map(() => ({ ok: false, error }));
  }
  claimed.forEach((entry, index) => {
    const outcome = answered[index];
    outcomes.set(
      entry.orderId,
      outcome ?? {
        ok: false,
        error: new ShippingProviderError('refused', 'DHL hat kein Label geschickt.'),
      },
    );
  });
  return outcomes;
}

/** The claim becomes the label, or goes when DHL refused it. */
async function storeLabel(
  deps: BulkDeps,
  entry: Extract<Prepared, { state: 'claimed' }>,
  outcome: LabelOutcome,
  now: Date,
): Promise<{ ok: true; shipmentNumber: string } | { ok: false; message: string }> {
  if (!outcome.ok) {
    await releaseClaim(deps.db, entry.labelId);
    return { ok: false, message: outcome.error.message };
  }
  const done = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, entry.orderId);
    return completeLabel(
      tx,
      { id: entry.labelId, orderId: entry.orderId, kind: 'outbound', ...outcome.label },
      locked?.shippedAt === null,
      now,
    );
  });
  if (!done) {
    // Only a claim taken over as stale gets here: the label DHL just made must not stay valid.
    await deps.setup.provider.cancelLabel(outcome.label.shipmentNumber).catch(() => undefined);
    return { ok: false, message: M.inProgress };
  }
  return { ok: true, shipmentNumber: outcome.label.shipmentNumber };
}

/** The ship event for one order, in its own transaction; a refusal is this order's result. */
async function ship(
  deps: BulkDeps,
  orderId: string,
  shipmentNumber: string,
  labelCreated: boolean,
  now: Date,
): Promise<BulkShipmentResult> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refused(null, B.notFound, orderId);
    if (order.shippedAt !== null) {
      // Another request shipped it between the first look and now.
      return {
        orderId,
        orderNumber: order.orderNumber,
        outcome: 'already-shipped',
        message: B.alreadyShipped(order.trackingNumber),
        shipmentNumber,
        labelCreated,
      };
    }
    // A withdrawal may have come in while DHL was asked: the event refuses it then, and the
    // label stays valid on the order page, where it can be cancelled.
    const applied = await applyOrderEvent(
      tx,
      order,
      'ship',
      { trackingNumber: shipmentNumber, confirmUnpacked: false, overrideWithdrawal: false },
      now,
    ).catch((error: unknown) => {
      if (error instanceof HttpError) return error;
      throw error;
    });
    if (applied instanceof HttpError) {
      return {
        ...refused(order, isHeldByWithdrawal(order) ? B.held : applied.message),
        labelCreated,
      };
    }
    return {
      orderId,
      orderNumber: order.orderNumber,
      outcome: 'shipped',
      message: B.shipped(shipmentNumber, labelCreated),
      shipmentNumber,
      labelCreated,
    };
  });
}

/**
 * One PDF of the valid outbound labels of these orders, pages in the order given; orders
 * without one are left out.
 */
export async function readMergedLabels(
  db: Database,
  orderIds: readonly string[],
  now: Date,
): Promise<{ pdf: Buffer; fileName: string }> {
  const rows = await db
    .select({ orderId: shippingLabels.orderId, pdf: shippingLabels.pdf })
    .from(shippingLabels)
    .where(
      and(
        inArray(shippingLabels.orderId, [...orderIds]),
        eq(shippingLabels.kind, 'outbound'),
        ne(shippingLabels.shipmentNumber, ''),
        isNull(shippingLabels.cancelledAt),
      ),
    );
  const byOrder = new Map(rows.map((row) => [row.orderId, row.pdf]));
  const pdfs = orderIds.flatMap((id) => {
    const pdf = byOrder.get(id);
    return pdf ? [pdf] : [];
  });
  if (pdfs.length === 0) throw new HttpError(404, B.noLabels);
  try {
    return { pdf: await mergePdfs(pdfs), fileName: `DHL-Labels-${berlinDay(now)}.pdf` };
  } catch (error) {
    if (error instanceof PdfFormatError) throw new HttpError(422, B.notMergeable);
    throw error;
  }
}
