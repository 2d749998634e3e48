import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type PlaceOrderRequest } from '../../../domain/api/orders.ts';
import { computeCheckoutTotals, type CartTotals } from '../../../domain/cart-totals.ts';
import {
  NOTHING_TO_PAY_METHOD,
  type CheckoutPaymentMethodId,
  type PaymentMethodId,
} from '../../../domain/catalog.ts';
import { needsShippingAddress } from '../../../domain/delivery.ts';
import {
  isPaymentMethodAllowed,
  needsOnlinePayment,
  recordedPaymentMethod,
} from '../../../domain/payment-rules.ts';
import { effectiveReduction } from '../../../domain/price-steps.ts';
import { isReservedByOther } from '../../../domain/reservation.ts';
import { isVoucherCode, normalizeCode } from '../../../domain/voucher-code.ts';
import { voucherRejection } from '../../../domain/voucher-rules.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { brands, itemTimeEnds, orderItems, orders, products, vouchers } from '../../db/schema.ts';
import { applyOrderEvent } from '../../aggregates/order-events.ts';
import { insertOrder } from '../../aggregates/order-state.ts';
import { heldBy, unavailableItemNames } from '../../aggregates/product-holds.ts';
import type { FollowUpRunner } from '../../lib/follow-ups.ts';
import { spendVoucher } from '../../aggregates/voucher-ledger.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordCouponUse, validateCoupon } from '../../aggregates/coupon-usage.ts';

export type PlaceOrderInput = PlaceOrderRequest & {
  idempotencyKey: string;
  clientId: string | null;
  now: Date;
  paymentTimeoutMinutes: number;
  /**
   * The methods the shop offers now (PAYMENT_METHODS); another one is refused, except 'voucher'
   * for an order with nothing left to pay.
   */
  offeredPaymentMethods: readonly CheckoutPaymentMethodId[];
};

export type PlacedOrder = { orderId: string; created: boolean };

/**
 * Places an order in one transaction (decision 008). The browser's prices are never read: items,
 * coupon, delivery (free days included) and vouchers are priced from the database with
 * domain/cart-totals.ts. Every item must be for sale and not held by another client; the items
 * are marked sold, the vouchers spent (row locks plus a check constraint: never below zero) and
 * the coupon use recorded. A second request with the same idempotency key returns the first order.
 * With nothing left to pay the order records 'voucher' whatever was chosen, and a browser's
 * 'voucher' is refused when something is left to pay (decision 037). The order's 'placed' event
 * (and 'mark-paid' when nothing is left to pay) leave its confirmation and invoice to the
 * follow-ups, which run after the commit: the buyer waits for her order, not for its papers.
 */
export async function placeOrder(
  deps: { db: Database; followUps: FollowUpRunner },
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const placed = await placeOrderInTransaction(deps.db, input);
  if (placed.created) deps.followUps.wake('placed');
  return placed;
}

