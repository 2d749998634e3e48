import { z } from 'zod';

// SPEC.md §7: the tracking calls are GETs with everything in headers. `cart` is the
// comma-separated list of the product ids in the visitor's cart.

export const QR_TARGETS = ['facebook', 'instagram', 'shop', 'home'] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

export const openSiteHeadersSchema = z.object({
  userid: z.uuid(),
  cart: z.string().max(4000).optional(),
  page: z.string().max(500),
});

export const removeProductHeadersSchema = openSiteHeadersSchema.extend({
  productid: z.uuid(),
});

/** POST /api/redirect/qrcode?target=…&source=…: records the scan, answers where to go. */
export const qrRedirectQuerySchema = z.object({
  target: z.string().max(50).optional(),
  source: z.string().max(100).optional(),
});
export const qrRedirectResponseSchema = z.object({
  target: z.enum(QR_TARGETS),
  url: z.string().describe('Absolute URL for facebook/instagram, a path inside the shop otherwise'),
});
