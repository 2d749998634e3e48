import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerBankAccounts } from '../db/schema.ts';
import { sellerDataKeysOf } from '../lib/seller-data-key.ts';
import { insertSeller } from '../test/fixtures.ts';
import { serverWritesOf } from '../test/table-writes.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  openBankAccount,
  resealSellerBankAccounts,
  revealSellerIban,
  storeSellerBankAccount,
} from './seller-bank-accounts.ts';

// Sellers' bank accounts are sealed (decision 072): one writer, and a key rotation that seals
// every IBAN again under the new key.

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('the one writer of bank accounts', () => {
  it('is seller-bank-accounts.ts alone in the server code', () => {
    const writers = serverWritesOf(serverRoot, {
      table: 'sellerBankAccounts',
      sqlName: 'seller_bank_accounts',
    });
    expect(writers.length).toBeGreaterThan(0);
    expect(
      writers.filter((writer) => !writer.startsWith('aggregates/seller-bank-accounts.ts:')),
    ).toEqual([]);
  });
});

describe('seller-bank-accounts.ts against the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertSeller(database.db, 7, 'Gisela');
    await insertSeller(database.db, 8, 'Hanna');
  });
  afterAll(() => database.close());

  it('seals again under a new key what an old one sealed, and both keep opening', async () => {
    const oldKey = randomBytes(32);
    const oldKeys = sellerDataKeysOf(oldKey);
    const now = new Date('2026-11-27T10:00:00Z');
    await storeSellerBankAccount(
      database.db,
      oldKeys,
      7,
      { iban: 'DE89370400440532013000', holder: 'Gisela' },
      now,
    );
    await storeSellerBankAccount(
      database.db,
      oldKeys,
      8,
      { iban: 'AT611904300234573201', holder: 'Hanna' },
      now,
    );
    const rotated = sellerDataKeysOf(randomBytes(32), [oldKey]);
    expect(await resealSellerBankAccounts(database.db, rotated)).toEqual({
      resealed: 2,
      keyMissing: 0,
    });
    const rows = await database.db.select().from(sellerBankAccounts);
    expect(rows.map((row) => row.keyId)).toEqual([rotated.current.id, rotated.current.id]);
    // The new key alone opens them now.
    const newOnly = sellerDataKeysOf(rotated.current.key);
    expect((await revealSellerIban(database.db, newOnly, 7)).iban).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(await resealSellerBankAccounts(database.db, newOnly)).toEqual({
      resealed: 0,
      keyMissing: 0,
    });
    // A key that is gone is reported, not guessed at.
    const stranger = sellerDataKeysOf(randomBytes(32));
    expect(await resealSellerBankAccounts(database.db, stranger)).toEqual({
      resealed: 0,
      keyMissing: 2,
    });
  });

  it('does not open a sealed IBAN moved onto another seller', async () => {
    const keys = sellerDataKeysOf(randomBytes(32));
    const now = new Date('2026-11-27T10:00:00Z');
    for (const number of [7, 8]) {
      await storeSellerBankAccount(
        database.db,
        keys,
        number,
        { iban: 'DE89370400440532013000', holder: 'x' },
        now,
      );
    }
    const [gisela] = await database.db
      .select()
      .from(sellerBankAccounts)
      .where(eq(sellerBankAccounts.sellerNumber, 7));
    expect(() => openBankAccount(keys, { ...gisela!, sellerNumber: 8 })).toThrow();
  });
});
