import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { orders, shippingLabels } from '../../db/schema.ts';
import type { LabelMode } from '../../lib/shipping/shipping-label-provider.ts';

// The only writer of shipping_labels, and the only writer of orders.tracking_number besides
// the status events of order-state.ts (label-register.test.ts searches the code). A label is
// claimed before DHL is called: a row with an empty shipment number, which the partial unique
// index and the order's row lock make the one claim per order and kind (decision 040).

export type LabelKind = 'outbound' | 'return';

/** A claim older than this belongs to a request that died; DHL answers within 20 s or not. */
const STALE_CLAIM_SECONDS = 60;

/** The claim's id, or null while another request's claim of this kind is in flight. */
export async function claimLabel(
  tx: DatabaseOrTransaction,
  claim: { orderId: string; kind: LabelKind; mode: LabelMode; productCode: string },
): Promise<string | null> {
  const claimsOfKind = and(
    eq(shippingLabels.orderId, claim.orderId),
    eq(shippingLabels.kind, claim.kind),
    eq(shippingLabels.shipmentNumber, ''),
  );
  // A dead request's claim is cleared so the label can be made again.
  await tx
    .delete(shippingLabels)
    .where(
      and(
        claimsOfKind,
        sql`${shippingLabels.createdAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`,
      ),
    );
  const [inFlight] = await tx
    .select({ id: shippingLabels.id })
    .from(shippingLabels)
    .where(claimsOfKind);
  if (inFlight) return null;
  const [row] = await tx
    .insert(shippingLabels)
    .values({ ...claim, shipmentNumber: '', pdf: Buffer.alloc(0) })
    .returning({ id: shippingLabels.id });
  if (!row) throw new Error('label claim not inserted');
  return row.id;
}

/** DHL answered: the claim becomes the label; an outbound label fills the order's number. */
export async function completeLabel(
  tx: DatabaseOrTransaction,
  label: { id: string; orderId: string; kind: LabelKind; shipmentNumber: string; pdf: Buffer },
  fillTrackingNumber: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(shippingLabels)
    .set({ shipmentNumber: label.shipmentNumber, pdf: label.pdf })
    .where(and(eq(shippingLabels.id, label.id), eq(shippingLabels.shipmentNumber, '')))
    .returning({ id: shippingLabels.id });
  if (updated.length === 0) return false;
  if (label.kind === 'outbound' && fillTrackingNumber) {
    await tx
      .update(orders)
      .set({ trackingNumber: label.shipmentNumber, updatedAt: now })
      .where(eq(orders.id, label.orderId));
  }
  return true;
}

/** DHL refused or failed: the claim goes, so the admin can try again at once. */
export async function releaseClaim(tx: DatabaseOrTransaction, labelId: string): Promise<void> {
  await tx
    .delete(shippingLabels)
    .where(and(eq(shippingLabels.id, labelId), eq(shippingLabels.shipmentNumber, '')));
}

/** Cancelled at DHL: the label is marked, and the tracking number it filled is cleared. */
export async function markCancelled(
  tx: DatabaseOrTransaction,
  label: { id: string; orderId: string; shipmentNumber: string },
  now: Date,
): Promise<void> {
  await tx
    .update(shippingLabels)
    .set({ cancelledAt: now })
    .where(and(eq(shippingLabels.id, label.id), isNull(shippingLabels.cancelledAt)));
  await tx
    .update(orders)
    .set({ trackingNumber: null, updatedAt: now })
    .where(
      and(
        eq(orders.id, label.orderId),
        eq(orders.trackingNumber, label.shipmentNumber),
        isNull(orders.shippedAt),
      ),
    );
}
