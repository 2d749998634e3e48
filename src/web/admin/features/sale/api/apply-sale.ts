import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  saleActionResultSchema,
  saleActionSchema,
} from '../../../../../domain/api/admin-products.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export type SaleAction = z.input<typeof saleActionSchema>;

/** POST /api/admin/sale: with preview true only counts the items that would change. */
export function useApplySale() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SaleAction) =>
      request('/api/admin/sale', saleActionResultSchema, { method: 'POST', body: action }),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}
