import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  consignmentTermsSchema,
  signupConfirmedSchema,
  type SellerSignupBody,
} from '../../../../domain/api/seller-signup.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// A parent's sign-up as a seller (decision 075): the terms' figures, the request, the
// confirmation by the mailed link.

const messageSchema = z.object({ message: z.string() });

export function useConsignmentTerms() {
  return useQuery({
    queryKey: ['consignment-terms'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/consignment-terms', consignmentTermsSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRequestSignup() {
  return useMutation({
    mutationFn: (body: SellerSignupBody) =>
      apiRequest('/api/seller-signups', messageSchema, { method: 'POST', body }),
  });
}

export function useConfirmSignup(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(
        `/api/seller-signups/confirm/${encodeURIComponent(token)}`,
        signupConfirmedSchema,
        { method: 'POST' },
      ),
  });
}
