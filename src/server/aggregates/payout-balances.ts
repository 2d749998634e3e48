import { sql } from 'drizzle-orm';
import { sellerShareCents } from '../../domain/seller-share.ts';
import { settledIfShippedBefore } from '../../domain/payouts/settlement.ts';
import { listSellerSaleLines, type SellerSaleLine } from './sales.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { payoutCounts } from './counting-payouts.ts';

// Every seller's money as a payout run sees it (decision 072): her share of the settled sales
// minus everything paid out (by runs not cancelled and by hand), and her share of sales still returnable.
// A return after a payout takes its share out of the settled sum, so the balance drops, below
// zero if need be, and the next run nets it.

export type SellerBalance = {
  sellerNumber: number;
  balanceCents: number;
  pendingCents: number;
  settled: SellerSaleLine[];
};

export async function sellerBalances(
  db: DatabaseOrTransaction,
  sharePercent: number,
  now: Date,
  sellerNumber?: number,
): Promise<Map<number, SellerBalance>> {
  const lines = await listSellerSaleLines(db, settledIfShippedBefore(now), sellerNumber);
  const paid = await db.execute<{ seller_number: number; paid: string }>(sql`
    select seller_number, sum(amount_cents) as paid from seller_payouts
    where ${payoutCounts()}
    ${sellerNumber === undefined ? sql`` : sql`and seller_number = ${sellerNumber}`}
    group by seller_number`);
  const balances = new Map<number, SellerBalance>();
  const of = (number: number): SellerBalance => {
    let balance = balances.get(number);
    if (!balance) {
      balance = { sellerNumber: number, balanceCents: 0, pendingCents: 0, settled: [] };
      balances.set(number, balance);
    }
    return balance;
  };
  for (const line of lines) {
    const balance = of(line.sellerNumber);
    const share = sellerShareCents(line.salePriceCents, sharePercent);
    if (line.settled) {
      balance.balanceCents += share;
      balance.settled.push(line);
    } else {
      balance.pendingCents += share;
    }
  }
  for (const row of paid.rows) of(Number(row.seller_number)).balanceCents -= Number(row.paid);
  return balances;
}
