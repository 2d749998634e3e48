import { z } from 'zod';

// The admin audit log on the wire: who changed what in the admin area, and when.

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_LOG_PAGE_SIZE),
  userId: z.uuid().optional().describe('Only the actions of this account'),
  orderNumber: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('Only the changes about this order'),
  itemNumber: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('Only the changes about this item (alone or among others)'),
  sellerNumber: z.coerce
    .number()
    .int()
    .positive()
    .max(99_999)
    .optional()
    .describe('Only the changes about this seller or one of her items'),
  day: z.iso.date().optional().describe("Only the changes of this day in the shop's time zone"),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const auditLogEntrySchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  userId: z.uuid().nullable().describe('Null once the account has been deleted'),
  userEmail: z.string(),
  method: z.string(),
  route: z.string().describe("The route's pattern, e.g. /api/admin/products/:id"),
  url: z.string().describe('The path that was called, without its query string'),
  details: z
    .record(z.string(), z.unknown())
    .describe(
      'Route parameters and the request body, secrets removed; `subject`: the order, item and seller numbers the change is about (decision 059)',
    ),
  statusCode: z.number().int(),
  sentence: z
    .string()
    .describe('What happened, in German: "Bestellung 10004 als versendet markiert, …"'),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});

/**
 * How the Änderungsprotokoll names each state-changing admin route (method and route pattern);
 * a server test checks that every such route has a name.
 */
export const AUDITED_ACTION_NAMES: Readonly<Record<string, string>> = {
  'POST /api/admin/products': 'Artikel angelegt',
  'PUT /api/admin/products/:id': 'Artikel bearbeitet',
  'DELETE /api/admin/products/:id': 'Artikel gelöscht',
  'POST /api/admin/products/:id/reject': 'Angemeldeten Artikel abgelehnt',
  'POST /api/admin/images': 'Bild hochgeladen',
  'POST /api/admin/sale': 'Sale geändert',
  'PUT /api/admin/price-factors': 'Preisfaktoren geändert',
  'PUT /api/admin/settings': 'Einstellungen geändert',
  'POST /api/admin/bulk-shipments': 'Mehrere Bestellungen versendet',
  'POST /api/admin/coupons': 'Rabattcode angelegt',
  'POST /api/admin/coupons/:id/end': 'Rabattcode beendet',
  'POST /api/admin/vouchers': 'Gutschein angelegt',
  'POST /api/admin/orders/:id/actions': 'Bestellung bearbeitet',
  'DELETE /api/admin/orders/:id/attention': 'Hinweis zur Bestellung erledigt',
  'POST /api/orders/set-product-packed': 'Artikel als gepackt markiert',
  'POST /api/orders/pack-scanned': 'Artikel per Scan als gepackt markiert',
  'POST /api/orders/unset-product-packed': 'Gepackt-Markierung entfernt',
  'POST /api/products/set-product-packed': 'Artikel aussortiert',
  'POST /api/brands': 'Marke gespeichert',
  'POST /api/seller': 'Verkäufer:in angelegt',
  'PUT /api/seller/:number': 'Verkäufer:in bearbeitet',
  'POST /api/seller/:number/payouts': 'Auszahlung erfasst',
  'POST /api/seller/:number/link': 'Link zur Verkäuferseite erstellt',
  'POST /api/seller/:number/link/send': 'Link zur Verkäuferseite per E-Mail gesendet',
  'DELETE /api/seller/:number/link': 'Link zur Verkäuferseite widerrufen',
  'PUT /api/seller/:number/bank-account': 'Bankverbindung gespeichert',
  'POST /api/seller/:number/bank-account/reveal': 'IBAN angezeigt',
  'POST /api/admin/seller-signups/:id/approve': 'Neue Verkäuferin freigegeben',
  'DELETE /api/admin/seller-signups/:id': 'Anmeldung einer Verkäuferin abgelehnt',
  'POST /api/admin/payouts/runs': 'Auszahlungslauf gestartet',
  'POST /api/admin/payouts/runs/:id/cancel': 'Auszahlungslauf storniert',
  'POST /api/seller/:number/leave': 'Verkäuferin abgemeldet',
  // Not admin routes: written by the seller's own page and by the nightly job (decision 077).
  'POST /api/seller-page/:token/leave': 'Verkäuferin hat selbst aufgehört',
  'JOB seller-data-retention': 'Daten einer ehemaligen Verkäuferin gelöscht',
  'POST /api/users/renew': 'Anmeldung verlängert',
  'PATCH /api/admin/users/:id': 'Konto geändert',
  'POST /api/admin/products/publish': 'Entwürfe veröffentlicht',
  'POST /api/orders/set-order-packed': 'Bestellung als gepackt markiert',
  'POST /api/admin/orders/:id/returns': 'Rücknahme erfasst',
  'POST /api/admin/orders/:id/refunds/:refundId/retry': 'Erstattung erneut gesendet',
  'POST /api/admin/orders/:id/follow-ups/:followUpId/retry': 'Folgeschritt erneut versucht',
  'POST /api/admin/orders/:id/refunds/:refundId/paid-out': 'Erstattung als ausgezahlt markiert',
  'POST /api/admin/orders/:id/labels': 'Versandlabel erstellt',
  'DELETE /api/admin/orders/:id/labels/:labelId': 'Versandlabel storniert',
};
