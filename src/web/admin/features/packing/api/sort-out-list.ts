import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  orderPackStateSchema,
  productPackStateSchema,
  sortOutListSchema,
} from '../../../../../domain/api/packing.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';
import { readSessionList, writeSessionList } from '../lib/session-list.ts';

export const SORT_OUT_LIST_KEY = 'kinderkiste-admin-itemliste';
const queryKey = ['admin', 'packing', 'sortout'] as const;
type SortOutList = z.output<typeof sortOutListSchema>;

/** GET /api/products/sortout: old and offline items to take out of the boxes. */
export function useSortOutList() {
  const request = useAdminRequest();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const list = await request('/api/products/sortout', sortOutListSchema, { signal });
      writeSessionList(SORT_OUT_LIST_KEY, list);
      return list;
    },
    initialData: () => readSessionList(SORT_OUT_LIST_KEY, sortOutListSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const unpackAnswerSchema = z.union([orderPackStateSchema, productPackStateSchema]);

/** POST /api/products/set-product-packed or /api/orders/unset-product-packed {productId}. */
export function useToggleSortOutPacked() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, packed }: { productId: string; packed: boolean }) => {
      if (packed) {
        return request('/api/products/set-product-packed', productPackStateSchema, {
          method: 'POST',
          body: { productId },
        });
      }
      await request('/api/orders/unset-product-packed', unpackAnswerSchema, {
        method: 'POST',
        body: { productId },
      });
      return { productId, isPacked: false };
    },
    onSuccess: ({ productId, isPacked }) => {
      const list = queryClient.setQueryData<SortOutList>(queryKey, (current) =>
        current === undefined
          ? current
          : {
              ...current,
              items: current.items.map((item) =>
                item._id === productId ? { ...item, isPacked } : item,
              ),
            },
      );
      if (list !== undefined) writeSessionList(SORT_OUT_LIST_KEY, list);
    },
  });
}
