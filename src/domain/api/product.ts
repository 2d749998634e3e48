import { z } from 'zod';
import { CATEGORIES, CONDITIONS, SEASONS } from '../catalog.ts';

// Wire contracts are zod schemas shared by server (validation, OpenAPI, response filtering) and
// web (types), so the two cannot drift. Field names follow SPEC.md §3; amounts on the wire are
// euros with at most two decimals, converted from cents at the server's boundary.

export const productImageSchema = z.object({
  avif: z.string(),
  webp: z.string(),
  png: z.string(),
  lowres: z.string().describe('Tiny blurred placeholder shown while the picture loads'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  _id: z.uuid(),
  itemNumber: z.number().int().positive(),
  category: z.enum(CATEGORIES),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.number().int().positive().nullable(),
  sizeHat: z.array(z.number().int().positive()),
  price: z.number().nonnegative().describe('Price in euros before any sale discount'),
  sale: z.boolean(),
  discount: z.number().int().min(0).max(100).describe('Sale discount in percent'),
  condition: z.enum(CONDITIONS),
  season: z.enum(SEASONS),
  image: productImageSchema.nullable().describe('The first picture'),
  images: z.array(productImageSchema),
  reservedUntil: z.iso
    .datetime()
    .nullable()
    .describe('Set while the item is reserved (in the future), otherwise null'),
  reservedBy: z
    .uuid()
    .nullable()
    .describe("The requesting client's id when it holds the reservation; never another's"),
});
export type Product = z.infer<typeof productSchema>;
