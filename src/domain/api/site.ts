import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHOD_IDS } from '../catalog.ts';

/** GET /api/site: what the web app shows about the shop itself (Impressum, footer, links). */
export const siteInfoSchema = z.object({
  shop: z.object({
    name: z.string(),
    owner: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
    taxId: z.string().nullable(),
    isDemo: z.boolean().describe('True while the shop runs with the sample legal data'),
  }),
  siteUrl: z.string().describe('Public address, for canonical URLs'),
  social: z.object({ facebook: z.string(), instagram: z.string(), whatsapp: z.string() }),
  pickupStation: z.object({
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    openingHours: z.string(),
  }),
  google: z
    .object({
      analyticsId: z.string().nullable().describe('GA4 measurement id; null: not used'),
      adsId: z
        .string()
        .nullable()
        .describe('Google Ads id, optionally with a conversion label (AW-1/label); null: not used'),
    })
    .describe('Google tags, loaded only after consent'),
  paymentMethods: z
    .array(z.enum(CHECKOUT_PAYMENT_METHOD_IDS))
    .describe("The payment methods the checkout offers, in the catalogue's order"),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
