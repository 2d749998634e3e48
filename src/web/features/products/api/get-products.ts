import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductList } from '../../../../domain/api/product.ts';
import type { Category } from '../../../../domain/catalog.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import type { ListingFilters } from '../../../../domain/listing-search.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const productListSchema = lazySchema(() =>
  import('../../../../domain/api/product.ts').then((module) => module.productListSchema),
);

// GET /api/products: one page of a category listing, filtered and sorted on the server.

interface GetProductsInput {
  /** Null: every category (the sale listing). */
  category: Category | null;
  filters: ListingFilters;
  page: number;
  clientId?: string | null;
  signal?: AbortSignal;
}

function getProducts({
  category,
  filters,
  page,
  clientId,
  signal,
}: GetProductsInput): Promise<ProductList> {
  return apiRequest(apiPaths.productList(category, filters, page), productListSchema, {
    clientId,
    signal,
  });
}

export function getProductsQueryOptions({
  category,
  filters,
  clientId = null,
}: Omit<GetProductsInput, 'page' | 'signal'>) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', { category, filters, clientId }] as const,
    queryFn: ({ pageParam, signal }) =>
      getProducts({ category, filters, page: pageParam, clientId, signal }),
    initialPageParam: 1,
    // hasMore is exact; the total may lag a little behind the catalogue (decision 017).
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useProducts(input: Omit<GetProductsInput, 'page' | 'signal'>) {
  return useInfiniteQuery(getProductsQueryOptions(input));
}
