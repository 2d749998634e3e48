import { asc, eq, sql } from 'drizzle-orm';
import type { Seller } from '../../../domain/api/sellers.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products, sellers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

const sellerColumns = {
  number: sellers.number,
  name: sellers.name,
  email: sellers.email,
  phone: sellers.phone,
  notes: sellers.notes,
};

export async function listSellers(db: DatabaseOrTransaction) {
  const rows = await db
    .select({
      ...sellerColumns,
      leftAt: sellers.leftAt,
      productCount: sql<number>`count(${products.id})`.mapWith(Number),
    })
    .from(sellers)
    .leftJoin(products, eq(products.sellerNumber, sellers.number))
    .groupBy(sellers.number)
    .orderBy(asc(sellers.number));
  return rows.map((row) => ({ ...row, leftAt: row.leftAt?.toISOString() ?? null }));
}

export async function createSeller(db: DatabaseOrTransaction, seller: Seller): Promise<Seller> {
  const [created] = await db
    .insert(sellers)
    .values(seller)
    .onConflictDoNothing({ target: sellers.number })
    .returning(sellerColumns);
  if (!created)
    throw new HttpError(409, `Die Verkäufernummer ${seller.number} ist schon vergeben.`);
  return created;
}

export async function updateSeller(
  db: DatabaseOrTransaction,
  number: number,
  changes: Omit<Seller, 'number'>,
): Promise<Seller> {
  const [updated] = await db
    .update(sellers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sellers.number, number))
    .returning(sellerColumns);
  if (!updated) throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${number}.`);
  return updated;
}
