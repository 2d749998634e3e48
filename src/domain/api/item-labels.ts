import { z } from 'zod';
import { LABEL_LAYOUT_IDS } from '../label-layouts.ts';
import { orderPackStateSchema } from './packing.ts';

/** At most this many labels in one PDF: 25 sheets, a big hand-in day. */
export const MAX_LABELS = 600;

export const ITEM_LABEL_MESSAGES = {
  nothingChosen: 'Bitte wähle Artikel, einen Verkäufer oder einen Tag.',
  noItems: 'Für diese Auswahl gibt es keine Artikel.',
  tooMany: `Höchstens ${MAX_LABELS} Etiketten auf einmal. Bitte wähle weniger Artikel.`,
  start: 'Diese Startposition gibt es auf dem Bogen nicht.',
} as const;

/** `unknownNumbers` lists what was asked for and does not exist. */
export function unknownItemNumbersText(numbers: readonly number[]): string {
  return numbers.length === 1
    ? `Den Artikel ${numbers[0]} gibt es nicht.`
    : `Diese Artikel gibt es nicht: ${numbers.join(', ')}.`;
}

/**
 * GET /api/admin/item-labels: labels for chosen items (by item number, in that order), or for a
 * seller's items, or for those entered on a day, or both of the last two; as a PDF.
 */
export const itemLabelsQuerySchema = z.object({
  layout: z.enum(LABEL_LAYOUT_IDS).default('a4-3474'),
  start: z.coerce
    .number()
    .int()
    .positive()
    .default(1)
    .describe('Position of the first label on the first sheet, 1 = top left (A4 only)'),
  items: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .filter((part) => part.trim() !== '')
        .map(Number),
    )
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(10_000))
    .optional()
    .describe('Item numbers, comma-separated, in the order of the labels'),
  sellerNumber: z.coerce.number().int().positive().optional(),
  enteredOn: z.iso
    .date()
    .optional()
    .describe('Items entered on this day (Europe/Berlin), e.g. today: 2026-11-27'),
});
export type ItemLabelsQuery = z.infer<typeof itemLabelsQuerySchema>;

/** The PDF's address for a choice of labels. */
export function itemLabelsPath(query: {
  layout: (typeof LABEL_LAYOUT_IDS)[number];
  start?: number;
  items?: readonly number[];
  sellerNumber?: number;
  enteredOn?: string;
}): string {
  const params = new URLSearchParams({ layout: query.layout });
  if (query.start !== undefined && query.start > 1) params.set('start', String(query.start));
  if (query.items !== undefined) params.set('items', query.items.join(','));
  if (query.sellerNumber !== undefined) params.set('sellerNumber', String(query.sellerNumber));
  if (query.enteredOn !== undefined) params.set('enteredOn', query.enteredOn);
  return `/api/admin/item-labels?${params.toString()}`;
}

/** POST /api/orders/pack-scanned: a scanned or typed item number packed in its order. */
export const packScannedBodySchema = z.object({
  itemNumber: z.number().int().positive().max(2_147_483_647),
});
export const packScannedAnswerSchema = orderPackStateSchema.extend({
  orderNumber: z.number().int().positive(),
  productId: z.uuid(),
  itemNumber: z.number().int().positive(),
  wasPacked: z.boolean().describe('The item was packed before this scan already'),
});
export type PackScannedAnswer = z.infer<typeof packScannedAnswerSchema>;

export const notOnPackListText = (itemNumber: number) =>
  `Artikel ${itemNumber} steht nicht auf der Packliste.`;

/** GET /api/admin/products/by-number/:itemNumber: the item a scan or a typed number names. */
export const itemNumberParamsSchema = z.object({
  itemNumber: z.coerce.number().int().positive().max(2_147_483_647),
});
