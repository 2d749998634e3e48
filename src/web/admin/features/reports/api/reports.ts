import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountListSchema, accountSchema } from '../../../../../domain/api/auth.ts';
import { dashboardSchema, reportSchema } from '../../../../../domain/api/reports.ts';
import type { ReportQuery, ReportTable } from '../../../../../domain/api/reports.ts';
import {
  trackingSummarySchema,
  trackingTimelineSchema,
} from '../../../../../domain/api/tracking.ts';
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

/** The period's exports of issued documents, for the accountant (decision 033). */
export type DocumentExport = 'bookkeeping' | 'datev' | 'archive';

const DOCUMENT_EXPORTS = {
  bookkeeping: { path: 'bookkeeping.csv', fileName: 'buchhaltung-{from}-bis-{to}.csv' },
  datev: { path: 'datev.csv', fileName: 'EXTF_Buchungsstapel_{from}_bis_{to}.csv' },
  archive: { path: 'archive.zip', fileName: 'belege-{from}-bis-{to}.zip' },
} as const satisfies Record<DocumentExport, { path: string; fileName: string }>;

/**
 * GET /api/admin/invoices/{bookkeeping.csv,datev.csv,archive.zip}?from&to with the token, saved
 * as a file under the name the server gives it: the bookkeeping CSV, the DATEV Buchungsstapel or
 * every invoice and cancellation invoice as stored (ZIP).
 */
export function useDownloadDocuments() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: ({ kind, from, to }: { kind: DocumentExport; from: string; to: string }) => {
      const { path, fileName } = DOCUMENT_EXPORTS[kind];
      return adminDownload(
        `/api/admin/invoices/${path}?${new URLSearchParams({ from, to }).toString()}`,
        token,
        fileName.replace('{from}', from).replace('{to}', to),
      );
    },
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
