import { and, eq, ne, sql } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import type { BankAccountBody } from '../../domain/api/payouts.ts';
import { PAYOUT_MESSAGES } from '../../domain/api/payouts.ts';
import { checkIban, maskIban } from '../../domain/payouts/iban.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { payoutRuns, sellerBankAccounts, sellers } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { seal, unseal, type SellerDataKeys } from '../lib/seller-data-key.ts';

// A seller's bank account for payouts (decision 072): the IBAN checked, sealed and kept with
// its masked form. Only revealIban and the payout run open it.

/** What a sealed IBAN is bound to: the seller it belongs to. */
const ibanContext = (sellerNumber: number) => `seller:${sellerNumber}:iban`;
/** A payout run's SEPA file holds the IBANs in full: it is sealed too, bound to its run. */
const fileContext = (runId: number) => `payout-run:${runId}:file`;

export function sealPayoutFile(keys: SellerDataKeys, runId: number, fileXml: string) {
  const sealed = seal(keys, fileXml, fileContext(runId));
  return { fileSealed: sealed.sealed, keyId: sealed.keyId };
}

/**
 * What a run's file becomes once a left seller's IBAN in it is deleted (decision 077): the
 * transfers are on record in its payouts; the file, a copy for the upload, goes with her IBAN.
 */
export const DELETED_PAYOUT_FILE = { fileSealed: '', keyId: 'deleted' } as const;

/**
 * Deletes a left seller's IBAN (decision 077) and, since a run's file holds every IBAN of the run
 * in full, the files of the runs that paid her; their payouts keep the record (masked IBAN).
 */
export async function deleteSellerBankData(
  tx: DatabaseOrTransaction,
  sellerNumber: number,
): Promise<void> {
  await tx.delete(sellerBankAccounts).where(eq(sellerBankAccounts.sellerNumber, sellerNumber));
  await tx.execute(sql`
    update payout_runs
    set file_sealed = ${DELETED_PAYOUT_FILE.fileSealed}, key_id = ${DELETED_PAYOUT_FILE.keyId}
    where id in (select run_id from seller_payouts
      where seller_number = ${sellerNumber} and run_id is not null)`);
}

export function isPayoutFileDeleted(run: Pick<typeof payoutRuns.$inferSelect, 'keyId'>): boolean {
  return run.keyId === DELETED_PAYOUT_FILE.keyId;
}

export function openPayoutFile(
  keys: SellerDataKeys,
  run: Pick<typeof payoutRuns.$inferSelect, 'id' | 'fileSealed' | 'keyId'>,
): string {
  return unseal(keys, { sealed: run.fileSealed, keyId: run.keyId }, fileContext(run.id));
}

/** A sign-up's IBAN, before she is a seller (decision 075): bound to the sign-up instead. */
const signupContext = (signupId: string) => `seller-signup:${signupId}:iban`;

/**
 * Checks a sign-up's IBAN and seals it, bound to the sign-up; it reaches seller_bank_accounts
 * only through storeSellerBankAccount when the owner approves. A refused IBAN is a 400.
 */
export function sealSignupIban(keys: SellerDataKeys, signupId: string, input: string) {
  const checked = checkIban(input);
  if (!checked.ok) throw new HttpError(400, checked.message);
  const sealed = seal(keys, checked.iban, signupContext(signupId));
  return { ibanMasked: maskIban(checked.iban), ibanSealed: sealed.sealed, keyId: sealed.keyId };
}

export function openSignupIban(
  keys: SellerDataKeys,
  signup: { id: string; ibanSealed: string; keyId: string },
): string {
  return unseal(keys, { sealed: signup.ibanSealed, keyId: signup.keyId }, signupContext(signup.id));
}

export type MaskedBankAccount = { holder: string; ibanMasked: string; updatedAt: string };

/**
 * Stores (or replaces) a seller's IBAN and account holder: the one way in, for the owner's form
 * and for the sign-up. An IBAN ibantools refuses is a 400 with the German reason.
 */
