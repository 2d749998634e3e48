import { asc, eq, sql } from 'drizzle-orm';
import type { Brand } from '../../../domain/api/brands.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';

type BrandRow = typeof brands.$inferSelect;

function toBrand(row: BrandRow): Brand {
  const address = (street: string | null, postalcode: string | null, city: string | null) =>
    street || postalcode || city
      ? { street: street ?? '', postalcode: postalcode ?? '', city: city ?? '' }
      : null;
  return {
    brand: row.name,
    manufacturerName: row.manufacturerName,
    email: row.email,
    address: address(row.street, row.postalCode, row.city),
    country: row.country,
    isEurope: row.isEurope,
    nameEurope: row.euName,
    addressEurope: address(row.euStreet, row.euPostalCode, row.euCity),
    emailEurope: row.euEmail,
    rating: row.rating,
  };
}

/** What GPSR Art. 19 needs shown: name, postal address, e-mail; outside the EU the EU person too. */
function isBrandComplete(brand: Brand): boolean {
  const hasAddress = (a: Brand['address']) => Boolean(a?.street && a.postalcode && a.city);
  const manufacturer = Boolean(brand.manufacturerName && brand.email && hasAddress(brand.address));
  const eu = brand.isEurope || Boolean(brand.nameEurope && hasAddress(brand.addressEurope));
  return manufacturer && eu;
}

export async function listBrands(db: DatabaseOrTransaction) {
  const rows = await db
    .select({
      brand: brands,
      productCount:
        sql<number>`count(${products.id}) filter (where ${products.status} not in ('sold', 'announced', 'rejected'))`.mapWith(
          Number,
        ),
    })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(sql`lower(${brands.name})`));
  return rows.map((row) => {
    const brand = toBrand(row.brand);
    return { ...brand, productCount: row.productCount, isComplete: isBrandComplete(brand) };
  });
}

/** Creates the brand, or updates the one with the same name (any case). */
export async function saveBrand(db: DatabaseOrTransaction, brand: Brand): Promise<Brand> {
  const values = {
    name: brand.brand,
    manufacturerName: brand.manufacturerName,
    email: brand.email,
    street: brand.address?.street ?? null,
    postalCode: brand.address?.postalcode ?? null,
    city: brand.address?.city ?? null,
    country: brand.country,
    isEurope: brand.isEurope,
    euName: brand.nameEurope,
    euStreet: brand.addressEurope?.street ?? null,
    euPostalCode: brand.addressEurope?.postalcode ?? null,
    euCity: brand.addressEurope?.city ?? null,
    euEmail: brand.emailEurope,
    rating: brand.rating,
    updatedAt: new Date(),
  };
  // The database decides whether the name is new (brands_name_unique): two saves of a new brand
  // at once make one brand, and the later save updates it. A conflicting insert waits for the
  // other save to commit, so the update then finds its row.
  const [created] = await db.insert(brands).values(values).onConflictDoNothing().returning();
  const [saved] = created
    ? [created]
    : await db
        .update(brands)
        .set(values)
        .where(sql`lower(${brands.name}) = lower(${brand.brand})`)
        .returning();
  if (!saved) throw new Error('brand not saved');
  return toBrand(saved);
}
