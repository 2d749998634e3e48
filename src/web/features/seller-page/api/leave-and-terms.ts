import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leftSellerSchema } from '../../../../domain/api/seller-leave.ts';
import { acceptedTermsSchema, type SellerPage } from '../../../../domain/api/seller-page.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSellerPageQueryOptions } from './get-seller-page.ts';

// Decision 077: the seller accepts new consignment terms, or leaves the shop, on her page.

const base = (token: string) => `/api/seller-page/${encodeURIComponent(token)}`;

export function useAcceptTerms(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) =>
      apiRequest(`${base(token)}/terms`, acceptedTermsSchema, {
        method: 'POST',
        body: { version },
      }),
    // Written into the page, not read again (a read counts as opening her link).
    onSuccess: (accepted) =>
      queryClient.setQueryData(
        getSellerPageQueryOptions(token).queryKey,
        (page: SellerPage | undefined) =>
          page && {
            ...page,
            terms: {
              ...page.terms,
              acceptedVersion: accepted.version,
              acceptedAt: accepted.acceptedAt,
              mustAccept: false,
            },
          },
      ),
  });
}

export function useLeaveShop(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${base(token)}/leave`, leftSellerSchema, {
        method: 'POST',
        body: { confirmed: true },
      }),
  });
}
