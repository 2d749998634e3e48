import { count, eq, inArray, sql } from 'drizzle-orm';
import { issueVoucher, spendVoucher } from '../aggregates/voucher-ledger.ts';
import type { Database, DatabaseOrTransaction } from '../db/client.ts';
import { appSettings, brands, coupons, products, reviews, sellers } from '../db/schema.ts';
import type { ImageStorage } from '../lib/images/image-storage.ts';
import { createDemoCatalogue } from './demo-catalogue.ts';
import { placeDemoOrders } from './demo-orders.ts';
import { storeDemoPictures } from './store-demo-pictures.ts';

const SEED_SETTING_KEY = 'demo_seed';
// Arbitrary constant naming "demo seed" for pg_advisory_xact_lock.
const SEED_LOCK_ID = 7_245_002;

type Logger = { info: (object: object, message: string) => void };

export type SeedResult = { products: number; pictures: number; milliseconds: number };

async function isEmpty(db: DatabaseOrTransaction): Promise<boolean> {
  const [seeded] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_SETTING_KEY));
  if (seeded) return false;
  const [productCount] = await db.select({ value: count() }).from(products);
  return (productCount?.value ?? 0) === 0;
}

/**
 * Fills an empty database with the demo shop: brands, sellers, products with generated pictures
 * (through the same image pipeline as uploads), coupons, vouchers with their ledger, reviews, and
 * the orders that sold its sold items (demo-orders.ts).
 * Does nothing once the demo was seeded or as soon as any product exists. Safe when two processes
 * start together: the inserts run under an advisory lock and re-check emptiness first.
 */
export async function seedDemoShopIfEmpty(options: {
  db: Database;
  storage: ImageStorage;
  log?: Logger;
  now?: Date;
  /** Fewer products make a faster seed for tests; default: the full demo catalogue. */
  productCount?: number;
}): Promise<SeedResult | null> {
  const { db, storage } = options;
  if (!(await isEmpty(db))) return null;

  const started = Date.now();
  const now = options.now ?? new Date();
  const catalogue = createDemoCatalogue({ now, productCount: options.productCount });
  options.log?.info({ products: catalogue.products.length }, 'generating demo pictures');
  const pictures = await storeDemoPictures(storage, catalogue.products);

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return false;

    const brandRows = await tx
      .insert(brands)
      .values(
        catalogue.brands.map((brand) => ({
          name: brand.name,
          manufacturerName: brand.manufacturerName,
          email: brand.email,
          street: brand.address.street,
          postalCode: brand.address.postalcode,
          city: brand.address.city,
          country: brand.address.country,
          isEurope: brand.isEurope,
          euName: brand.euResponsibleName,
          euStreet: brand.addressEurope?.street ?? null,
          euPostalCode: brand.addressEurope?.postalcode ?? null,
          euCity: brand.addressEurope?.city ?? null,
          euCountry: brand.addressEurope?.country ?? null,
          euEmail: brand.emailEurope,
          rating: brand.rating,
        })),
      )
      .returning({ id: brands.id, name: brands.name });
    const brandIds = new Map(brandRows.map((row) => [row.name, row.id]));

    await tx.insert(sellers).values(catalogue.sellers);

    await tx.insert(products).values(
      catalogue.products.map((product) => ({
        itemNumber: product.itemNumber,
        category: product.category,
        name: product.name,
        brandId: brandIds.get(product.brand) ?? null,
        size: product.size,
        sizeHat: product.sizeHat,
        priceCents: product.priceCents,
        // Put on sale below, after creation, so the price history holds the regular price first.
        sale: false,
        discount: 0,
        condition: product.condition,
        season: product.season,
        images: pictures.get(product.itemNumber) ?? [],
        sellerNumber: product.sellerNumber,
        storageLocation: product.storageLocation,
        // A sold item is sold by its demo order, placed below like any other.
        status: product.status === 'sold' ? 'active' : product.status,
        reservedUntil: product.reservedUntil,
        reservedBy: product.reservedBy,
        createdAt: product.createdAt,
        listedAt: product.createdAt,
        updatedAt: product.createdAt,
      })),
    );
    // A sale is a reduction from the regular price (PAngV § 11 compares with it): the history
    // trigger records the reduced price from now on.
    for (const discount of new Set(catalogue.products.map((product) => product.discount))) {
      const itemNumbers = catalogue.products
        .filter((product) => product.sale && product.discount === discount)
        .map((product) => product.itemNumber);
      if (itemNumbers.length === 0) continue;
      await tx
        .update(products)
        .set({ sale: true, discount })
        .where(inArray(products.itemNumber, itemNumbers));
    }
    // Explicit item numbers do not advance the identity; the next admin entry continues after them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('products', 'item_number'), (select max(item_number) from products))`,
    );

    await tx.insert(coupons).values(catalogue.coupons);

    // The ledger explains every balance: the issue, and what earlier (pre-demo) orders spent.
    for (const voucher of catalogue.vouchers) {
      const id = await issueVoucher(tx, {
        code: voucher.code,
        number: voucher.number,
        valueCents: voucher.initialValueCents,
        validUntil: null,
      });
      const spent = voucher.initialValueCents - voucher.remainingValueCents;
      if (spent > 0) await spendVoucher(tx, id, null, spent, now);
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('vouchers', 'number'), (select max(number) from vouchers))`,
    );

    await tx.insert(reviews).values(
      catalogue.reviews.map((review) => ({
        reviewId: review.reviewId,
        reviewerName: review.reviewer.displayName,
        reviewerPhotoUrl: review.reviewer.profilePhotoUrl,
        comment: review.comment,
        createTime: new Date(review.createTime),
      })),
    );

    await tx.insert(appSettings).values({
      key: SEED_SETTING_KEY,
      value: { seededAt: now.toISOString(), products: catalogue.products.length },
    });
    return true;
  });
  if (!inserted) return null;
  await placeDemoOrders(
    db,
    catalogue.products.flatMap((product) =>
      product.soldAt ? [{ itemNumber: product.itemNumber, soldAt: product.soldAt }] : [],
    ),
    now,
  );

  const pictureCount = [...pictures.values()].reduce((sum, list) => sum + list.length, 0);
  return {
    products: catalogue.products.length,
    pictures: pictureCount,
    milliseconds: Date.now() - started,
  };
}
