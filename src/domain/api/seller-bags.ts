import { z } from 'zod';
import { CATEGORIES, CONDITIONS, SEASONS } from '../catalog.ts';

// A bag announced online (issue 34, decision 074): what the seller sends from her page, what she
// reads back (suggestions, her announced items), and the owner's view of announced bags.

/** At most this many items in one bag: a big bag, and no seller types more on a phone. */
export const MAX_BAG_ITEMS = 100;
/** At most this many labels in one of her PDFs: three full bags (each label is drawn in the request). */
export const MAX_SELLER_LABELS = MAX_BAG_ITEMS * 3;
/** At most this many photos of one announced item. */
export const MAX_ANNOUNCED_PHOTOS = 3;

export const SELLER_BAG_MESSAGES = {
  empty: 'Deine Tasche ist noch leer. Bitte trag mindestens einen Artikel ein.',
  tooMany: `Eine Tasche hat höchstens ${MAX_BAG_ITEMS} Artikel. Bitte teil sie auf mehrere Taschen auf.`,
  notYours: 'Diesen Artikel gibt es unter deinen angemeldeten Artikeln nicht.',
  takenIn:
    'Diesen Artikel haben wir schon angenommen. Ändern kannst du ihn jetzt nicht mehr – sprich uns gern an.',
  labelsNotYours: (numbers: readonly number[]) =>
    numbers.length === 1
      ? `Den Artikel ${numbers[0]} gibt es unter deinen Artikeln nicht.`
      : `Diese Artikel gibt es unter deinen Artikeln nicht: ${numbers.join(', ')}.`,
  noLabels: 'Du hast gerade keine angemeldeten Artikel, für die es Etiketten gibt.',
  tooManyLabels: `Höchstens ${MAX_BAG_ITEMS * 3} Etiketten auf einmal. Bitte lade sie taschenweise herunter.`,
  notAnnounced: 'Dieser Artikel ist nicht (mehr) angemeldet.',
  bagNotFound: 'Diese Tasche gibt es nicht.',
} as const;

const imageIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { error: 'Unbekanntes Bild.' });

/** One item as the seller describes it. */
export const announcedItemInputSchema = z.object({
  category: z.enum(CATEGORIES, { error: 'Bitte wähle, was es ist.' }),
  name: z
    .string({ error: 'Bitte gib an, was es ist, z. B. Latzhose.' })
    .trim()
    .min(1, { error: 'Bitte gib an, was es ist, z. B. Latzhose.' })
    .max(120, { error: 'Die Bezeichnung hat höchstens 120 Zeichen.' }),
  brand: z
    .string()
    .trim()
    .max(100, { error: 'Die Marke hat höchstens 100 Zeichen.' })
    .nullable()
    .default(null)
    .transform((brand) => (brand === '' ? null : brand)),
  size: z
    .number({ error: 'Die Größe ist eine Zahl, z. B. 104.' })
    .int({ error: 'Die Größe ist eine ganze Zahl, z. B. 104.' })
    .min(20, { error: 'Diese Größe gibt es nicht.' })
    .max(200, { error: 'Diese Größe gibt es nicht.' })
    .nullable()
    .default(null),
  condition: z.enum(CONDITIONS, { error: 'Bitte wähle den Zustand.' }),
  season: z.enum(SEASONS, { error: 'Bitte wähle die Saison.' }),
  imageIds: z
    .array(imageIdSchema)
    .max(MAX_ANNOUNCED_PHOTOS, { error: `Höchstens ${MAX_ANNOUNCED_PHOTOS} Fotos je Artikel.` })
    .default([]),
});
export type AnnouncedItemInput = z.infer<typeof announcedItemInputSchema>;

/** The bag: its length is checked before any item, so 10,000 items cost one German answer. */
export const announceBagBodySchema = z.object({
  items: z
    .array(z.unknown(), { error: SELLER_BAG_MESSAGES.empty })
    .min(1, { error: SELLER_BAG_MESSAGES.empty })
    .max(MAX_BAG_ITEMS, { error: SELLER_BAG_MESSAGES.tooMany })
    .pipe(z.array(announcedItemInputSchema)),
});

/**
 * What the routes accept before their own check: any JSON object. The check itself
 * (announceBagBodySchema, announcedItemInputSchema) runs in the handler, so a refusal names the
 * problem in German (as the brand editor's does) rather than a generic "invalid request".
 */
export const looseBodySchema = z.record(z.string(), z.unknown());

/** The German refusal of a bag or an item: its first few problems, each with the item's place. */
export function describeBagProblems(issues: readonly z.core.$ZodIssue[]): string {
  const said = issues.slice(0, 3).map((issue) => {
    const [field, index] = issue.path;
    return field === 'items' && typeof index === 'number'
      ? `Artikel ${index + 1}: ${issue.message}`
      : issue.message;
  });
  return [...new Set(said)].join(' ');
}

