import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { priceFactorsSchema } from '../../../../../domain/api/price-factors.ts';
import type { PriceFactors } from '../../../../../domain/price-suggestion.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export const priceFactorsQueryKey = ['admin', 'price-factors'] as const;

/** GET /api/admin/price-factors. */
export function usePriceFactors() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: priceFactorsQueryKey,
    queryFn: ({ signal }) => request('/api/admin/price-factors', priceFactorsSchema, { signal }),
  });
}

/** PUT /api/admin/price-factors. */
export function useUpdatePriceFactors() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factors: PriceFactors) =>
      request('/api/admin/price-factors', priceFactorsSchema, { method: 'PUT', body: factors }),
    onSuccess: (saved) => queryClient.setQueryData(priceFactorsQueryKey, saved),
  });
}
