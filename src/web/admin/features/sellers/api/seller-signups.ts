import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  pendingSignupListSchema,
  signupApprovedSchema,
} from '../../../../../domain/api/seller-signup.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';
import { sellersQueryKey } from './list-sellers.ts';

// Confirmed sign-ups waiting for the owner (decision 075): approve or decline.

const signupsQueryKey = ['admin', 'seller-signups'] as const;

export function usePendingSignups() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: signupsQueryKey,
    queryFn: ({ signal }) =>
      request('/api/admin/seller-signups', pendingSignupListSchema, { signal }),
  });
}

/** Approving adds a seller, declining removes a sign-up: both lists are read again. */
export function useDecideSignup() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }) => {
      const path = `/api/admin/seller-signups/${encodeURIComponent(id)}`;
      if (approve)
        return (await request(`${path}/approve`, signupApprovedSchema, { method: 'POST' }))
          .sellerNumber;
      await request(path, z.unknown(), { method: 'DELETE' });
      return null;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: signupsQueryKey });
      await queryClient.invalidateQueries({ queryKey: sellersQueryKey });
    },
  });
}