async function placeOrderInTransaction(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { userData, deliveryMethod, paymentMethod, now } = input;
  const offered: readonly PaymentMethodId[] = input.offeredPaymentMethods;
  if (paymentMethod !== NOTHING_TO_PAY_METHOD.id && !offered.includes(paymentMethod)) {
    throw new HttpError(422, ORDER_MESSAGES.paymentMethodNotOffered);
  }
  if (!isPaymentMethodAllowed(paymentMethod, deliveryMethod)) {
    throw new HttpError(422, ORDER_MESSAGES.cashOnlyWithPickup);
  }
  if (
    needsShippingAddress(deliveryMethod) &&
    (!userData.street || !userData.postalCode || !userData.city)
  ) {
    throw new HttpError(422, ORDER_MESSAGES.addressRequired);
  }

  const fingerprint = requestFingerprint(input);
  return db.transaction(async (tx) => {
    // Requests with the same key queue here, so the second one finds the first one's order.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 7))`,
    );
    const [existing] = await tx
      .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    if (existing) {
      if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) {
        throw new HttpError(422, ORDER_MESSAGES.idempotencyKeyReused);
      }
      return { orderId: existing.id, created: false };
    }

    const items = await lockItems(tx, input.productIds, input.clientId, now);
    const email = userData.emailAddress.trim();
    const coupon = input.couponCode ? await lockCoupon(tx, input.couponCode, email, now) : null;
    const voucherRows = await lockVouchers(tx, input.voucherCodes, now);

    const totals: CartTotals = computeCheckoutTotals({
      // The shop's own price now, sale or price step (decision 076), read from the locked row:
      // never a price the browser sent.
      items: items.map((item) => ({
        priceCents: item.priceCents,
        sale: item.sale,
        discountPercent: item.discount,
      })),
      deliveryMethod,
      now,
      coupon: coupon?.cartCoupon ?? null,
      vouchers: voucherRows.map((row) => ({
        code: row.code,
        remainingValueCents: row.remainingValueCents,
      })),
    });

    const nothingToPay = totals.valueToPayCents === 0;
    const recordedMethod = recordedPaymentMethod(paymentMethod, totals.valueToPayCents);
    if (recordedMethod === null) throw new HttpError(422, ORDER_MESSAGES.paymentMethodRequired);
    const online = needsOnlinePayment(recordedMethod, totals.valueToPayCents);
    const order = await insertOrder(tx, {
      clientId: input.clientId,
      idempotencyKey: input.idempotencyKey,
      idempotencyFingerprint: fingerprint,
      email,
      firstName: userData.firstName,
      lastName: userData.lastName,
      phone: userData.phone || null,
      street: userData.street || null,
      postalCode: userData.postalCode || null,
      city: userData.city || null,
      deliveryMethod,
      paymentMethod: recordedMethod,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponDiscountType: coupon?.cartCoupon.discountType ?? null,
      subtotalCents: totals.subtotalCents,
      couponDiscountCents: totals.couponDiscountCents,
      deliveryCostCents: totals.deliveryCostCents,
      totalCents: totals.totalCents,
      vouchersTotalCents: totals.vouchersTotalCents,
      valueToPayCents: totals.valueToPayCents,
      paymentDueAt: online ? new Date(now.getTime() + input.paymentTimeoutMinutes * 60_000) : null,
      createdAt: now,
      updatedAt: now,
    });

    await tx.insert(orderItems).values(
      items.map((item, index) => ({
        orderId: order.id,
        productId: item.id,
        itemNumber: item.itemNumber,
        category: item.category,
        name: item.name,
        brand: item.brand,
        size: item.size,
        sizeHat: item.sizeHat,
        condition: item.condition,
        sellerNumber: item.sellerNumber,
        priceCents: item.priceCents,
        sale: item.sale,
        discount: item.discount,
        salePriceCents: totals.lineSalePricesCents[index]!,
      })),
    );
    for (const [index, redemption] of totals.voucherRedemptions.entries()) {
      const voucher = voucherRows[index];
      if (!voucher || redemption.amountCents === 0) continue;
      await spendVoucher(tx, voucher.id, order.id, redemption.amountCents, now);
    }
    if (coupon) {
      await recordCouponUse(tx, { couponId: coupon.id, orderId: order.id, email });
    }
    const placed = await applyOrderEvent(tx, order, 'placed', {}, now);
    // Fully covered by vouchers (or free): nothing is left to confirm by any provider.
    if (nothingToPay) await applyOrderEvent(tx, placed.order, 'mark-paid', {}, now);
    await markSold(tx, items, input.clientId, now);
    return { orderId: order.id, created: true };
  });
}

/**
 * Marks the order's items sold and, as the order ends the checkout, frees whatever else this
 * client still held: one statement, the transaction's last. Every statement that changes
 * products bumps the shop's one version row (decision 048) and keeps that row locked until the
 * commit, so every other reservation and order waits for it; last, it is held for one round
 * trip, not for the order's ten (decision 065). The items themselves are locked since lockItems.
 */
async function markSold(
  tx: DatabaseOrTransaction,
  items: readonly LockedItem[],
  clientId: string | null,
  now: Date,
): Promise<void> {
  const sold = inArray(
    products.id,
    items.map((item) => item.id),
  );
  await tx
    .update(products)
    .set({
      status: sql`case when ${sold} then 'sold' else ${products.status} end`,
      soldAt: sql`case when ${sold} then ${now}::timestamptz else ${products.soldAt} end`,
      reservedBy: null,
      reservedUntil: null,
      updatedAt: now,
    })
    .where(clientId ? or(sold, heldBy(clientId)) : sold);
}

/**
 * What a placing request asks for, hashed: the same key must come with the same cart, choices
 * and codes (order of ids and case of codes do not matter), else it is a different order.
 */
