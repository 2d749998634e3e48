import { berlinDateParts } from './calendar.ts';

// What may be deleted of a seller who left (decision 077, the GDPR's storage limitation against
// the tax law's retention duties):
//
// - Her e-mail, phone, the owner's notes and her IBAN serve only the consignment and her payouts.
//   They go once nothing is owed any more: no sale still returnable, her balance paid (or below
//   zero: a return after her last payout, which the shop writes off), and her last payout old
//   enough that a transfer the bank returned would have come back (then the owner needs the
//   IBAN again, or to write to her).
// - Her name is on her payouts and statements, which are accounting records: the books for
//   10 years (§ 147 Abs. 1 Nr. 1, Abs. 3 AO; § 257 Abs. 1 Nr. 1, Abs. 4 HGB), the vouchers for
//   8. The shop keeps to the longer one. The period starts at the end of the calendar year of the
//   last record (§ 147 Abs. 4 AO, § 257 Abs. 5 HGB), so her name may go on 1 January of the
//   eleventh year after her last payout, or after the year she left if that came later.

/** The retention period of books and booking records (§ 147 Abs. 3 AO, § 257 Abs. 4 HGB). */
export const BOOKS_RETENTION_YEARS = 10;

/**
 * Days after her last payout before her IBAN and contact data go: a SEPA credit transfer the
 * receiving bank cannot book comes back within a few banking days; a month leaves the owner
 * time to notice and ask her for another account.
 */
export const LAST_PAYOUT_RETURN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type LeftSeller = {
  leftAt: Date;
  /** Her share of sales not yet settled (still returnable), in cents. */
  pendingCents: number;
  /** Settled share minus everything paid out, in cents. */
  balanceCents: number;
  /** Her newest payout that counts (a cancelled run's do not); null: never paid. */
  lastPayoutAt: Date | null;
  contactDeletedAt: Date | null;
  anonymisedAt: Date | null;
};

export type SellerDataStep =
  | { step: 'wait'; reason: 'pending' | 'balance' | 'recentPayout' }
  | { step: 'deleteContact' }
  | { step: 'keepName'; untilDay: string }
  | { step: 'anonymise' }
  | { step: 'done' };

/** The first day (Berlin, YYYY-MM-DD) her name may be deleted: the retention period is over. */
export function retentionEndDay(seller: Pick<LeftSeller, 'leftAt' | 'lastPayoutAt'>): string {
  const last =
    seller.lastPayoutAt !== null && seller.lastPayoutAt > seller.leftAt
      ? seller.lastPayoutAt
      : seller.leftAt;
  const year = berlinDateParts(last).year + BOOKS_RETENTION_YEARS + 1;
  return `${year}-01-01`;
}

function berlinIsoDay(instant: Date): string {
  const { year, month, day } = berlinDateParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The next step the nightly job takes for a seller who left. */
export function sellerDataStep(seller: LeftSeller, now: Date): SellerDataStep {
  if (seller.anonymisedAt !== null) return { step: 'done' };
  if (seller.contactDeletedAt === null) {
    if (seller.pendingCents !== 0) return { step: 'wait', reason: 'pending' };
    if (seller.balanceCents > 0) return { step: 'wait', reason: 'balance' };
    if (
      seller.lastPayoutAt !== null &&
      now.getTime() - seller.lastPayoutAt.getTime() < LAST_PAYOUT_RETURN_DAYS * DAY_MS
    ) {
      return { step: 'wait', reason: 'recentPayout' };
    }
    return { step: 'deleteContact' };
  }
  const untilDay = retentionEndDay(seller);
  return berlinIsoDay(now) >= untilDay ? { step: 'anonymise' } : { step: 'keepName', untilDay };
}

/** The name a seller's records show once hers is deleted. */
export function anonymisedSellerName(sellerNumber: number): string {
  return `Ehemalige Verkäuferin ${sellerNumber}`;
}
