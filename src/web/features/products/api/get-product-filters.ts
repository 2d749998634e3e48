import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFilters } from '../../../../domain/api/product.ts';
import type { Category } from '../../../../domain/catalog.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const productFiltersSchema = lazySchema(() =>
  import('../../../../domain/api/product.ts').then((module) => module.productFiltersSchema),
);

// GET /api/products/filters?category=: the filter values in stock for a category (or all).

function getProductFilters({
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
