import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
} from '../../../../../domain/api/admin-products.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

type AdminProductQuery = Partial<z.input<typeof adminProductListQuerySchema>>;

export function adminProductsSearch(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** GET /api/products/admin?…: search, filters and paging (all=true: every match). */
export function useAdminProducts(query: AdminProductQuery) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ['admin', 'products', 'list', query] as const,
    queryFn: ({ signal }) =>
      request(`/api/products/admin${adminProductsSearch(query)}`, adminProductListSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
