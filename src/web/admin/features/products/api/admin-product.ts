import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminProductSchema } from '../../../../../domain/api/admin-products.ts';
import type { ProductInput } from '../../../../../domain/api/admin-products.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

const productKey = (id: string) => ['admin', 'products', 'detail', id] as const;

/** GET /api/admin/products/:id. */
export function useAdminProduct(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: productKey(id),
    queryFn: ({ signal }) =>
      request(`/api/admin/products/${encodeURIComponent(id)}`, adminProductSchema, { signal }),
  });
}

/** POST /api/admin/products → 201 with the assigned item number. */
export function useCreateProduct() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      request('/api/admin/products', adminProductSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] }),
  });
}

/** PUT /api/admin/products/:id with the whole input. */
export function useUpdateProduct(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      request(`/api/admin/products/${encodeURIComponent(id)}`, adminProductSchema, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
    },
  });
}

/** DELETE /api/admin/products/:id → 204; 409 for an item that was ever ordered. */
export function useDeleteProduct(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(`/api/admin/products/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' }),
    // The detail query stays cached until it is garbage-collected: removing it while the page
    // still shows it would refetch a deleted item.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] }),
  });
}
