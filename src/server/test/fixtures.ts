import { brands, products, sellers } from '../db/schema.ts';
import type { Database } from '../db/client.ts';

// Small builders for server tests: each test creates exactly the rows it needs.

type ProductInsert = typeof products.$inferInsert;

export async function insertBrand(
  db: Database,
  overrides: Partial<typeof brands.$inferInsert> = {},
) {
  const [brand] = await db
    .insert(brands)
    .values({
      name: `Marke ${Math.random().toString(36).slice(2, 8)}`,
      manufacturerName: 'Beispiel GmbH',
      email: 'info@beispiel.de',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      country: 'Deutschland',
      isEurope: true,
      ...overrides,
    })
    .returning();
  if (!brand) throw new Error('no brand inserted');
  return brand;
}

export async function insertSeller(db: Database, number: number, name = 'Anna M.') {
  const [seller] = await db.insert(sellers).values({ number, name }).returning();
  if (!seller) throw new Error('no seller inserted');
  return seller;
}

export async function insertProduct(db: Database, overrides: Partial<ProductInsert> = {}) {
  const [product] = await db
    .insert(products)
    .values({
      category: 'Kleidung',
      name: 'Body Langarm',
      size: 86,
      priceCents: 499,
      condition: 'Sehr gut',
      season: 'Winter',
      images: [{ id: 'testimage', width: 800, height: 800 }],
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('no product inserted');
  return product;
}
