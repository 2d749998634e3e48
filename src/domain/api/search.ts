import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../search-query.ts';
import { SIZE_KINDS } from '../size-groups.ts';
import { productListQuerySchema, productListSchema } from './product.ts';

// The shop search's wire contract (issue 21, decision 045).

export const searchQuerySchema = productListQuerySchema.extend({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .describe('What the visitor typed, e.g. "jacke 98" or "schlafsak winter"'),
});

export const searchResultSchema = productListSchema.extend({
  corrections: z
    .array(z.object({ typed: z.string(), read: z.string() }))
    .describe('Words the search read as another word of the shop: "schlafsak" as "schlafsack"'),
  alternatives: z
    .object({
      sizes: z.array(z.object({ size: z.number().int().positive(), items: z.number().int() })),
      brands: z.array(z.object({ name: z.string(), items: z.number().int() })),
      withoutWords: z
        .object({ query: z.string(), items: z.number().int().positive() })
        .nullable()
        .describe('The search without the words no item has, when that finds something'),
    })
    .nullable()
    .describe('When nothing is found: the closest sizes and brands that do have items'),
  sizeGroups: z
    .array(z.object({ kind: z.enum(SIZE_KINDS), sizes: z.array(z.number().int().positive()) }))
    .describe(
      "The sizes of the items found, by kind, whichever sizes are chosen: the page's chips",
    ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The shop's words the search field suggests while typing: brands, item types, sizes. */
export const searchWordsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), items: z.number().int() })),
  itemTypes: z.array(z.object({ name: z.string(), items: z.number().int() })),
  sizes: z.array(z.number().int().positive()),
});
export type SearchWords = z.infer<typeof searchWordsSchema>;

export const searchSuggestionsQuerySchema = z.object({
  q: z.string().max(MAX_SEARCH_LENGTH).describe('What is typed so far, e.g. "h&m k" or "jacke 9"'),
});

/** What the search field lists while typing: each a search and what it finds (decision 062). */
export const searchSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['Marke', 'Artikel', 'Größe']),
      label: z.string(),
      query: z.string().describe('The whole search: the words typed before, then this one'),
      items: z
        .number()
        .int()
        .positive()
        .describe('What the search finds, counted by the search itself (GET /api/search total)'),
    }),
  ),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
