import { useQuery } from '@tanstack/react-query';
import { accountListSchema } from '../../../../domain/api/auth.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** GET /api/admin/users: the accounts the audit log can be filtered by. */
export function useAuditLogAccounts() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'users'] as const,
    queryFn: ({ signal }) => request('/api/admin/users', accountListSchema, { signal }),
  });
}
