import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverWritesOf } from '../test/table-writes.ts';

// Refunds and returns each have their writers (decision 034); the behaviour is tested through
// the routes in features/orders/order-returns.test.ts and live-refunds.test.ts.

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('the writers of refunds and returns', () => {
  it('refunds: refund-ledger.ts alone', () => {
    const writers = serverWritesOf(serverRoot, { table: 'refunds', sqlName: 'refunds' });
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((writer) => !writer.startsWith('aggregates/refund-ledger.ts:'))).toEqual(
      [],
    );
  });

  it('returns and their lines: order-returns.ts, and the invoice register links the document', () => {
    for (const watched of [
      { table: 'orderReturns', sqlName: 'order_returns' },
      { table: 'orderReturnLines', sqlName: 'order_return_lines' },
    ]) {
      const writers = serverWritesOf(serverRoot, watched);
      expect(writers.length, watched.table).toBeGreaterThan(0);
      expect(
        writers.filter(
          (writer) =>
            !writer.startsWith('aggregates/order-returns.ts:') &&
            !writer.startsWith('aggregates/invoice-register.ts:'),
        ),
      ).toEqual([]);
    }
  });
});