function requestFingerprint(input: PlaceOrderRequest): string {
  const canonical = {
    productIds: [...new Set(input.productIds)].sort(),
    userData: input.userData,
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    couponCode: input.couponCode ? normalizeCode(input.couponCode) : null,
    voucherCodes: [...new Set(input.voucherCodes.map(normalizeCode))],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

type LockedItem = Awaited<ReturnType<typeof lockItems>>[number];

/** Locks the items in id order (no deadlocks between racing orders) and checks each is free. */
async function lockItems(
  tx: DatabaseOrTransaction,
  productIds: readonly string[],
  clientId: string | null,
  now: Date,
) {
  const ids = [...new Set(productIds)];
  const cart = inArray(products.id, ids);
  const rows = await tx
    .select({
      id: products.id,
      itemNumber: products.itemNumber,
      category: products.category,
      name: products.name,
      brand: brands.name,
      size: products.size,
      sizeHat: products.sizeHat,
      condition: products.condition,
      // An item whose seller let it stay with the shop at its end, or when she left, is the
      // shop's own now: its sale owes her no share (the consignment terms, decisions 076, 077).
      sellerNumber: sql<
        number | null
      >`case when ${itemTimeEnds.choice} = 'keep' then null else ${products.sellerNumber} end`,
      priceCents: products.priceCents,
      sale: products.sale,
      discount: products.discount,
      priceStepPercent: products.priceStepPercent,
      status: products.status,
      reservedUntil: products.reservedUntil,
      reservedBy: products.reservedBy,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      itemTimeEnds,
      and(eq(itemTimeEnds.productId, products.id), inArray(itemTimeEnds.reason, ['time', 'left'])),
    )
    // The client's other held items are locked too, in the same id order: placing the order
    // lets go of them (markSold), and a lock taken only then could close a circle with a client
    // reserving them (decision 102).
    .where(clientId ? or(cart, heldBy(clientId)) : cart)
    .orderBy(asc(products.id))
    .for('update', { of: products });
  const byId = new Map(
    rows.map(({ priceStepPercent, ...row }) => [
      row.id,
      { ...row, ...effectiveReduction({ ...row, priceStepPercent }) },
    ]),
  );
  const unavailable = ids.filter((id) => {
    const row = byId.get(id);
    return !row || row.status !== 'active' || isReservedByOther(row, clientId, now);
  });
  if (unavailable.length > 0) {
    throw new HttpError(409, ORDER_MESSAGES.unavailable(unavailableItemNames(unavailable, byId)));
  }
  // The cart's order, as the customer saw it.
  return ids.map((id) => byId.get(id)!);
}

export type { LockedItem };

/** Locks the coupon row, so its usage limit is counted by one order at a time, and checks it. */
async function lockCoupon(tx: DatabaseOrTransaction, code: string, email: string, now: Date) {
  try {
    const valid = await validateCoupon(tx, { code, email, now, lock: true });
    return { id: valid.id, code: valid.code, cartCoupon: valid.coupon };
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(422, ORDER_MESSAGES.couponInvalid(error.message));
    }
    throw error;
  }
}

/**
 * Locks the vouchers (id order) and returns them in the order the customer applied them.
 * Unknown, expired or empty vouchers refuse the order: the customer was shown them as paying.
 */
async function lockVouchers(tx: DatabaseOrTransaction, codes: readonly string[], now: Date) {
  const wanted = [...new Set(codes.map(normalizeCode))];
  if (wanted.length === 0) return [];
  for (const code of wanted) {
    if (!isVoucherCode(code)) throw new HttpError(422, ORDER_MESSAGES.voucherNotFound(code));
  }
  const rows = await tx
    .select()
    .from(vouchers)
    .where(inArray(vouchers.code, wanted))
    .orderBy(asc(vouchers.id))
    .for('update');
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return wanted.map((code) => {
    const row = byCode.get(code);
    switch (voucherRejection(row, now)) {
      case 'not-found':
        throw new HttpError(422, ORDER_MESSAGES.voucherNotFound(code));
      case 'expired':
        throw new HttpError(422, ORDER_MESSAGES.voucherExpired(code));
      case 'empty':
        throw new HttpError(409, ORDER_MESSAGES.voucherEmpty(code));
      case null:
        return row!;
    }
  });
}
