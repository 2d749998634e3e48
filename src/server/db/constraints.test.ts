import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, vouchers } from './schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { insertProduct } from '../test/fixtures.ts';

// The invariants docs/product.md §11 wants enforced by the database itself, not only by code.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The PostgreSQL error a statement fails with (drizzle wraps it as `cause`). */
async function failure(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      constraint?: string;
    };
  }
  throw new Error('expected the statement to fail');
}

async function insertOrder() {
  const [order] = await database.db
    .insert(orders)
    .values({
      email: 'kunde@example.de',
      firstName: 'Erika',
      lastName: 'Muster',
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      subtotalCents: 499,
      deliveryCostCents: 0,
      totalCents: 499,
      valueToPayCents: 499,
    })
    .returning();
  return order!;
}

function lineFor(
  orderId: string,
  product: { id: string; itemNumber: number },
): typeof orderItems.$inferInsert {
  return {
    orderId,
    productId: product.id,
    itemNumber: product.itemNumber,
    category: 'Kleidung',
    name: 'Body',
    condition: 'Gut',
    priceCents: 499,
    sale: false,
    discount: 0,
    salePriceCents: 499,
  };
}

describe('database invariants', () => {
  it('item numbers are unique', async () => {
    await insertProduct(database.db, { itemNumber: 5001 });
    const error = await failure(insertProduct(database.db, { itemNumber: 5001 }));
    expect(error).toMatchObject({ code: '23505', constraint: 'products_item_number_unique' });
  });

  it('an item is in at most one live order; a released line frees it', async () => {
    const product = await insertProduct(database.db);
    const first = await insertOrder();
    const second = await insertOrder();
    await database.db.insert(orderItems).values(lineFor(first.id, product));

    const error = await failure(database.db.insert(orderItems).values(lineFor(second.id, product)));
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'order_items_one_live_order_per_product',
    });

    await database.db
      .update(orderItems)
      .set({ releasedAt: new Date() })
      .where(eq(orderItems.orderId, first.id));
    await database.db.insert(orderItems).values(lineFor(second.id, product));
  });

  it('a voucher never goes below zero, even by a blind decrement', async () => {
    const [voucher] = await database.db
      .insert(vouchers)
      .values({ code: 'TEST-AAAA-BBBB-CCCC', initialValueCents: 1000, remainingValueCents: 1000 })
      .returning();
    const error = await failure(
      database.db
        .update(vouchers)
        .set({ remainingValueCents: sql`${vouchers.remainingValueCents} - 1001` })
        .where(eq(vouchers.id, voucher!.id)),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'vouchers_remaining_nonnegative' });
  });

  it('a voucher code must have the XXXX-XXXX-XXXX-XXXX format', async () => {
    const error = await failure(
      database.db
        .insert(vouchers)
        .values({ code: 'abc', initialValueCents: 1000, remainingValueCents: 1000 }),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'vouchers_code_format' });
  });

  it('the amount to pay is never negative', async () => {
    const error = await failure(
      database.db.insert(orders).values({
        email: 'kunde@example.de',
        firstName: 'Erika',
        lastName: 'Muster',
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        subtotalCents: 300,
        deliveryCostCents: 0,
        totalCents: -200,
        valueToPayCents: -200,
      }),
    );
    expect(error).toMatchObject({ code: '23514', constraint: 'orders_value_to_pay_nonnegative' });
  });

  it('rejects a condition outside the spec', async () => {
    // @ts-expect-error the database refuses what the column's type already refuses
    const error = await failure(insertProduct(database.db, { condition: 'Neu' }));
    expect(error).toMatchObject({ code: '23514', constraint: 'products_condition_valid' });
  });
});
