import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sellerWishResultSchema,
  type SellerPage,
  type SellerWish,
} from '../../../../domain/api/seller-page.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSellerPageQueryOptions } from './get-seller-page.ts';

// POST /api/seller-page/:token/sorted-out/:productId: take a sorted-out item back or donate it.

function setSellerWish(token: string, productId: string, wish: SellerWish) {
  return apiRequest(
    `/api/seller-page/${encodeURIComponent(token)}/sorted-out/${productId}`,
    sellerWishResultSchema,
    { method: 'POST', body: { wish } },
  );
}

export function useSetSellerWish(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, wish }: { productId: string; wish: SellerWish }) =>
      setSellerWish(token, productId, wish),
    // Write the answer into the page instead of reading it again (which would count as opening).
    onSuccess: (result) =>
      queryClient.setQueryData(
        getSellerPageQueryOptions(token).queryKey,
        (page: SellerPage | undefined) =>
          page && {
            ...page,
            sortedOut: page.sortedOut.map((item) =>
              item._id === result.productId ? { ...item, wish: result.wish } : item,
            ),
          },
      ),
  });
}
