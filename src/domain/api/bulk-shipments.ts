import { z } from 'zod';
import { LABEL_PRODUCTS } from './shipping-labels.ts';

// Several packed DHL orders shipped at once, their labels in one PDF (decision 060).

/** The most orders one bulk request takes: a morning's parcels, and a PDF a phone still opens. */
export const MAX_BULK_ORDERS = 50;

export const bulkShipmentBodySchema = z.object({
  orderIds: z
    .array(z.uuid())
    .min(1, { error: 'Bitte wähle mindestens eine Bestellung aus.' })
    .max(MAX_BULK_ORDERS, { error: `Bitte wähle höchstens ${MAX_BULK_ORDERS} Bestellungen aus.` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Jede Bestellung darf nur einmal ausgewählt sein.',
    })
    .describe('In the order the labels are to be printed'),
  product: z
    .enum(LABEL_PRODUCTS)
    .default('paket')
    .describe('DHL product of labels made now; an existing label is kept as it is'),
});
export type BulkShipmentBody = z.input<typeof bulkShipmentBodySchema>;

export const BULK_OUTCOMES = ['shipped', 'already-shipped', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const BULK_OUTCOME_LABELS = {
  shipped: 'Versendet',
  'already-shipped': 'Schon versendet',
  refused: 'Abgelehnt',
} as const satisfies Record<BulkOutcome, string>;

export const bulkShipmentResultSchema = z.object({
  orderId: z.uuid(),
  /** Null only for an id that names no order. */
  orderNumber: z.number().int().nullable(),
  outcome: z.enum(BULK_OUTCOMES),
  /** German: what happened, or why not. */
  message: z.string(),
  shipmentNumber: z.string().nullable(),
  labelCreated: z.boolean().describe('true: the label was made by this request'),
});
export type BulkShipmentResult = z.infer<typeof bulkShipmentResultSchema>;

export const bulkShipmentAnswerSchema = z.object({
  results: z.array(bulkShipmentResultSchema).describe('One per order, in the order sent'),
  /** GET path of one PDF with the labels of the shipped orders, in order; null when none. */
  labelsPdfPath: z.string().nullable(),
});
export type BulkShipmentAnswer = z.infer<typeof bulkShipmentAnswerSchema>;

export const mergedLabelsQuerySchema = z.object({
  orders: z
    .string()
    .transform((text) => text.split(',').filter((id) => id !== ''))
    .pipe(z.array(z.uuid()).min(1).max(MAX_BULK_ORDERS))
    .describe('Order ids, comma-separated, in the order of the pages'),
});

/** The merged labels' path for these orders, pages in this order. */
export function mergedLabelsPath(orderIds: readonly string[]): string {
  return `/api/admin/shipping-labels/pdf?orders=${orderIds.join(',')}`;
}

export const BULK_SHIPMENT_MESSAGES = {
  notFound: 'Diese Bestellung gibt es nicht.',
  held:
    'Widerruf eingegangen: nicht versendet. Storniere die Bestellung; hat die Kundin den ' +
    'Widerruf zurückgenommen, versende sie einzeln auf der Bestellseite.',
  unpacked: (count: number) =>
    `${count === 1 ? '1 Artikel ist' : `${count} Artikel sind`} noch nicht gepackt: nicht ` +
    'versendet. Packe sie oder versende die Bestellung einzeln auf der Bestellseite.',
  shipped: (shipmentNumber: string, labelCreated: boolean) =>
    `${labelCreated ? 'Label erstellt, als' : 'Mit vorhandenem Label als'} versendet markiert. ` +
    `Sendungsnummer ${shipmentNumber}`,
  alreadyShipped: (trackingNumber: string | null) =>
    trackingNumber ? `Schon versendet, Sendungsnummer ${trackingNumber}` : 'Schon versendet.',
  noLabels: 'Zu diesen Bestellungen gibt es keine gültigen DHL-Labels.',
  notMergeable:
    'Die Labels ließen sich nicht zu einer PDF zusammenfügen. Lade sie bitte einzeln auf den ' +
    'Bestellseiten herunter.',
} as const;
