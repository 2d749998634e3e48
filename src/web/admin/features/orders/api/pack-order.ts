import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderPackStateSchema } from '../../../../../domain/api/packing.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** POST /api/orders/set-order-packed: every item of the order packed with one tap. */
export function usePackOrder(orderId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('/api/orders/set-order-packed', orderPackStateSchema, {
        method: 'POST',
        body: { orderId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
