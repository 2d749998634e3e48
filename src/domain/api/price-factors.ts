import { z } from 'zod';

const factor = z.number().min(0.05).max(10);
const cents = z.number().int().min(0).max(100_000);

/** GET/PUT /api/admin/price-factors: see domain/price-suggestion.ts for how they combine. */
export const priceFactorsSchema = z.object({
  basePriceCents: z.object({
    Kleidung: cents,
    Schlafsack: cents,
    Tonies: cents,
    Accessoires: cents,
  }),
  conditionFactor: z.object({ 'Sehr gut': factor, Gut: factor, Geliebt: factor }),
  brandRatingFactor: z.object({ '1': factor, '2': factor, '3': factor, '4': factor, '5': factor }),
  minimumPriceCents: cents,
});
