import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandSchema } from '../../../../../domain/api/brands.ts';
import type { Brand } from '../../../../../domain/api/brands.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';
import { brandsQueryKey } from './list-brands.ts';

/** POST /api/brands: creates or updates a brand by its name; answers the saved brand. */
export function useSaveBrand() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brand: Brand) =>
      request('/api/brands', brandSchema, { method: 'POST', body: brand }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandsQueryKey }),
  });
}
