import { z } from 'zod';
import { CATEGORIES, CONDITIONS, SEASONS } from '../catalog.ts';
import { productImageSchema, productSchema } from './product.ts';

/** German messages of the admin's product routes. */
export const ADMIN_PRODUCT_MESSAGES = {
  notFound: 'Diesen Artikel gibt es nicht.',
} as const;

export const PRODUCT_STATUSES = [
  'active',
  'reserved',
  'sold',
  'inactive',
  'draft',
  'announced',
  'rejected',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The list's status filter: a planned item is a draft with a time ('scheduled'). */
export const PRODUCT_LIST_STATUSES = [...PRODUCT_STATUSES, 'scheduled'] as const;
export type ProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number];

export const DESCRIPTION_MAX = 2000;
export const DEFECTS_MAX = 300;

/** A product as the admin sees it (docs/product.md §3.1: plus seller, packing, box, order). */
export const adminProductSchema = productSchema.extend({
  sale: z.boolean().describe('Her own sale; a price step is not one (decision 076)'),
  discount: z.number().int().min(0).max(100).describe('Her own sale discount in percent'),
  priceStepPercent: z
    .number()
    .int()
    .min(0)
    .max(90)
    .describe(
      'The price step reached by the clock (decision 076); the shop sells at the deeper of it and her sale',
    ),
  sellerNumber: z.number().int().nullable(),
  isPacked: z.boolean(),
  status: z
    .enum(PRODUCT_STATUSES)
    .describe(
      'reserved = active with a live reservation; draft = not yet in the shop; announced = offered by a seller online, not yet taken in; rejected = announced and refused (decision 074)',
    ),
  publishAt: z.iso
    .datetime()
    .nullable()
    .describe('A draft with this time goes live by itself then (decision 038)'),
  listedAt: z.iso.datetime().describe('When the item went live; drafts: when they were entered'),
  description: z.string(),
  defects: z.string().describe('"Mängel": what is not perfect'),
  imageIds: z.array(z.string()).describe('Stored picture ids, in display order'),
  adminInfo: z.object({
    storageLocation: z.string().nullable(),
    orderNumber: z.number().int().nullable().describe('The live order holding the item, if any'),
  }),
  createdAt: z.iso.datetime(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  all: z.enum(['true', 'false']).optional().describe('true: every match, no paging'),
  withInactive: z.enum(['true', 'false']).optional(),
  sellerNumber: z.coerce.number().int().positive().optional(),
  category: z.enum(CATEGORIES).optional(),
  brand: z.string().max(100).optional(),
  status: z.enum(PRODUCT_LIST_STATUSES).optional(),
  search: z.string().trim().max(100).optional().describe('Item number, name or brand'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  total: z.number().int().nonnegative(),
});

/**
 * Where the item stands: online now, offline, a draft, or a draft that goes live by itself at
 * `publishAt` (decision 038). A planned time must lie ahead.
 */
const publicationSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('online') }),
    z.object({ mode: z.literal('offline') }),
    z.object({ mode: z.literal('draft') }),
    z.object({
      mode: z.literal('scheduled'),
      publishAt: z.iso.datetime({
        offset: true,
        error: 'Bitte gib Datum und Uhrzeit an, z. B. 27.11.2026 08:00.',
      }),
    }),
  ],
  { error: 'Bitte wähle, wann der Artikel online geht.' },
);

const imageIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { error: 'Unbekanntes Bild.' });

/** Creating or editing an item. The price is in euros, as everywhere on the wire. */
export const productInputSchema = z
  .object({
    category: z.enum(CATEGORIES, { error: 'Bitte wähle eine Kategorie.' }),
    name: z.string().trim().min(1, { error: 'Bitte gib eine Bezeichnung an.' }).max(120),
    brand: z.string().trim().max(100).nullable().default(null),
    size: z.number().int().min(20).max(200).nullable().default(null),
    sizeHat: z.array(z.number().int().min(30).max(70)).max(10).default([]),
    price: z
      .number({ error: 'Bitte gib einen Preis an.' })
      .min(0, { error: 'Der Preis darf nicht negativ sein.' })
      .max(10_000)
      .multipleOf(0.01, { error: 'Der Preis hat höchstens zwei Nachkommastellen.' }),
    sale: z.boolean().default(false),
    discount: z.number().int().min(0).max(100).default(0),
    condition: z.enum(CONDITIONS, { error: 'Bitte wähle den Zustand.' }),
    season: z.enum(SEASONS, { error: 'Bitte wähle die Saison.' }),
    sellerNumber: z.number().int().positive().nullable().default(null),
    storageLocation: z.string().trim().max(50).nullable().default(null),
    imageIds: z.array(imageIdSchema).max(12).default([]),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, { error: `Die Beschreibung hat höchstens ${DESCRIPTION_MAX} Zeichen.` })
      .default(''),
    defects: z
      .string()
      .trim()
      .max(DEFECTS_MAX, { error: `Die Mängel haben höchstens ${DEFECTS_MAX} Zeichen.` })
      .default(''),
    publication: publicationSchema.default({ mode: 'online' }),
  })
  .refine((input) => !input.sale || input.discount > 0, {
    error: 'Für den Sale braucht es einen Rabatt über 0 %.',
    path: ['discount'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** Publishes several drafts at once (planned or not), in one transaction. */
export const publishDraftsSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Unbekannter Artikel.' }))
    .min(1, { error: 'Bitte wähle mindestens einen Entwurf.' })
    .max(200),
});
export const publishDraftsResultSchema = z.object({
  published: z.number().int().nonnegative().describe('Drafts that went live now'),
  skipped: z
    .number()
    .int()
    .nonnegative()
    .describe('Chosen items that were no drafts (any more) and were left as they are'),
});

export const uploadedImageSchema = z.object({ id: z.string() }).extend(productImageSchema.shape);

/** Put a selection on sale, or end its sale, in one action (preview first). */
export const saleActionSchema = z.object({
  action: z.enum(['start', 'end']),
  discount: z.number().int().min(1).max(100).optional(),
  preview: z.boolean().default(false),
  filter: z.object({
    category: z.enum(CATEGORIES).optional(),
    brands: z.array(z.string().max(100)).max(50).optional(),
    sellerNumber: z.number().int().positive().optional(),
    sizeMin: z.number().int().positive().optional(),
    sizeMax: z.number().int().positive().optional(),
    seasons: z.array(z.enum(SEASONS)).optional(),
  }),
});
export const saleActionResultSchema = z.object({
  count: z.number().int().nonnegative(),
  applied: z.boolean(),
});
