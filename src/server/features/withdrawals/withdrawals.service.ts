import { and, desc, eq, sql } from 'drizzle-orm';
import type { WithdrawalRequest } from '../../../domain/api/withdrawals.ts';
import { applyOrderEvent } from '../../aggregates/order-events.ts';
import type { Database } from '../../db/client.ts';
import { orders, withdrawals } from '../../db/schema.ts';
import {
  recordFollowUps,
  type FollowUpHandler,
  type FollowUpRunner,
} from '../../lib/follow-ups.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { withdrawalReceiptMail } from '../../lib/mail/withdrawal-receipt-mail.ts';

/**
 * Records a withdrawal declared with the 'Vertrag widerrufen' form (§ 356a BGB), in one
 * transaction with its receipt mail as a follow-up (decision 054), which goes out right after
 * the answer. The declaration counts whether or not order number and e-mail match an order; when
 * they do, it is that order's 'withdrawal-received' event: goods that left come back, and an
 * order still in the shop is held, not packed or shipped, until the owner cancels it.
 */
export async function declareWithdrawal(
  deps: { db: Database; followUps: FollowUpRunner; now: Date },
  input: WithdrawalRequest,
): Promise<{ id: string; receivedAt: Date }> {
  const orderNumber = /^\d{1,9}$/.test(input.orderNumber.replace(/^#/, ''))
    ? Number(input.orderNumber.replace(/^#/, ''))
    : null;
  const declared = await deps.db.transaction(async (tx) => {
    const [order] =
      orderNumber === null
        ? []
        : await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.orderNumber, orderNumber),
                eq(sql`lower(${orders.email})`, input.email.trim().toLowerCase()),
              ),
            )
            .for('update');
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderId: order?.id ?? null,
        orderNumberText: input.orderNumber,
        name: input.name,
        email: input.email.trim(),
        message: input.message ?? '',
        createdAt: deps.now,
      })
      .returning({ id: withdrawals.id, createdAt: withdrawals.createdAt });
    if (!row) throw new Error('withdrawal not recorded');
    if (order) {
      await applyOrderEvent(tx, order, 'withdrawal-received', { withdrawalId: row.id }, deps.now);
    }
    await recordFollowUps(
      tx,
      [
        {
          kind: 'mail-withdrawal-receipt',
          subject: row.id,
          orderId: order?.id ?? null,
          payload: { withdrawalId: row.id },
        },
      ],
      { now: deps.now },
    );
    return { id: row.id, receivedAt: row.createdAt };
  });
  deps.followUps.wake('withdrawal-received');
  return declared;
}

/** The receipt of a declared withdrawal, at once, with its content, date and time. */
export function withdrawalReceiptHandler(deps: {
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
}): FollowUpHandler {
  return {
    async run({ tx, followUp, now }) {
      const withdrawalId = followUp.payload.withdrawalId ?? '';
      const [row] = await tx
        .select({ withdrawal: withdrawals, orderStatus: orders.status })
        .from(withdrawals)
        .leftJoin(orders, eq(orders.id, withdrawals.orderId))
        .where(eq(withdrawals.id, withdrawalId));
      if (!row) throw new Error(`withdrawal ${withdrawalId} vanished`);
      const { withdrawal, orderStatus } = row;
      await deps.mailer.send({
        ...withdrawalReceiptMail(
          {
            name: withdrawal.name,
            email: withdrawal.email,
            orderNumber: withdrawal.orderNumberText,
            message: withdrawal.message,
            receivedAt: withdrawal.createdAt,
            order:
              withdrawal.orderId === null || orderStatus === null
                ? null
                : {
                    id: withdrawal.orderId,
                    stillInShop: ['open', 'paid', 'packed'].includes(orderStatus),
                  },
          },
          deps.shop,
          deps.siteUrl,
        ),
        key: followUp.key,
      });
      await tx
        .update(withdrawals)
        .set({ receiptSentAt: now })
        .where(eq(withdrawals.id, withdrawal.id));
    },
  };
}

/** Withdrawals for the admin, newest first; with `orderId` only those matched to that order. */
export async function listWithdrawals(db: Database, orderId?: string) {
  return db
    .select({
      id: withdrawals.id,
      createdAt: withdrawals.createdAt,
      name: withdrawals.name,
      email: withdrawals.email,
      orderNumberText: withdrawals.orderNumberText,
      orderId: withdrawals.orderId,
      orderNumber: orders.orderNumber,
      message: withdrawals.message,
      receiptSentAt: withdrawals.receiptSentAt,
    })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(orderId ? eq(withdrawals.orderId, orderId) : undefined)
    .orderBy(desc(withdrawals.createdAt));
}
