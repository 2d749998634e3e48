import { z } from 'zod';

// DHL labels on the admin's order page (decision 040).

export const LABEL_PRODUCTS = ['paket', 'kleinpaket'] as const;
export type LabelProduct = (typeof LABEL_PRODUCTS)[number];

export const LABEL_PRODUCT_LABELS = {
  paket: 'Paket',
  kleinpaket: 'Kleinpaket',
} as const satisfies Record<LabelProduct, string>;

export const createShippingLabelBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outbound'),
    product: z.enum(LABEL_PRODUCTS),
    weightKg: z
      .number()
      .positive({ error: 'Das Gewicht muss größer als 0 sein.' })
      .max(31.5, { error: 'DHL nimmt höchstens 31,5 kg.' })
      .optional()
      .describe('Weight of the parcel; unset: 1 kg'),
  }),
  z.object({ kind: z.literal('return') }),
]);
export type CreateShippingLabelBody = z.infer<typeof createShippingLabelBodySchema>;

export const shippingLabelSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['outbound', 'return']),
  mode: z.enum(['dhl', 'simulator']).describe('simulator: a test label, not valid for DHL'),
  productCode: z.string().describe('DHL product code, e.g. V01PAK'),
  shipmentNumber: z.string(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type ShippingLabel = z.infer<typeof shippingLabelSchema>;

export const shippingLabelListSchema = z.object({
  mode: z.enum(['dhl', 'simulator']).describe('How new labels are made'),
  /** German: what to configure before DHL labels work; null when ready (or simulator). */
  setupHint: z.string().nullable(),
  labels: z.array(shippingLabelSchema),
});
export type ShippingLabelList = z.infer<typeof shippingLabelListSchema>;

export const SHIPPING_LABEL_MESSAGES = {
  notDhl: 'Versandlabels gibt es nur für Bestellungen mit Versand per DHL.',
  notPaid: 'Die Bestellung ist noch nicht bezahlt. Ein Label gibt es erst danach.',
  alreadyShipped: 'Die Bestellung ist schon versendet.',
  cancelledOrder: 'Die Bestellung ist storniert.',
  noAddress: 'Zur Bestellung fehlt die Lieferadresse.',
  outboundExists:
    'Für diese Bestellung gibt es schon ein gültiges Label. Storniere es, um ein neues zu erstellen.',
  inProgress: 'Das Label wird gerade erstellt. Bitte warte einen Moment.',
  returnNotDue:
    'Ein Retourenlabel gibt es erst nach einem Widerruf oder für eine versendete Bestellung.',
  returnExists: 'Für diese Bestellung gibt es schon ein Retourenlabel.',
  labelNotFound: 'Dieses Label gibt es nicht.',
  alreadyCancelled: 'Das Label ist schon storniert.',
  handedOver: 'Das Paket ist schon übergeben. Das Label kann nicht mehr storniert werden.',
  returnNotCancellable:
    'Ein Retourenlabel wird nicht storniert: DHL berechnet es erst, wenn das Paket verschickt wird.',
} as const;
