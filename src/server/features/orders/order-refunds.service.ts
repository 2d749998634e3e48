import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { applyOrderEvent, lockOrder } from '../../aggregates/order-events.ts';
import { payableRefund, reopenRefund, type RefundTarget } from '../../aggregates/refund-ledger.ts';
import type { Database } from '../../db/client.ts';
import {
  followUpKey,
  retryFollowUps,
  skipFollowUps,
  type FollowUpRunner,
} from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';

// The owner's two answers to a refund that needs a person (decision 034): send a failed provider
// refund again, or record that she paid it out herself. Sending itself is the follow-up
// 'send-refund' of the event that queued the refund (order-follow-ups.ts).

type RefundDeps = { db: Database; followUps: FollowUpRunner };

/** A failed provider refund is sent again now, with the same idempotency key. */
export async function retryRefund(deps: RefundDeps, target: RefundTarget, now: Date) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockOrder(tx, target.orderId))) throw new HttpError(404, ORDER_MESSAGES.notFound);
    await reopenRefund(tx, target);
    await retryFollowUps(tx, { keys: [followUpKey('send-refund', target.refundId)] }, now);
  });
  deps.followUps.wake('refund-retried');
}

/**
 * The owner paid a refund out herself (cash, a bank transfer, or in the provider's dashboard after
 * a refusal): the order's 'refund-succeeded' event, which tells the customer and, when no refund
 * is open any more, clears the order's flag.
 */
export async function payOutRefund(deps: RefundDeps, target: RefundTarget, now: Date) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, target.orderId);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    const refund = await payableRefund(tx, target);
    // A send the provider refused is not tried again: the money went another way.
    await skipFollowUps(tx, [followUpKey('send-refund', refund.id)], now);
    await applyOrderEvent(
      tx,
      order,
      'refund-succeeded',
      {
        refundId: refund.id,
        amountCents: refund.amountCents,
        way: 'manual',
        providerReference: null,
      },
      now,
    );
  });
  deps.followUps.wake('refund-succeeded');
}
