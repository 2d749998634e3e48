import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishDraftsResultSchema } from '../../../../../domain/api/admin-products.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** POST /api/admin/products/publish: the chosen drafts go live now, in one transaction. */
export function usePublishDrafts() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      request('/api/admin/products/publish', publishDraftsResultSchema, {
        method: 'POST',
        body: { ids },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
  });
}
