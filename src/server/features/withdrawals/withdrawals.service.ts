import { and, desc, eq, sql } from 'drizzle-orm';
import type { WithdrawalRequest } from '../../../domain/api/withdrawals.ts';
import type { Database } from '../../db/client.ts';
import { orders, withdrawals } from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { withdrawalReceiptMail } from '../../lib/mail/withdrawal-receipt-mail.ts';

export type WithdrawalDeps = { db: Database; mailer: Mailer; shop: MailShop; now: Date };

/**
 * Records a withdrawal declared with the 'Vertrag widerrufen' form (§ 356a BGB) and sends the
 * receipt at once. The declaration counts whether or not order number and e-mail match an order;
 * when they do, the admin sees it on that order. A failed mail leaves receipt_sent_at empty.
 */
export async function declareWithdrawal(
  deps: WithdrawalDeps,
  input: WithdrawalRequest,
): Promise<{ id: string; receivedAt: Date; receiptSent: boolean }> {
  const orderNumber = /^\d{1,9}$/.test(input.orderNumber.replace(/^#/, ''))
    ? Number(input.orderNumber.replace(/^#/, ''))
    : null;
  const [order] =
    orderNumber === null
      ? []
      : await deps.db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.orderNumber, orderNumber),
              eq(sql`lower(${orders.email})`, input.email.trim().toLowerCase()),
            ),
          );
  const [row] = await deps.db
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

  try {
    await deps.mailer.send(
      withdrawalReceiptMail(
        {
          name: input.name,
          email: input.email.trim(),
          orderNumber: input.orderNumber,
          message: input.message ?? '',
          receivedAt: row.createdAt,
        },
        deps.shop,
      ),
    );
  } catch {
    return { id: row.id, receivedAt: row.createdAt, receiptSent: false };
  }
  await deps.db
    .update(withdrawals)
    .set({ receiptSentAt: deps.now })
    .where(eq(withdrawals.id, row.id));
  return { id: row.id, receivedAt: row.createdAt, receiptSent: true };
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
