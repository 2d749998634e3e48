import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { voucherTransactions, vouchers } from '../db/schema.ts';

// The voucher ledger (decision 031): the only writer of a voucher's balance. Every change of
// vouchers.remaining_value_cents is one row of voucher_transactions, written in the same
// transaction: 'issue' (+ value), 'redeem' (− what an order spends), 'release' (+ what an order
// gives back when it is cancelled, abandoned, or returned after a withdrawal). A check constraint
// keeps the balance at zero or above even when two orders race.

/** Creates a voucher with its value and the ledger's 'issue' line; returns its id. */
export async function issueVoucher(
  tx: DatabaseOrTransaction,
  voucher: { code: string; valueCents: number; validUntil: Date | SQL | null; number?: number },
): Promise<number> {
  const [created] = await tx
    .insert(vouchers)
    .values({
      code: voucher.code,
      number: voucher.number,
      initialValueCents: voucher.valueCents,
      remainingValueCents: voucher.valueCents,
      validUntil: voucher.validUntil,
    })
    .returning({ id: vouchers.id });
  if (!created) throw new Error('voucher not inserted');
  await tx
    .insert(voucherTransactions)
    .values({ voucherId: created.id, amountCents: voucher.valueCents, kind: 'issue' });
  return created.id;
}

/**
 * Spends part of a locked voucher for an order ('redeem'). Only the demo catalogue spends without
 * an order (null): value its invented earlier orders used.
 */
export async function spendVoucher(
  tx: DatabaseOrTransaction,
  voucherId: number,
  orderId: string | null,
  amountCents: number,
  now: Date,
): Promise<void> {
  await changeBalance(tx, voucherId, orderId, -amountCents, 'redeem', now);
}

/** What an order still holds of each voucher it spent, by voucher id. */
async function heldByOrder(tx: DatabaseOrTransaction, orderId: string) {
  return tx
    .select({
      voucherId: voucherTransactions.voucherId,
      heldCents: sql<number>`-sum(${voucherTransactions.amountCents})`.mapWith(Number),
    })
    .from(voucherTransactions)
    .where(eq(voucherTransactions.orderId, orderId))
    .groupBy(voucherTransactions.voucherId)
    .orderBy(asc(voucherTransactions.voucherId));
}

/**
 * Gives every voucher back what this order still holds of it ('release'): on cancellation, an
 * abandoned payment, or goods returned after a withdrawal. An order that holds nothing changes
 * nothing, so a second release is harmless.
 */
export async function releaseOrderVouchers(
  tx: DatabaseOrTransaction,
  orderId: string,
  now: Date,
): Promise<void> {
  for (const row of await heldByOrder(tx, orderId)) {
    if (row.heldCents > 0) {
      await changeBalance(tx, row.voucherId, orderId, row.heldCents, 'release', now);
    }
  }
}

/**
 * Gives `amountCents` of what this order holds back to its vouchers ('release'), the voucher
 * spent last first: part of an order came back (decision 034). Never more than the order holds.
 */
export async function releaseVoucherValue(
  tx: DatabaseOrTransaction,
  orderId: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  if (amountCents <= 0) return;
  let left = amountCents;
  for (const row of (await heldByOrder(tx, orderId)).reverse()) {
    const back = Math.min(left, row.heldCents);
    if (back > 0) {
      await changeBalance(tx, row.voucherId, orderId, back, 'release', now);
      left -= back;
    }
  }
}

/**
 * A cancelled order is revived by a late payment: spends again what it had spent of each voucher,
 * if every voucher still has that much. Returns false (and writes nothing) when one has not.
 */
export async function respendOrderVouchers(
  tx: DatabaseOrTransaction,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const released = await tx
    .select({
      voucherId: voucherTransactions.voucherId,
      // Every redemption of one voucher for one order is the same amount (the order's totals
      // never change); a cancelled order has given it all back, so the net sum is 0 then.
      amountCents:
        sql<number>`-max(${voucherTransactions.amountCents}) filter (where ${voucherTransactions.kind} = 'redeem')`.mapWith(
          Number,
        ),
      netCents: sql<number>`sum(${voucherTransactions.amountCents})`.mapWith(Number),
    })
    .from(voucherTransactions)
    .where(eq(voucherTransactions.orderId, orderId))
    .groupBy(voucherTransactions.voucherId)
    .orderBy(asc(voucherTransactions.voucherId));
  const toRespend = released.filter((row) => row.amountCents > 0 && row.netCents === 0);
  if (toRespend.length === 0) return true;

  const balances = await tx
    .select({ id: vouchers.id, remainingValueCents: vouchers.remainingValueCents })
    .from(vouchers)
    .where(
      inArray(
        vouchers.id,
        toRespend.map((row) => row.voucherId),
      ),
    )
    .orderBy(asc(vouchers.id))
    .for('update');
  const enough = toRespend.every(
    (row) =>
      (balances.find((balance) => balance.id === row.voucherId)?.remainingValueCents ?? 0) >=
      row.amountCents,
  );
  if (!enough) return false;
  for (const row of toRespend) {
    await spendVoucher(tx, row.voucherId, orderId, row.amountCents, now);
  }
  return true;
}

async function changeBalance(
  tx: DatabaseOrTransaction,
  voucherId: number,
  orderId: string | null,
  amountCents: number,
  kind: 'redeem' | 'release',
  now: Date,
): Promise<void> {
  await tx
    .update(vouchers)
    .set({
      remainingValueCents: sql`${vouchers.remainingValueCents} + ${amountCents}`,
      updatedAt: now,
    })
    .where(eq(vouchers.id, voucherId));
  await tx
    .insert(voucherTransactions)
    .values({ voucherId, orderId, amountCents, kind, createdAt: now });
}
