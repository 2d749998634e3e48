import { hash } from '@node-rs/argon2';
import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

// @node-rs/argon2 exports its Algorithm as an ambient const enum, which verbatimModuleSyntax
// cannot read; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function countAdmins(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.value ?? 0;
}

/**
 * Creates an admin account, or makes an existing account (same e-mail) an admin with the new
 * password. Used by `npm run admin:create`, the only way to get the first admin.
 */
export async function upsertAdminUser(
  db: DatabaseOrTransaction,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  // The database decides whether the account is new (users_email_unique), so two runs at once
  // make one account: the insert that conflicts waits for the other and then updates its row.
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, isAdmin: true, name: input.name ?? '' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, email, created: true };
  const [existing] = await db
    .update(users)
    .set({ passwordHash, isAdmin: true, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  if (!existing) throw new Error('account neither inserted nor found');
  return { id: existing.id, email, created: false };
}
