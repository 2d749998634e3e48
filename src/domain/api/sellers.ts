import { z } from 'zod';

export const sellerSchema = z.object({
  number: z.number().int().positive().max(99_999),
  name: z.string().trim().min(1, { error: 'Bitte gib den Namen an.' }).max(100),
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' }).nullable().default(null),
  phone: z.string().trim().max(50).nullable().default(null),
  notes: z.string().trim().max(1000).nullable().default(null),
});
export type Seller = z.infer<typeof sellerSchema>;
export const sellerListSchema = z.array(
  sellerSchema.extend({ productCount: z.number().int().nonnegative() }),
);
