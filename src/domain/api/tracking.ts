import { z } from 'zod';

// docs/product.md §7.1: the tracking calls are GETs with everything in headers. `cart` is the
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

/** /admin/tracking: what anonymous visitors did, counted and as a timeline per client. */
export const trackingSummarySchema = z.object({
  days: z.number().int().positive(),
  pages: z.array(z.object({ page: z.string(), views: z.number().int() })),
  removedProducts: z.array(
    z.object({
      productId: z.string(),
      itemNumber: z.number().int().nullable(),
      name: z.string().nullable(),
      removals: z.number().int(),
    }),
  ),
  clients: z.array(
    z.object({
      clientId: z.string(),
      events: z.number().int(),
      firstSeen: z.iso.datetime(),
      lastSeen: z.iso.datetime(),
    }),
  ),
});

export const trackingTimelineSchema = z.array(
  z.object({
    kind: z.enum(['opensite', 'removeproduct', 'qrcode']),
    page: z.string().nullable(),
    productId: z.string().nullable(),
    cart: z.array(z.string()),
    createdAt: z.iso.datetime(),
  }),
);