export async function storeSellerBankAccount(
  db: DatabaseOrTransaction,
  keys: SellerDataKeys,
  sellerNumber: number,
  account: BankAccountBody,
  now: Date,
): Promise<MaskedBankAccount> {
  const checked = checkIban(account.iban);
  if (!checked.ok) throw new HttpError(400, checked.message);
  const [seller] = await db
    .select({ number: sellers.number })
    .from(sellers)
    .where(eq(sellers.number, sellerNumber));
  if (!seller)
    throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${sellerNumber}.`);
  const sealed = seal(keys, checked.iban, ibanContext(sellerNumber));
  const row = {
    holder: account.holder.trim(),
    ibanMasked: maskIban(checked.iban),
    ibanSealed: sealed.sealed,
    keyId: sealed.keyId,
    updatedAt: now,
  };
  await db
    .insert(sellerBankAccounts)
    .values({ sellerNumber, ...row })
    .onConflictDoUpdate({ target: sellerBankAccounts.sellerNumber, set: row });
  return { holder: row.holder, ibanMasked: row.ibanMasked, updatedAt: now.toISOString() };
}

export async function getSellerBankAccount(
  db: DatabaseOrTransaction,
  sellerNumber: number,
): Promise<MaskedBankAccount | null> {
  const [row] = await db
    .select()
    .from(sellerBankAccounts)
    .where(eq(sellerBankAccounts.sellerNumber, sellerNumber));
  return row
    ? { holder: row.holder, ibanMasked: row.ibanMasked, updatedAt: row.updatedAt.toISOString() }
    : null;
}

/** The seller's whole IBAN (electronic form) and holder, opened with the keys. */
export function openBankAccount(
  keys: SellerDataKeys,
  row: typeof sellerBankAccounts.$inferSelect,
): { iban: string; holder: string } {
  return {
    iban: unseal(keys, { sealed: row.ibanSealed, keyId: row.keyId }, ibanContext(row.sellerNumber)),
    holder: row.holder,
  };
}

/** The whole IBAN for the owner's eyes; the route is audited, so each look is on record. */
export async function revealSellerIban(
  db: DatabaseOrTransaction,
  keys: SellerDataKeys,
  sellerNumber: number,
): Promise<{ iban: string; holder: string }> {
  const [row] = await db
    .select()
    .from(sellerBankAccounts)
    .where(eq(sellerBankAccounts.sellerNumber, sellerNumber));
  if (!row) throw new HttpError(404, PAYOUT_MESSAGES.noBankAccount);
  const opened = openBankAccount(keys, row);
  return { holder: opened.holder, iban: friendlyFormatIBAN(opened.iban) ?? opened.iban };
}

/**
 * Seals again, under the current key, every IBAN and payout file an older key sealed (after a
 * key rotation, at start). Each row is rewritten only if it still names the key it was read
 * with, so two processes starting together do not undo each other. Rows whose key is not
 * configured any more are counted, not touched: the start message names them.
 */
export async function resealSellerBankAccounts(
  db: DatabaseOrTransaction,
  keys: SellerDataKeys,
): Promise<{ resealed: number; keyMissing: number }> {
  let resealed = 0;
  let keyMissing = 0;
  const accounts = await db
    .select()
    .from(sellerBankAccounts)
    .where(ne(sellerBankAccounts.keyId, keys.current.id));
  for (const row of accounts) {
    if (!keys.byId.has(row.keyId)) {
      keyMissing += 1;
      continue;
    }
    const { iban } = openBankAccount(keys, row);
    const sealed = seal(keys, iban, ibanContext(row.sellerNumber));
    const updated = await db
      .update(sellerBankAccounts)
      .set({ ibanSealed: sealed.sealed, keyId: sealed.keyId })
      .where(
        and(
          eq(sellerBankAccounts.sellerNumber, row.sellerNumber),
          eq(sellerBankAccounts.keyId, row.keyId),
        ),
      )
      .returning({ sellerNumber: sellerBankAccounts.sellerNumber });
    resealed += updated.length;
  }
  const runs = await db
    .select()
    .from(payoutRuns)
    .where(
      and(ne(payoutRuns.keyId, keys.current.id), ne(payoutRuns.keyId, DELETED_PAYOUT_FILE.keyId)),
    );
  for (const run of runs) {
    if (!keys.byId.has(run.keyId)) {
      keyMissing += 1;
      continue;
    }
    const updated = await db
      .update(payoutRuns)
      .set(sealPayoutFile(keys, run.id, openPayoutFile(keys, run)))
      .where(and(eq(payoutRuns.id, run.id), eq(payoutRuns.keyId, run.keyId)))
      .returning({ id: payoutRuns.id });
    resealed += updated.length;
  }
  return { resealed, keyMissing };
}
