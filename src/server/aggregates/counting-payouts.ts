import { sql, type SQL } from 'drizzle-orm';
import { sellerPayouts } from '../db/schema.ts';

/**
 * The payouts that count (decision 077): every payout recorded by hand, and those of runs not
 * cancelled. A cancelled run stays on file with its payouts and statements, as evidence of what
 * was prepared, but paid nobody: its shares are due again. Every reader of payouts as money
 * (balances, statements, the seller's page, the bookkeeping exports) filters with this.
 */
export function payoutCounts(): SQL {
  return sql`(${sellerPayouts.runId} is null or not exists (
    select 1 from payout_runs cancelled
    where cancelled.id = ${sellerPayouts.runId} and cancelled.cancelled_at is not null))`;
}
