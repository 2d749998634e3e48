import { z } from 'zod';

const addressSchema = z.object({
  street: z.string().trim().max(200),
  postalcode: z.string().trim().max(20),
  city: z.string().trim().max(100),
});

/** A brand with its manufacturer's data (SPEC.md §3 Brand, plus what GPSR needs on top). */
export const brandSchema = z.object({
  brand: z.string().trim().min(1, { error: 'Bitte gib den Markennamen an.' }).max(100),
  manufacturerName: z.string().trim().max(200).nullable().default(null),
  email: z.string().trim().max(200).nullable().default(null),
  address: addressSchema.nullable().default(null),
  country: z.string().trim().max(100).nullable().default(null),
  isEurope: z.boolean().default(true),
  nameEurope: z.string().trim().max(200).nullable().default(null),
  addressEurope: addressSchema.nullable().default(null),
  emailEurope: z.string().trim().max(200).nullable().default(null),
  rating: z.number().int().min(1).max(5).nullable().default(null),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListItemSchema = brandSchema.extend({
  productCount: z.number().int().nonnegative().describe('Items of this brand still in the shop'),
  isComplete: z
    .boolean()
    .describe(
      'Manufacturer name, address and e-mail (and the EU address outside the EU) are known',
    ),
});
export const brandListSchema = z.array(brandListItemSchema);
