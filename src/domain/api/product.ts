import { z } from 'zod';
import { CATEGORIES, CONDITIONS, PRODUCT_SORTS, SEASONS } from '../catalog.ts';
import { SIZE_KINDS } from '../size-groups.ts';

// Wire contracts are zod schemas shared by server (validation, OpenAPI, response filtering) and
// web (types), so the two cannot drift. Field names follow docs/product.md §3.1; amounts on the
// wire are euros with at most two decimals, converted from cents at the server's boundary.

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
  lowestPriorPrice: z
    .number()
    .nonnegative()
    .nullable()
    .describe(
      'Lowest price in euros of the 30 days before the current reduction (PAngV § 11); null when the item is not reduced or had no earlier price',
    ),
  condition: z.enum(CONDITIONS),
  season: z.enum(SEASONS),
  image: productImageSchema.nullable().describe('The first picture'),
  images: z.array(productImageSchema),
  reservedUntil: z.iso
    .datetime()
    .nullable()
    .describe(
      'Set while the item is reserved (in the future), otherwise null: by a checkout, or by an order waiting for its online payment (then until about freeAgainAt, or the next full minute while a payment is being confirmed; each answer is read again by then)',
    ),
  reservedBy: z
    .uuid()
    .nullable()
    .describe(
      "The requesting client's id when its checkout holds the reservation; never another's, and null for an order's hold",
    ),
  freeAgainAt: z.iso
    .datetime()
    .nullable()
    .describe(
      'For a reserved item: about when it is free again if the purchase is not completed (decision 061); null when not reserved, or while a payment is being confirmed',
    ),
});

/** The newest items (home page band): a plain list of products. */
export const newProductsSchema = z.array(productSchema);
export type Product = z.infer<typeof productSchema>;

/** A comma-separated list in a query string (`?sizes=86,92`), as an array. */
function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(50),
  );
}

const MAX_PAGE_SIZE = 60;

export const productListQuerySchema = z.object({
  category: z.enum(CATEGORIES).optional(),
  sizes: commaList(z.coerce.number().int().positive()).optional(),
  seasons: commaList(z.enum(SEASONS)).optional(),
  brands: commaList(z.string().min(1).max(100)).optional(),
  conditions: commaList(z.enum(CONDITIONS)).optional(),
  sale: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z
    .number()
    .int()
    .nonnegative()
    .describe('How many items match; may lag behind the catalogue by up to 30 seconds'),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative().describe('From total, so it may lag as well'),
  hasMore: z.boolean().describe('Whether another page follows; always exact'),
});
export type ProductList = z.infer<typeof productListSchema>;

/** The values the listing filters offer for one category: only what is in stock. */
export const productFiltersSchema = z.object({
  sizes: z.array(z.number().int().positive()),
  sizeGroups: z
    .array(z.object({ kind: z.enum(SIZE_KINDS), sizes: z.array(z.number().int().positive()) }))
    .describe('The same sizes by what they measure: clothing, sleeping-bag length, head size'),
  brands: z.array(z.string()),
  seasons: z.array(z.enum(SEASONS)),
  conditions: z.array(z.enum(CONDITIONS)),
  saleCount: z.number().int().nonnegative(),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** The reductions of the items for sale now (domain/promotion.ts words the home slide from it). */
export const promotionSummarySchema = z.object({
  activeItems: z.number().int().nonnegative(),
  saleItems: z.number().int().nonnegative(),
  lowestPercent: z.number().int().min(0).max(100),
  highestPercent: z.number().int().min(0).max(100),
});

const postalAddressSchema = z.object({
  street: z.string(),
  postalcode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** Product-safety information (GPSR Art. 19) shown on the product page. */
const manufacturerSchema = z.object({
  name: z.string(),
  address: postalAddressSchema.nullable(),
  email: z.string().nullable(),
  isEurope: z.boolean(),
  euResponsible: z
    .object({ name: z.string(), address: postalAddressSchema, email: z.string().nullable() })
    .nullable()
    .describe('The EU responsible person when the manufacturer sits outside the EU'),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const productDetailSchema = productSchema.extend({
  isSold: z.boolean(),
  description: z.string().describe('Plain text; empty when there is none'),
  defects: z
    .string()
    .describe('"Mängel", e.g. "kleiner Fleck am Ärmel"; empty when there are none'),
  manufacturer: manufacturerSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
