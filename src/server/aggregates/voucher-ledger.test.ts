import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherTransactions, vouchers } from '../db/schema.ts';
import { insertOrder } from '../test/fixtures.ts';
import { serverWritesOf } from '../test/table-writes.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  issueVoucher,
  releaseOrderVouchers,
  respendOrderVouchers,
  spendVoucher,
} from './voucher-ledger.ts';

// The voucher ledger is one module (decision 031): every balance change is a ledger line.

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('the one writer of vouchers and their ledger', () => {
  it('is voucher-ledger.ts alone in the server code', () => {
    for (const watched of [
      { table: 'vouchers', sqlName: 'vouchers' },
      { table: 'voucherTransactions', sqlName: 'voucher_transactions' },
    ]) {
      const writers = serverWritesOf(serverRoot, watched);
      expect(writers.length, watched.table).toBeGreaterThan(0);
      expect(
        writers.filter((writer) => !writer.startsWith('aggregates/voucher-ledger.ts:')),
      ).toEqual([]);
    }
  });
});

describe('voucher-ledger.ts against the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const now = new Date('2026-11-22T10:00:00Z');
  let codeNumber = 0;
  const newCode = () => `LEDG-ERAA-AAAA-${String(codeNumber++).padStart(4, '0')}`;

  async function state(voucherId: number) {
    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    const lines = await database.db
      .select({ kind: voucherTransactions.kind, amountCents: voucherTransactions.amountCents })
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, voucherId))
      .orderBy(asc(voucherTransactions.id));
    return { remaining: voucher!.remainingValueCents, lines };
  }

  it('issues, spends, releases (once) and spends again on revival, a line each', async () => {
    const id = await issueVoucher(database.db, {
      code: newCode(),
      valueCents: 2000,
      validUntil: null,
    });
    const order = await insertOrder(database.db);
    await spendVoucher(database.db, id, order.id, 1500, now);
    expect(await state(id)).toEqual({
      remaining: 500,
      lines: [
        { kind: 'issue', amountCents: 2000 },
        { kind: 'redeem', amountCents: -1500 },
      ],
    });

    await releaseOrderVouchers(database.db, order.id, now);
    await releaseOrderVouchers(database.db, order.id, now);
    expect((await state(id)).remaining).toBe(2000);
    expect((await state(id)).lines.map((line) => line.kind)).toEqual([
      'issue',
      'redeem',
      'release',
    ]);

    expect(await respendOrderVouchers(database.db, order.id, now)).toBe(true);
    expect(await state(id)).toMatchObject({ remaining: 500 });
    expect((await state(id)).lines.at(-1)).toEqual({ kind: 'redeem', amountCents: -1500 });
  });

  it('does not spend again when the voucher was used up meanwhile, and writes nothing', async () => {
    const id = await issueVoucher(database.db, {
      code: newCode(),
      valueCents: 1000,
      validUntil: null,
    });
    const first = await insertOrder(database.db);
    await spendVoucher(database.db, id, first.id, 800, now);
    await releaseOrderVouchers(database.db, first.id, now);
    const second = await insertOrder(database.db);
    await spendVoucher(database.db, id, second.id, 700, now);

    const before = await state(id);
    expect(await respendOrderVouchers(database.db, first.id, now)).toBe(false);
    expect(await state(id)).toEqual(before);
  });

  it('never lets the balance fall below zero', async () => {
    const id = await issueVoucher(database.db, {
      code: newCode(),
      valueCents: 500,
      validUntil: null,
    });
    const order = await insertOrder(database.db);
    await expect(spendVoucher(database.db, id, order.id, 501, now)).rejects.toThrow();
    expect((await state(id)).remaining).toBe(500);
  });
});
