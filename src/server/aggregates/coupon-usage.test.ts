import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverWritesOf } from '../test/table-writes.ts';

// Coupon uses count against a coupon's limits, so one module writes them (decision 031). How
// validation answers is tested through the API in features/coupons/coupons.test.ts.

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('the one writer of coupon uses', () => {
  it('is coupon-usage.ts alone in the server code', () => {
    const writers = serverWritesOf(serverRoot, {
      table: 'couponRedemptions',
      sqlName: 'coupon_redemptions',
    });
    expect(writers).toHaveLength(2);
    expect(writers.filter((writer) => !writer.startsWith('aggregates/coupon-usage.ts:'))).toEqual(
      [],
    );
  });
});
