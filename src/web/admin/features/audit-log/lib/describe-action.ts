import { AUDITED_ACTION_NAMES } from '../../../../../domain/api/audit-log.ts';
import type { AuditLogEntry } from '../../../../../domain/api/audit-log.ts';

// The audit log stores an action as its HTTP method and route pattern; people read the German
// name of domain/api/audit-log.ts.

/** 'Admin-Rechte vergeben' and the like; unknown routes show as method and route. */
export function describeAction(entry: Pick<AuditLogEntry, 'method' | 'route' | 'details'>): string {
  if (entry.method === 'PATCH' && entry.route === '/api/admin/users/:id') {
    const body = entry.details.body as { isAdmin?: unknown } | undefined;
    if (body?.isAdmin === true) return 'Admin-Rechte vergeben';
    if (body?.isAdmin === false) return 'Admin-Rechte entzogen';
  }
  return AUDITED_ACTION_NAMES[`${entry.method} ${entry.route}`] ?? `${entry.method} ${entry.route}`;
}

/** 'erfolgreich', or why the change did not happen, with the status code for the curious. */
export function describeOutcome(statusCode: number): { label: string; ok: boolean } {
  // 102: the row was written before the change ran, and its outcome never came (decision 028).
  if (statusCode === 102) return { label: 'Ausgang unbekannt', ok: false };
  if (statusCode < 400) return { label: 'erfolgreich', ok: true };
  if (statusCode >= 500) return { label: `fehlgeschlagen (${statusCode})`, ok: false };
  return { label: `abgelehnt (${statusCode})`, ok: false };
}
