import { sellerShareCents } from '../seller-share.ts';

// A seller's itemised account for one payout (§ 384 Abs. 2 HGB, decision 072): what was sold
// and settled since her last statement, what came back since (netted), what was carried over,
// and the amount transferred. Stored with the payout as it was sent, so the PDF she keeps and
// the one the owner prints years later are the same.

export type SettledLine = {
  /** The order line's id: the same sale in two statements is recognised by it. */
  lineId: number;
  itemNumber: number;
  name: string;
  /** When the buyer paid, ISO. */
  soldAt: string;
  salePriceCents: number;
};

export type StatementLine = SettledLine & { shareCents: number };

export type PayoutStatement = {
  sellerNumber: number;
  sellerName: string;
  sharePercent: number;
  /** Every line settled when this payout was made; the next statement compares against it. */
  settledLineIds: number[];
  /** Settled since the previous statement. */
  newLines: StatementLine[];
  /** In an earlier statement, returned since: its share is taken back. */
  returnedLines: StatementLine[];
  /** The balance before this statement's lines: under the minimum earlier, or a return's debt. */
  carriedCents: number;
  amountCents: number;
  endToEndId: string;
  executionDate: string;
  holder: string;
  ibanMasked: string;
};

/**
 * The statement of a payout of `amountCents`. `returnedLines` are the lines an earlier statement
 * settled that are no longer sold; what the new and returned shares do not explain is carried.
 */
export function buildPayoutStatement(input: {
  seller: { number: number; name: string };
  sharePercent: number;
  settled: readonly SettledLine[];
  previouslySettledIds: ReadonlySet<number>;
  returned: readonly SettledLine[];
  amountCents: number;
  endToEndId: string;
  executionDate: string;
  holder: string;
  ibanMasked: string;
}): PayoutStatement {
  const withShare = (line: SettledLine): StatementLine => ({
    ...line,
    shareCents: sellerShareCents(line.salePriceCents, input.sharePercent),
  });
  const newLines = input.settled
    .filter((line) => !input.previouslySettledIds.has(line.lineId))
    .map(withShare);
  const returnedLines = input.returned.map(withShare);
  const sum = (lines: StatementLine[]) => lines.reduce((total, line) => total + line.shareCents, 0);
  return {
    sellerNumber: input.seller.number,
    sellerName: input.seller.name,
    sharePercent: input.sharePercent,
    settledLineIds: input.settled.map((line) => line.lineId),
    newLines,
    returnedLines,
    carriedCents: input.amountCents - sum(newLines) + sum(returnedLines),
    amountCents: input.amountCents,
    endToEndId: input.endToEndId,
    executionDate: input.executionDate,
    holder: input.holder,
    ibanMasked: input.ibanMasked,
  };
}
