import { roundToCents, type Cents } from './money.ts';

/** The seller's share of one sold item: its sale price × share percent, rounded to cents. */
export function sellerShareCents(salePriceCents: Cents, sharePercent: number): Cents {
  return roundToCents((salePriceCents * sharePercent) / 100);
}

/** What the shop still owes a seller: the shares of her sold items minus what was paid out. */
export function sellerBalanceCents(shares: readonly Cents[], payouts: readonly Cents[]): Cents {
  const owed = shares.reduce((sum, share) => sum + share, 0);
  const paid = payouts.reduce((sum, payout) => sum + payout, 0);
  return owed - paid;
}
