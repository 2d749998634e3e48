import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkShipmentAnswerSchema,
  type BulkShipmentBody,
} from '../../../../../domain/api/bulk-shipments.ts';
import { adminDownload, useAdminRequest, useAdminSession } from '../../../lib/admin-session.ts';

/**
 * POST /api/admin/bulk-shipments: labels for the chosen orders and each marked shipped. The
 * order lists are read again, since shipped orders leave the "gepackt" filter.
 */
export function useShipInBulk() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkShipmentBody) =>
      request('/api/admin/bulk-shipments', bulkShipmentAnswerSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

/** The one PDF of all labels, saved under the name the server gives (DHL-Labels-<day>.pdf). */
export function useDownloadBulkLabels() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (path: string) => adminDownload(path, token, 'DHL-Labels.pdf'),
  });
}
