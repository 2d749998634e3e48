import { eq } from 'drizzle-orm';
import { priceFactorsSchema } from '../../domain/api/price-factors.ts';
import { DEFAULT_PRICE_FACTORS, type PriceFactors } from '../../domain/price-suggestion.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

export const PRICE_FACTORS_KEY = 'price_factors';

/**
 * The owner's price factors (/admin/prices), or the built-in ones while she has saved none;
 * `own` says which (a seller's suggestion falls back to base prices only when they are hers).
 */
export async function readPriceFactors(
  db: DatabaseOrTransaction,
): Promise<{ factors: PriceFactors; own: boolean }> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PRICE_FACTORS_KEY));
  const stored = priceFactorsSchema.safeParse(row?.value);
  return stored.success
    ? { factors: stored.data, own: true }
    : { factors: DEFAULT_PRICE_FACTORS, own: false };
}
