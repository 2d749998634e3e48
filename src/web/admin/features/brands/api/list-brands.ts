import { useQuery } from '@tanstack/react-query';
import { brandListSchema } from '../../../../../domain/api/brands.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export const brandsQueryKey = ['admin', 'brands'] as const;

/**
 * GET /api/brands (docs/product.md §7.1): every brand with its manufacturer data and item count.
 */
export function useBrands() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: brandsQueryKey,
    queryFn: ({ signal }) => request('/api/brands', brandListSchema, { signal }),
  });
}
