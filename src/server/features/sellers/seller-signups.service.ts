import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { SIGNUP_MESSAGES, type PendingSignup } from '../../../domain/api/seller-signup.ts';
import type { SellerSignupBody } from '../../../domain/api/seller-signup.ts';
import {
  CONSIGNMENT_TERMS_VERSION,
  nextSellerNumber,
  SIGNUP_CONFIRM_HOURS,
} from '../../../domain/seller-signup.ts';
import {
  openSignupIban,
  sealSignupIban,
  storeSellerBankAccount,
} from '../../aggregates/seller-bank-accounts.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { sellers, sellerSignups } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SellerDataKeys } from '../../lib/seller-data-key.ts';

// A parent's sign-up as a seller (issue 34 item 1, decision 075): asked on /verkaufen, confirmed
// by the link in a mail (double opt-in), approved by the owner or at once by her setting; then
// it becomes a seller with the next number and is deleted. Only the link's SHA-256 is stored.

const HOUR_MS = 60 * 60_000;

function hashSignupToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function signupConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/verkaufen/bestaetigen/${token}`;
}

/**
 * Sign-ups never confirmed are deleted once their link expired: without a confirmation there is
 * no contract to prepare and no reason to keep the address or the IBAN. Run on every read of
 * sign-ups and every night.
 */
export async function deleteExpiredSignups(db: DatabaseOrTransaction, now: Date): Promise<number> {
  const deleted = await db
    .delete(sellerSignups)
    .where(and(isNull(sellerSignups.confirmedAt), lt(sellerSignups.expiresAt, now)))
    .returning({ id: sellerSignups.id });
  return deleted.length;
}

/**
 * Stores a sign-up and returns the token for its confirmation mail; null when a sign-up for the
 * address is already waiting; the seller when the address is a seller's already, who has not
 * left (decision 077): no second seller, and she gets a mail saying so. The caller answers the
 * same in every case, so nobody learns whether an address signed up or sells here. A refused
 * IBAN or changed terms are refused before anything is stored.
 */
export async function requestSignup(
  db: DatabaseOrTransaction,
  keys: SellerDataKeys,
  body: Omit<SellerSignupBody, 'phone'> & { phone: string | null },
  now: Date,
): Promise<{ token: string } | { existingSeller: { number: number; name: string } } | null> {
  if (body.termsVersion !== CONSIGNMENT_TERMS_VERSION)
    throw new HttpError(409, SIGNUP_MESSAGES.termsChanged);
  // Checked first: bad input gets the same answer whether or not the address is a seller's.
  const id = randomUUID();
  const sealed = sealSignupIban(keys, id, body.iban);
  const [existing] = await db
    .select({ number: sellers.number, name: sellers.name })
    .from(sellers)
    .where(and(sql`lower(${sellers.email}) = lower(${body.email.trim()})`, isNull(sellers.leftAt)))
    .orderBy(asc(sellers.number))
    .limit(1);
  if (existing) return { existingSeller: existing };
  await deleteExpiredSignups(db, now);
  const token = randomBytes(32).toString('base64url');
  // The unique index on the address decides between two sign-ups at once, too.
  const [stored] = await db
    .insert(sellerSignups)
    .values({
      id,
      name: body.name.trim(),
      email: body.email.trim(),
      phone: body.phone,
      accountHolder: body.holder.trim(),
      ...sealed,
      unsoldChoice: body.unsoldChoice,
      termsVersion: body.termsVersion,
      termsAcceptedAt: now,
      tokenHash: hashSignupToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGNUP_CONFIRM_HOURS * HOUR_MS),
    })
    .onConflictDoNothing()
    .returning({ id: sellerSignups.id });
  return stored ? { token } : null;
}

/**
 * The second step of the double opt-in. A second click on the link answers as the first; an
 * expired or unknown link is null.
 */
export async function confirmSignup(
  db: DatabaseOrTransaction,
  token: string,
  now: Date,
): Promise<{ id: string } | null> {
  await deleteExpiredSignups(db, now);
  const byToken = eq(sellerSignups.tokenHash, hashSignupToken(token));
  const [confirmed] = await db
    .update(sellerSignups)
    .set({ confirmedAt: now })
    .where(and(byToken, isNull(sellerSignups.confirmedAt), gt(sellerSignups.expiresAt, now)))
    .returning({ id: sellerSignups.id });
  if (confirmed) return confirmed;
  const [earlier] = await db
    .select({ id: sellerSignups.id })
    .from(sellerSignups)
    .where(and(byToken, isNotNull(sellerSignups.confirmedAt)));
  return earlier ?? null;
}

/** The confirmed sign-ups waiting for the owner, oldest first. */
export async function listPendingSignups(db: DatabaseOrTransaction, now: Date) {
  await deleteExpiredSignups(db, now);
  const rows = await db
    .select()
    .from(sellerSignups)
    .where(isNotNull(sellerSignups.confirmedAt))
    .orderBy(asc(sellerSignups.confirmedAt));
  return rows.map((row): PendingSignup => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountHolder: row.accountHolder,
    ibanMasked: row.ibanMasked,
    unsoldChoice: row.unsoldChoice,
    termsVersion: row.termsVersion,
    confirmedAt: row.confirmedAt!.toISOString(),
  }));
}

/**
 * Makes a confirmed sign-up a seller: the next number, her choice and accepted terms kept, her
 * IBAN stored the one way (storeSellerBankAccount); the sign-up is deleted in the same
 * transaction, so two approvals at once make one seller.
 */
export async function approveSignup(
  db: Database,
  keys: SellerDataKeys,
  signupId: string,
  now: Date,
): Promise<{ number: number; name: string; email: string }> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .select()
      .from(sellerSignups)
      .where(and(eq(sellerSignups.id, signupId), isNotNull(sellerSignups.confirmedAt)))
      .for('update');
    if (!signup) throw new HttpError(404, SIGNUP_MESSAGES.notFound);
    // Numbers are given out one at a time: two approvals at once take two numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seller-numbers'))`);
    const [highest] = await tx
      .select({ number: sql<number | null>`max(${sellers.number})` })
      .from(sellers);
    const number = nextSellerNumber(highest?.number ?? null);
    await tx.insert(sellers).values({
      number,
      name: signup.name,
      email: signup.email,
      phone: signup.phone,
      unsoldChoice: signup.unsoldChoice,
      termsVersion: signup.termsVersion,
      termsAcceptedAt: signup.termsAcceptedAt,
      createdAt: now,
      updatedAt: now,
    });
    await storeSellerBankAccount(
      tx,
      keys,
      number,
      { iban: openSignupIban(keys, signup), holder: signup.accountHolder },
      now,
    );
    await tx.delete(sellerSignups).where(eq(sellerSignups.id, signup.id));
    return { number, name: signup.name, email: signup.email };
  });
}

/** The owner says no: the sign-up and everything it held are deleted. */
export async function declineSignup(db: DatabaseOrTransaction, signupId: string): Promise<void> {
  const [deleted] = await db
    .delete(sellerSignups)
    .where(and(eq(sellerSignups.id, signupId), isNotNull(sellerSignups.confirmedAt)))
    .returning({ id: sellerSignups.id });
  if (!deleted) throw new HttpError(404, SIGNUP_MESSAGES.notFound);
}
