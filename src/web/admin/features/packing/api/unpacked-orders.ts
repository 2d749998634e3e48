import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { packScannedAnswerSchema } from '../../../../../domain/api/item-labels.ts';
import { orderPackStateSchema, unpackedOrderSchema } from '../../../../../domain/api/packing.ts';
import type { UnpackedOrder } from '../../../../../domain/api/packing.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';
import { readSessionList, writeSessionList } from '../lib/session-list.ts';

export const PACK_LIST_KEY = 'kinderkiste-admin-packliste';
const unpackedOrdersSchema = z.array(unpackedOrderSchema);
const queryKey = ['admin', 'packing', 'orders'] as const;

/** GET /api/orders/unpacked, kept in sessionStorage until the reload button is pressed. */
export function useUnpackedOrders() {
  const request = useAdminRequest();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const orders = await request('/api/orders/unpacked', unpackedOrdersSchema, { signal });
      writeSessionList(PACK_LIST_KEY, orders);
      return orders;
    },
    initialData: () => readSessionList(PACK_LIST_KEY, unpackedOrdersSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/orders/set-product-packed or unset-product-packed {orderId, productId}. */
export function useToggleOrderItemPacked() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: ({
      orderId,
      productId,
      packed,
    }: {
      orderId: string;
      productId: string;
      packed: boolean;
    }) =>
      request(
        packed ? '/api/orders/set-product-packed' : '/api/orders/unset-product-packed',
        orderPackStateSchema,
        { method: 'POST', body: { orderId, productId } },
      ),
    onSuccess: useStorePackState(),
  });
}

/**
 * POST /api/orders/set-order-packed {orderId}: every item of the order at once. The order stays
 * on the list, dimmed, until the reload button, like one packed item by item.
 */
export function usePackWholeOrder() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (orderId: string) =>
      request('/api/orders/set-order-packed', orderPackStateSchema, {
        method: 'POST',
        body: { orderId },
      }),
    onSuccess: useStorePackState(),
  });
}

/** POST /api/orders/pack-scanned {itemNumber}: a scanned item packed in its order (decision 073). */
export function usePackScanned() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (itemNumber: number) =>
      request('/api/orders/pack-scanned', packScannedAnswerSchema, {
        method: 'POST',
        body: { itemNumber },
      }),
    onSuccess: useStorePackState(),
  });
}

/** Writes an order's new packed items into the list and its session copy. */
function useStorePackState() {
  const queryClient = useQueryClient();
  return (state: z.output<typeof orderPackStateSchema>) => {
    const orders = queryClient.setQueryData<UnpackedOrder[]>(queryKey, (current) =>
      current?.map((order) =>
        order._id === state.orderId ? { ...order, packedItems: state.packedItems } : order,
      ),
    );
    if (orders !== undefined) writeSessionList(PACK_LIST_KEY, orders);
  };
}
