import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const promotionSummarySchema = lazySchema(() =>
  import('../../../../domain/api/product.ts').then((module) => module.promotionSummarySchema),
);

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
