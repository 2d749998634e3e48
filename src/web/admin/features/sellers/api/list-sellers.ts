import { useQuery } from '@tanstack/react-query';
import { sellerListSchema } from '../../../../../domain/api/sellers.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export const sellersQueryKey = ['admin', 'sellers'] as const;

/** GET /api/seller (docs/product.md §7.1): every seller with the count of their items. */
export function useSellers() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: sellersQueryKey,
    queryFn: ({ signal }) => request('/api/seller', sellerListSchema, { signal }),
  });
}
