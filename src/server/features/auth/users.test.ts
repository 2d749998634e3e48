import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { countAdmins, upsertAdminUser } from './users.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('upsertAdminUser (npm run admin:create)', () => {
  it('creates an admin with an argon2id hash, never the password itself', async () => {
    expect(await countAdmins(database.db)).toBe(0);
    const admin = await upsertAdminUser(database.db, {
      email: ' Owner@Example.de ',
      password: 'ein langes passwort',
    });
    expect(admin).toMatchObject({ email: 'owner@example.de', created: true });

    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.isAdmin).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('ein langes passwort');
    expect(await verify(row!.passwordHash, 'ein langes passwort')).toBe(true);
    expect(await countAdmins(database.db)).toBe(1);
  });

  it('makes an existing account (same e-mail, any case) an admin with the new password', async () => {
    const again = await upsertAdminUser(database.db, {
      email: 'OWNER@example.de',
      password: 'ein anderes passwort',
    });
    expect(again.created).toBe(false);
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(await verify(rows[0]!.passwordHash, 'ein anderes passwort')).toBe(true);
  });

  it('run twice at the same moment for a new e-mail: one account, one of them created it', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `gleichzeitig${round}@example.de`;
      const results = await Promise.all(
        [email, email.toUpperCase(), email].map((address) =>
          upsertAdminUser(database.db, { email: address, password: 'ein langes passwort' }),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      const rows = await database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.isAdmin).toBe(true);
    }
  });
});
