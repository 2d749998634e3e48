import { desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import type { ProductRow } from './products.mapper.ts';

export const productColumns = {
  id: products.id,
  itemNumber: products.itemNumber,
  category: products.category,
  name: products.name,
  brand: brands.name,
  size: products.size,
  sizeHat: products.sizeHat,
  priceCents: products.priceCents,
  sale: products.sale,
  discount: products.discount,
  condition: products.condition,
  season: products.season,
  images: products.images,
  reservedUntil: products.reservedUntil,
  reservedBy: products.reservedBy,
};

/** The newest items still for sale, for the home page's 'new in shop' marquee. */
export async function listNewProducts(
  db: DatabaseOrTransaction,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.status, 'active'))
    .orderBy(desc(products.createdAt), desc(products.itemNumber))
    .limit(limit);
}
