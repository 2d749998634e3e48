import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_PAGE_SIZE, auditLogPageSchema } from '../../../../../domain/api/audit-log.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** What the Änderungsprotokoll is narrowed to; every filter is optional. */
export type AuditLogFilters = {
  userId?: string;
  orderNumber?: number;
  itemNumber?: number;
  sellerNumber?: number;
  /** A day in the shop's time zone, YYYY-MM-DD. */
  day?: string;
};

/** GET /api/admin/audit-log: one page of admin actions, newest first, filtered. */
export function useAuditLog({ page, ...filters }: AuditLogFilters & { page: number }) {
  const request = useAdminRequest();
  const query = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_LOG_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return useQuery({
    queryKey: ['admin', 'audit-log', { page, ...filters }] as const,
    queryFn: ({ signal }) =>
      request(`/api/admin/audit-log?${query}`, auditLogPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
