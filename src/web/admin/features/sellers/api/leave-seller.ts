import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leftSellerSchema } from '../../../../../domain/api/seller-leave.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** POST /api/seller/:number/leave: the owner records that a seller leaves (decision 077). */
export function useLeaveSeller(sellerNumber: number) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(`/api/seller/${sellerNumber}/leave`, leftSellerSchema, {
        method: 'POST',
        body: { confirmed: true },
      }),
    // Her items, her statement and her link all changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
