import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_PAGE_SIZE, auditLogPageSchema } from '../../../../../domain/api/audit-log.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** GET /api/admin/audit-log: one page of admin actions, newest first, optionally one account's. */
export function useAuditLog({ page, userId }: { page: number; userId?: string }) {
  const request = useAdminRequest();
  const query = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_LOG_PAGE_SIZE) });
  if (userId) query.set('userId', userId);
  return useQuery({
    queryKey: ['admin', 'audit-log', { page, userId: userId ?? null }] as const,
    queryFn: ({ signal }) =>
      request(`/api/admin/audit-log?${query}`, auditLogPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
