import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverWritesOf } from '../../test/table-writes.ts';

// Decision 031's proof by search for the labels (decision 040).
const serverRoot = path.resolve(import.meta.dirname, '../..');

describe('the writers of labels and tracking numbers', () => {
  it('label-register.ts alone writes shipping_labels', () => {
    const writers = serverWritesOf(serverRoot, {
      table: 'shippingLabels',
      sqlName: 'shipping_labels',
    });
    expect(writers.length).toBeGreaterThan(0);
    expect(
      writers.filter((writer) => !writer.startsWith('features/shipping-labels/label-register.ts:')),
    ).toEqual([]);
  });

  it('orders.tracking_number is written by the status events and the label register only', () => {
    const writers = serverWritesOf(serverRoot, {
      table: 'orders',
      sqlName: 'orders',
      column: 'trackingNumber',
    });
    const files = new Set(writers.map((writer) => writer.split(':')[0]));
    expect([...files].sort()).toEqual([
      'aggregates/order-state.ts',
      'features/shipping-labels/label-register.ts',
    ]);
  });
});
