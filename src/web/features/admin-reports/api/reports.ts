import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountListSchema, accountSchema } from '../../../../domain/api/auth.ts';
import { dashboardSchema, reportSchema } from '../../../../domain/api/reports.ts';
import type { ReportQuery, ReportTable } from '../../../../domain/api/reports.ts';
import { trackingSummarySchema, trackingTimelineSchema } from '../../../../domain/api/tracking.ts';
import { adminDownload, useAdminRequest, useAdminSession } from '../../../lib/admin-session.ts';

/** GET /api/admin/dashboard. */
export function useDashboard() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => request('/api/admin/dashboard', dashboardSchema, { signal }),
  });
}

const reportSearch = ({ from, to, groupBy }: ReportQuery) =>
  new URLSearchParams({ from, to, groupBy }).toString();

/** GET /api/admin/reports?from&to&groupBy. */
export function useReport(query: ReportQuery) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'reports', query],
    queryFn: ({ signal }) =>
      request(`/api/admin/reports?${reportSearch(query)}`, reportSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/bookkeeping.csv with the token, saved as a file. */
export function useDownloadBookkeeping() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      adminDownload(
        `/api/admin/reports/bookkeeping.csv?${new URLSearchParams({ from, to }).toString()}`,
        token,
        `buchhaltung-${from}-bis-${to}.csv`,
      ),
  });
}

/**
 * The period's issued documents with the token, saved as a file: the journal (CSV) or every
 * invoice and cancellation invoice as stored (ZIP).
 */
export function useDownloadDocuments() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ kind, from, to }: { kind: 'journal' | 'archive'; from: string; to: string }) =>
      adminDownload(
        `/api/admin/invoices/${kind === 'journal' ? 'journal.csv' : 'archive.zip'}?${new URLSearchParams({ from, to }).toString()}`,
        token,
        kind === 'journal' ? `belegjournal-${from}-bis-${to}.csv` : `belege-${from}-bis-${to}.zip`,
      ),
  });
}

/** GET /api/admin/reports/:table.csv?from&to&groupBy with the token, saved as a file. */
export function useDownloadReportTable() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ table, query }: { table: ReportTable; query: ReportQuery }) =>
      adminDownload(
        `/api/admin/reports/${table}.csv?${reportSearch(query)}`,
        token,
        `bericht-${table}-${query.from}-bis-${query.to}.csv`,
      ),
  });
}

/** GET /api/admin/tracking?days=. */
export function useTracking(days: number) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'tracking', days],
    queryFn: ({ signal }) =>
      request(`/api/admin/tracking?days=${days}`, trackingSummarySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/tracking/clients/:clientId: one visitor's timeline. */
export function useTrackingClient(clientId: string | null) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'tracking', 'client', clientId],
    queryFn: ({ signal }) =>
      request(
        `/api/admin/tracking/clients/${encodeURIComponent(clientId ?? '')}`,
        trackingTimelineSchema,
        { signal },
      ),
    enabled: clientId !== null,
  });
}

/** GET /api/admin/users: the accounts, for the dashboard's list and the audit log's filter. */
export function useAccounts() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => request('/api/admin/users', accountListSchema, { signal }),
  });
}

/** PATCH /api/admin/users/:id {isAdmin}: grant or revoke admin rights. */
export function useSetAdmin() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      request(`/api/admin/users/${encodeURIComponent(id)}`, accountSchema, {
        method: 'PATCH',
        body: { isAdmin },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
