import { verify } from '@node-rs/argon2';
import { desc, eq, sql } from 'drizzle-orm';
import type { Account, SignUpBody } from '../../../domain/api/auth.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from './users.service.ts';

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
};

// Verifying against this hash when the e-mail is unknown keeps the answer time the same, so the
// response time does not tell whether an account exists.
const dummyHash = hashPassword('no account has this password');

/** Signing up never makes anyone an admin: an existing admin grants it. */
export async function signUp(db: DatabaseOrTransaction, body: SignUpBody): Promise<Account> {
  const email = body.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const taken = () => new HttpError(409, 'Für diese E-Mail-Adresse gibt es schon ein Konto.');
  if (existing) throw taken();
  // The same sign-up sent several times at once: the unique index lets one through.
  const [created] = await db
    .insert(users)
    .values({ email, name: body.name, passwordHash: await hashPassword(body.password) })
    .onConflictDoNothing()
    .returning(accountColumns);
  if (!created) throw taken();
  return created;
}

/**
 * The account for these credentials, or null. It does not record the sign-in: only a sign-in
 * that lets the account in counts (recordSignIn), so a refused one never shows as "zuletzt
 * angemeldet".
 */
export async function checkCredentials(
  db: DatabaseOrTransaction,
  email: string,
  password: string,
): Promise<Account | null> {
  const [user] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) {
    await verify(await dummyHash, password);
    return null;
  }
  if (!(await verify(user.passwordHash, password))) return null;
  const { passwordHash: _hash, ...account } = user;
  return account;
}

export async function recordSignIn(
  db: DatabaseOrTransaction,
  userId: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

export async function listAccounts(db: DatabaseOrTransaction) {
  return db
    .select({ ...accountColumns, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
    .from(users)
    .orderBy(desc(users.createdAt));
}

export async function setAdmin(
  db: DatabaseOrTransaction,
  actingAdminId: string,
  userId: string,
  isAdmin: boolean,
): Promise<Account> {
  if (actingAdminId === userId && !isAdmin) {
    throw new HttpError(409, 'Du kannst dir selbst die Admin-Rechte nicht entziehen.');
  }
  const [updated] = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(accountColumns);
  if (!updated) throw new HttpError(404, 'Dieses Konto gibt es nicht.');
  return updated;
}
