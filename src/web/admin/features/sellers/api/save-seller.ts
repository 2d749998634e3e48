import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerSchema } from '../../../../../domain/api/sellers.ts';
import type { Seller } from '../../../../../domain/api/sellers.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';
import { sellersQueryKey } from './list-sellers.ts';

/** POST /api/seller (new) or PUT /api/seller/:number (existing). */
export function useSaveSeller() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seller, isNew }: { seller: Seller; isNew: boolean }) =>
      isNew
        ? request('/api/seller', sellerSchema, { method: 'POST', body: seller })
        : request(`/api/seller/${seller.number}`, sellerSchema, { method: 'PUT', body: seller }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
