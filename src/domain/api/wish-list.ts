import { z } from 'zod';
import { MAX_ITEM_NUMBER, MAX_WISH_LIST_ITEMS } from '../wish-list.ts';
import { productSchema } from './product.ts';

// The wish list's read (issue 21, decision 044): the current state of items named by their item
// numbers. The list itself lives in the browser; the server only answers what the items are now.

/** `?itemNumbers=1101,1102` (or repeated `itemNumbers=`), as a list of item numbers. */
export const productsByNumbersQuerySchema = z.object({
  itemNumbers: z.preprocess(
    (value) => {
      const parts = Array.isArray(value) ? value : [value];
      return parts
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : []))
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z
      .array(z.coerce.number().int().positive().max(MAX_ITEM_NUMBER))
      .max(MAX_WISH_LIST_ITEMS, { error: `Höchstens ${MAX_WISH_LIST_ITEMS} Artikel auf einmal.` }),
  ),
});

const listedProductSchema = productSchema.extend({
  isSold: z.boolean(),
  lowestPrice30Days: z
    .number()
    .nonnegative()
    .nullable()
    .describe(
      'Lowest price in euros of the 30 days before the current price took effect, reduced by a sale or not (PAngV § 11 for a lowered price on the wish list); null when there was no earlier price',
    ),
});
export type ListedProduct = z.infer<typeof listedProductSchema>;

export const productsByNumbersResponseSchema = z.object({
  products: z
    .array(listedProductSchema)
    .describe('The items still in the shop (for sale, reserved or sold), in the order asked'),
  notFound: z
    .array(z.number().int().positive())
    .describe('Item numbers of items that are not (or no longer) in the shop'),
});
export type ProductsByNumbersResponse = z.infer<typeof productsByNumbersResponseSchema>;
