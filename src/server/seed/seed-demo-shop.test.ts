import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  orderEvents,
  orderItems,
  orders,
  productPriceHistory,
  products,
  reviews,
  voucherTransactions,
  vouchers,
} from '../db/schema.ts';
import { LocalImageStorage } from '../lib/images/image-storage.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { insertProduct } from '../test/fixtures.ts';
import { seedDemoShopIfEmpty } from './seed-demo-shop.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let imagesDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-seed-images-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(imagesDir, { recursive: true, force: true });
});

describe('seedDemoShopIfEmpty', () => {
  it('fills an empty database once, with pictures stored through the image pipeline', async () => {
    const storage = new LocalImageStorage(imagesDir);
    const result = await seedDemoShopIfEmpty({ db: database.db, storage, productCount: 40 });
    expect(result).toMatchObject({ products: 40 });

    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['Kleidung', 'Schlafsack', 'Accessoires', 'Tonies']),
    );
    // Sale items were reduced from their regular price: the history shows both (PAngV § 11).
    const onSale = rows.find((row) => row.sale)!;
    const history = await database.db
      .select({ priceCents: productPriceHistory.priceCents })
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, onSale.id))
      .orderBy(productPriceHistory.validFrom, productPriceHistory.id);
    expect(history.map((entry) => entry.priceCents)).toEqual([
      onSale.priceCents,
      onSale.salePriceCents,
    ]);
    const first = rows[0]!;
    expect(first.images.length).toBeGreaterThan(0);
    const files = await fs.readdir(imagesDir);
    for (const suffix of ['.avif', '.webp', '.png', '-lowres.webp']) {
      expect(files).toContain(`${first.images[0]!.id}${suffix}`);
    }
    expect(result!.pictures * 4).toBe(files.length);

    // The ledger explains every voucher balance.
    const voucherRows = await database.db.select().from(vouchers);
    const ledger = await database.db.select().from(voucherTransactions);
    expect(voucherRows.length).toBeGreaterThan(0);
    for (const voucher of voucherRows) {
      const sum = ledger
        .filter((entry) => entry.voucherId === voucher.id)
        .reduce((total, entry) => total + entry.amountCents, 0);
      expect(sum).toBe(voucher.remainingValueCents);
    }

    // No item is sold without an order: each sold one is a line of a demo order placed, paid and
    // moved on through the shop's own services (issue 31).
    const sold = rows.filter((row) => row.status === 'sold');
    expect(sold).toHaveLength(6);
    const lines = await database.db
      .select({ productId: orderItems.productId, status: orders.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(isNull(orderItems.releasedAt));
    expect(lines.map((line) => line.productId).sort()).toEqual(sold.map((row) => row.id).sort());
    expect(lines.map((line) => line.status).sort()).toEqual([
      'open',
      'open',
      'shipped',
      'shipped',
      'shipped',
      'shipped',
    ]);
    const events = await database.db.select({ event: orderEvents.event }).from(orderEvents);
    expect(events.filter((row) => row.event === 'placed')).toHaveLength(3);

    const [reviewCount] = await database.db.select({ value: count() }).from(reviews);
    expect(reviewCount?.value).toBeGreaterThan(5);
    const [outsideEu] = await database.db.select().from(brands).where(eq(brands.isEurope, false));
    expect(outsideEu?.euStreet).toBeTruthy();
  });

  it('does nothing on a second start, and new items continue after the seeded numbers', async () => {
    const storage = new LocalImageStorage(imagesDir);
    expect(await seedDemoShopIfEmpty({ db: database.db, storage, productCount: 40 })).toBeNull();

    const [max] = await database.db
      .select({ value: sql<number>`max(${products.itemNumber})` })
      .from(products);
    const next = await insertProduct(database.db);
    expect(next.itemNumber).toBe(Number(max!.value) + 1);
  });
});
