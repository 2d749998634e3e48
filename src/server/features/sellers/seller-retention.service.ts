import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  anonymisedSellerName,
  sellerDataStep,
  type SellerDataStep,
} from '../../../domain/seller-retention.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { sellerPayouts, sellers } from '../../db/schema.ts';
import { deleteSellerBankData } from '../../aggregates/seller-bank-accounts.ts';
import { recordAuditEntry } from '../../lib/audit-log.ts';
import { payoutCounts } from '../../aggregates/counting-payouts.ts';
import { sellerBalances } from '../../aggregates/payout-balances.ts';
import { applyLeftSellersChoice } from './seller-leaving.service.ts';

// The nightly step for sellers who left (decision 077): what the rule (domain/seller-retention.ts)
// allows is deleted, and the audit log says so. Each seller in her own transaction, her row
// locked, the rule read again inside it: two processes running the job at once delete once.

export const RETENTION_ACTOR = 'Automatischer Ablauf (Aufbewahrungsfristen)';

/** A payment hold lasts minutes; two days cover the first nightly run after she left. */
const RESERVED_AT_LEAVING_FOLLOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Fields of audit rows about her that held her contact data or, later, her name. */
const CONTACT_PATHS = ['{body,email}', '{body,phone}', '{body,notes}', '{body,holder}'];
const NAME_PATHS = ['{body,name}', '{subject,sellerName}'];

async function scrubAuditRows(tx: DatabaseOrTransaction, sellerNumber: number, paths: string[]) {
  let details = sql`details`;
  for (const path of paths) details = sql`${details} #- ${path}::text[]`;
  await tx.execute(sql`
    update admin_audit_log set details = ${details}
    where details @> ${JSON.stringify({ subject: { sellerNumber } })}::jsonb`);
}

async function stepOf(
  tx: DatabaseOrTransaction,
  seller: typeof sellers.$inferSelect,
  sharePercent: number,
  now: Date,
): Promise<SellerDataStep> {
  const balance = (await sellerBalances(tx, sharePercent, now, seller.number)).get(seller.number);
  const [lastPayout] = await tx
    .select({ at: sellerPayouts.createdAt })
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.sellerNumber, seller.number), payoutCounts()))
    .orderBy(desc(sellerPayouts.createdAt))
    .limit(1);
  return sellerDataStep(
    {
      leftAt: seller.leftAt!,
      pendingCents: balance?.pendingCents ?? 0,
      balanceCents: balance?.balanceCents ?? 0,
      lastPayoutAt: lastPayout?.at ?? null,
      contactDeletedAt: seller.contactDeletedAt,
      anonymisedAt: seller.anonymisedAt,
    },
    now,
  );
}

/** One seller: her items still reserved at leaving go offline, then every step now allowed. */
async function applyToSeller(
  db: Database,
  sellerNumber: number,
  sharePercent: number,
  now: Date,
): Promise<SellerDataStep['step'][]> {
  return db.transaction(async (tx) => {
    const taken: SellerDataStep['step'][] = [];
    for (;;) {
      const [seller] = await tx
        .select()
        .from(sellers)
        .where(eq(sellers.number, sellerNumber))
        .for('update');
      if (!seller?.leftAt) return taken;
      // Items a buyer was paying for when she left follow at the first night. Later the owner
      // may have put an item she kept back online, so later nights leave her items alone.
      if (now.getTime() - seller.leftAt.getTime() < RESERVED_AT_LEAVING_FOLLOW_MS) {
        await applyLeftSellersChoice(tx, seller, now);
      }
      const { step } = await stepOf(tx, seller, sharePercent, now);
      if (step === 'deleteContact') {
        await tx
          .update(sellers)
          .set({ email: null, phone: null, notes: null, contactDeletedAt: now, updatedAt: now })
          .where(eq(sellers.number, sellerNumber));
        await deleteSellerBankData(tx, sellerNumber);
        await scrubAuditRows(tx, sellerNumber, CONTACT_PATHS);
      } else if (step === 'anonymise') {
        const name = anonymisedSellerName(sellerNumber);
        await tx
          .update(sellers)
          .set({ name, anonymisedAt: now, updatedAt: now })
          .where(eq(sellers.number, sellerNumber));
        // Her statements keep their figures; the name and account holder on them go.
        await tx.execute(sql`
          update seller_payouts
          set statement = statement || ${JSON.stringify({ sellerName: name, holder: name })}::jsonb
          where seller_number = ${sellerNumber} and statement is not null`);
        await scrubAuditRows(tx, sellerNumber, NAME_PATHS);
      } else {
        return taken;
      }
      await recordAuditEntry(tx, {
        actor: RETENTION_ACTOR,
        method: 'JOB',
        route: 'seller-data-retention',
        subject: { sellerNumber },
        body: { step },
        now,
      });
      taken.push(step);
    }
  });
}

/** Every left seller whose data is not all gone yet; what was deleted, by seller. */
export async function applySellerDataRetention(
  db: Database,
  sharePercent: number,
  now: Date,
): Promise<Map<number, SellerDataStep['step'][]>> {
  const left = await db
    .select({ number: sellers.number })
    .from(sellers)
    .where(and(isNotNull(sellers.leftAt), isNull(sellers.anonymisedAt)));
  const done = new Map<number, SellerDataStep['step'][]>();
  for (const { number } of left) {
    const steps = await applyToSeller(db, number, sharePercent, now);
    if (steps.length > 0) done.set(number, steps);
  }
  return done;
}
