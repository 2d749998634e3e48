import { queryOptions, useQuery } from '@tanstack/react-query';
import { sellerPageSchema, type SellerPage } from '../../../../domain/api/seller-page.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

// GET /api/seller-page/:token: the seller's page (404 for a revoked or unknown link, 410 once she
// left).

function getSellerPage(token: string, signal?: AbortSignal): Promise<SellerPage> {
  return apiRequest(`/api/seller-page/${encodeURIComponent(token)}`, sellerPageSchema, { signal });
}

export function getSellerPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['seller-page', token] as const,
    queryFn: ({ signal }) => getSellerPage(token, signal),
    // A dead link stays dead and a limit stays a limit: asking again only uses up the limit.
    retry: (failures, error) =>
      !(error instanceof ApiError && [404, 410, 429].includes(error.status)) && failures < 2,
  });
}

export function useSellerPage(token: string) {
  return useQuery(getSellerPageQueryOptions(token));
}
