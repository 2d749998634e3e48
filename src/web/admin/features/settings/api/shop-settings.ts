import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shopSettingsSchema,
  type SaveShopSettings,
} from '../../../../../domain/api/shop-settings.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export const shopSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the values in effect and the revision a save names. */
export function useShopSettings() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: shopSettingsQueryKey,
    queryFn: ({ signal }) => request('/api/admin/settings', shopSettingsSchema, { signal }),
  });
}

/** PUT /api/admin/settings: the changed values, all at once or none. */
export function useSaveShopSettings() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SaveShopSettings) =>
      request('/api/admin/settings', shopSettingsSchema, { method: 'PUT', body: change }),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsQueryKey, saved),
  });
}