/** A suggested price as the seller reads it. */
export const priceSuggestionSchema = z.object({
  kind: z.enum(['sales', 'basePrice', 'none']),
  price: z.number().nonnegative().nullable().describe('Euros; null: no suggestion yet'),
  sales: z.number().int().nonnegative().describe('How many of the shop’s sales it rests on'),
  text: z.string().describe('"Vorschlag: 6,50 € (aus 12 Verkäufen)" or "Noch kein Preisvorschlag"'),
  belowMinimum: z.string().nullable().describe('"Lohnt sich leider nicht – …" or null'),
});
export type PriceSuggestionAnswer = z.infer<typeof priceSuggestionSchema>;

/** What the announce form offers: the shop's types by category, its brands, its minimum. */
export const announceOptionsSchema = z.object({
  types: z.record(z.enum(CATEGORIES), z.array(z.string())),
  brands: z.array(z.string()),
  minItemEuros: z.number().int().nonnegative(),
});
export type AnnounceOptions = z.infer<typeof announceOptionsSchema>;

export const ANNOUNCED_STATES = ['angemeldet', 'angenommen', 'abgelehnt'] as const;
export type AnnouncedState = (typeof ANNOUNCED_STATES)[number];

/** One of her announced items, on the seller's page. */
export const sellerAnnouncedItemSchema = z.object({
  _id: z.uuid(),
  itemNumber: z.number().int().positive(),
  bagId: z.number().int().positive(),
  announcedAt: z.iso.datetime(),
  category: z.enum(CATEGORIES),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.number().int().positive().nullable(),
  condition: z.enum(CONDITIONS),
  season: z.enum(SEASONS),
  imageIds: z.array(z.string()),
  suggestion: z
    .object({ price: z.number().nonnegative(), sales: z.number().int().nonnegative() })
    .nullable(),
  state: z.enum(ANNOUNCED_STATES),
  rejectionReason: z.string().nullable(),
});
export type SellerAnnouncedItem = z.infer<typeof sellerAnnouncedItemSchema>;

export const announcedBagSchema = z.object({
  bagId: z.number().int().positive(),
  items: z.array(sellerAnnouncedItemSchema),
});

/** Labels of her own items: item numbers, comma-separated; none = all still announced. */
export const sellerLabelsQuerySchema = z.object({
  items: z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .filter((part) => part.trim() !== '')
        .map(Number),
    )
    .pipe(
      z
        .array(z.number().int().positive().max(2_147_483_647), { error: 'Unbekannter Artikel.' })
        .max(MAX_SELLER_LABELS, { error: `Höchstens ${MAX_BAG_ITEMS * 3} Etiketten auf einmal.` }),
    )
    .optional(),
  start: z.coerce.number().int().min(1).max(24).default(1),
});

/** The path of her labels PDF. */
export function sellerLabelsPath(token: string, items?: readonly number[]): string {
  const base = `/api/seller-page/${encodeURIComponent(token)}/labels`;
  return items === undefined ? base : `${base}?items=${items.join(',')}`;
}

// The owner's side.

export const adminBagSummarySchema = z.object({
  id: z.number().int().positive(),
  sellerNumber: z.number().int().positive(),
  sellerName: z.string(),
  announcedAt: z.iso.datetime(),
  items: z.number().int().nonnegative(),
  open: z.number().int().nonnegative().describe('Still announced, not yet taken in or rejected'),
  takenIn: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export const adminBagListSchema = z.object({ bags: z.array(adminBagSummarySchema) });
export type AdminBagSummary = z.infer<typeof adminBagSummarySchema>;

export const adminBagSchema = adminBagSummarySchema.extend({
  entries: z.array(sellerAnnouncedItemSchema),
});
export type AdminBag = z.infer<typeof adminBagSchema>;

export const rejectAnnouncedBodySchema = z.object({
  reason: z
    .string({ error: 'Bitte gib einen Grund an.' })
    .trim()
    .min(1, { error: 'Bitte gib einen Grund an.' })
    .max(300, { error: 'Der Grund hat höchstens 300 Zeichen.' }),
});

/** What the owner's item form shows of an announced item: its bag and the seller's suggestion. */
export const announcementOfItemSchema = z.object({
  bagId: z.number().int().positive(),
  sellerNumber: z.number().int().positive(),
  suggestedPrice: z.number().nonnegative().nullable(),
  suggestionSales: z.number().int().nonnegative(),
  state: z.enum(ANNOUNCED_STATES),
  rejectionReason: z.string().nullable(),
});
export type AnnouncementOfItem = z.infer<typeof announcementOfItemSchema>;
