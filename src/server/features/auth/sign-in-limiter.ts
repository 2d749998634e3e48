import type { DatabaseOrTransaction } from '../../db/client.ts';
import { countOneMore, countSoFar, forgetCounts } from '../../lib/rate-limit.ts';

// Slows down password guessing (decision 029). Failed sign-ins are counted three ways, in the
// database shared by every process:
// - per address and e-mail: someone guessing one account's password;
// - per address, across e-mails: credential stuffing (many accounts from one place);
// - per account, across addresses: one account guessed at from many places.
// Any count at its limit refuses further attempts it covers until its window has passed. A
// successful sign-in forgets its own address's and its account's failures.

const WINDOW_MS = 15 * 60_000;
const LIMITS = { addressAndEmail: 10, address: 30, account: 30 };

function keys(address: string, email: string) {
  const account = email.trim().toLowerCase();
  return {
    addressAndEmail: `sign-in failures|${address}|${account}`,
    address: `sign-in failures|${address}`,
    account: `sign-in failures|account|${account}`,
  };
}

export async function isSignInBlocked(
  db: DatabaseOrTransaction,
  address: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const key = keys(address, email);
  for (const which of ['addressAndEmail', 'address', 'account'] as const) {
    if ((await countSoFar(db, key[which], WINDOW_MS, now)) >= LIMITS[which]) return true;
  }
  return false;
}

export async function recordSignInFailure(
  db: DatabaseOrTransaction,
  address: string,
  email: string,
  now: Date,
): Promise<void> {
  const key = keys(address, email);
  for (const which of ['addressAndEmail', 'address', 'account'] as const) {
    await countOneMore(db, key[which], WINDOW_MS, now);
  }
}

export async function recordSignInSuccess(
  db: DatabaseOrTransaction,
  address: string,
  email: string,
): Promise<void> {
  const key = keys(address, email);
  await forgetCounts(db, key.addressAndEmail);
  await forgetCounts(db, key.account);
}
