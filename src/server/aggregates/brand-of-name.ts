import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { brands } from '../db/schema.ts';

// Shared by the owner's item form and a seller's announced items (decision 074).

/** The brand's id, creating the brand when it is new (manufacturer data is added later). */
export async function brandIdFor(
  db: DatabaseOrTransaction,
  name: string | null,
): Promise<number | null> {
  if (!name) return null;
  const named = async () => {
    const [existing] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`lower(${brands.name}) = lower(${name})`);
    return existing?.id;
  };
  const existing = await named();
  if (existing !== undefined) return existing;
  // Two items saved at once with the same new brand: brands_name_unique lets one insert through;
  // the other waits for it to commit and then reads its brand.
  const [created] = await db
    .insert(brands)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: brands.id });
  const id = created?.id ?? (await named());
  if (id === undefined) throw new Error('brand neither inserted nor found');
  return id;
}
