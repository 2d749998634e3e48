import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionSummarySchema } from '../../../../domain/api/product.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/products/promotion: what is reduced now; the home page's first slide is worded from it.

export function getPromotionQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'promotion'] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.promotion, promotionSummarySchema, { signal }),
  });
}

export function usePromotion() {
  return useQuery(getPromotionQueryOptions());
}
