import type { AuditLogEntry } from '../../../../domain/api/audit-log.ts';

// The audit log names an action by its HTTP method and route pattern; people read German.

const ACTIONS: Record<string, string> = {
  'POST /api/admin/products': 'Artikel angelegt',
  'PUT /api/admin/products/:id': 'Artikel bearbeitet',
  'DELETE /api/admin/products/:id': 'Artikel gelöscht',
  'POST /api/admin/images': 'Bild hochgeladen',
  'POST /api/admin/sale': 'Sale geändert',
  'PUT /api/admin/price-factors': 'Preisfaktoren geändert',
  'POST /api/admin/coupons': 'Rabattcode angelegt',
  'POST /api/admin/coupons/:id/end': 'Rabattcode beendet',
  'POST /api/admin/vouchers': 'Gutschein angelegt',
  'POST /api/admin/orders/:id/actions': 'Bestellung bearbeitet',
  'DELETE /api/admin/orders/:id/attention': 'Hinweis zur Bestellung erledigt',
  'POST /api/orders/set-product-packed': 'Artikel als gepackt markiert',
  'POST /api/orders/unset-product-packed': 'Gepackt-Markierung entfernt',
  'POST /api/products/set-product-packed': 'Artikel aussortiert',
  'POST /api/brands': 'Marke gespeichert',
  'POST /api/seller': 'Verkäufer:in angelegt',
  'PUT /api/seller/:number': 'Verkäufer:in bearbeitet',
  'POST /api/seller/:number/payouts': 'Auszahlung erfasst',
};

/** 'Admin-Rechte vergeben' and the like; unknown routes show as method and route. */
export function describeAction(entry: Pick<AuditLogEntry, 'method' | 'route' | 'details'>): string {
  if (entry.method === 'PATCH' && entry.route === '/api/admin/users/:id') {
    const body = entry.details.body as { isAdmin?: unknown } | undefined;
    if (body?.isAdmin === true) return 'Admin-Rechte vergeben';
    if (body?.isAdmin === false) return 'Admin-Rechte entzogen';
    return 'Konto geändert';
  }
  return ACTIONS[`${entry.method} ${entry.route}`] ?? `${entry.method} ${entry.route}`;
}

/** 'erfolgreich', or why the change did not happen, with the status code for the curious. */
export function describeOutcome(statusCode: number): { label: string; ok: boolean } {
  // 102: the row was written before the change ran, and its outcome never came (decision 028).
  if (statusCode === 102) return { label: 'Ausgang unbekannt', ok: false };
  if (statusCode < 400) return { label: 'erfolgreich', ok: true };
  if (statusCode >= 500) return { label: `fehlgeschlagen (${statusCode})`, ok: false };
  return { label: `abgelehnt (${statusCode})`, ok: false };
}
