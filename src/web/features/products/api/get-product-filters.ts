import { queryOptions, useQuery } from '@tanstack/react-query';
import { productFiltersSchema } from '../../../../domain/api/product.ts';
import type { ProductFilters } from '../../../../domain/api/product.ts';
import type { Category } from '../../../../domain/catalog.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/products/filters?category=: the filter values in stock for a category (or all).

export function getProductFilters({
  category,
  signal,
}: {
  category: Category | null;
  signal?: AbortSignal;
}): Promise<ProductFilters> {
  return apiRequest(apiPaths.productFilters(category), productFiltersSchema, { signal });
}

export function getProductFiltersQueryOptions(category: Category | null) {
  return queryOptions({
    queryKey: ['products', 'filters', category] as const,
    queryFn: ({ signal }) => getProductFilters({ category, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProductFilters(category: Category | null) {
  return useQuery(getProductFiltersQueryOptions(category));
}
