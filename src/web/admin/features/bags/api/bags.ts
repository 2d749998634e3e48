import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminBagListSchema,
  adminBagSchema,
  announcementOfItemSchema,
} from '../../../../../domain/api/seller-bags.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

// Bags sellers announced online (decision 074): the list, one bag, and an item's announcement
// with the owner's "no".

export function useBags() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'bags'],
    queryFn: ({ signal }) => request('/api/admin/seller-bags', adminBagListSchema, { signal }),
  });
}

export function useBag(bagId: number) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'bags', bagId],
    queryFn: ({ signal }) => request(`/api/admin/seller-bags/${bagId}`, adminBagSchema, { signal }),
  });
}

const announcementAnswer = z.object({ announcement: announcementOfItemSchema.nullable() });

export function useAnnouncement(productId: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'announcement', productId],
    queryFn: ({ signal }) =>
      request(`/api/admin/products/${productId}/announcement`, announcementAnswer, { signal }),
  });
}

export function useRejectAnnounced(productId: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      request(`/api/admin/products/${productId}/reject`, announcementAnswer, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
