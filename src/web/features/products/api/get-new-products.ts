import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../domain/api/product.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/react-query.ts';

// GET /api/products/newbees (docs/product.md §7.1): the newest items, shown on the home page.

// On the home page's first screen: the schema comes with the first call (decision 050).
const newProductsSchema = lazySchema(() =>
  import('../../../../domain/api/product.ts').then((module) => module.newProductsSchema),
);

interface GetNewProductsInput {
  /** The anonymous client id: the server then tells which reservations are this client's own. */
  clientId?: string | null;
  signal?: AbortSignal;
}

function getNewProducts({ clientId, signal }: GetNewProductsInput = {}): Promise<Product[]> {
  return apiRequest(apiPaths.newProducts, newProductsSchema, { clientId, signal });
}

export function getNewProductsQueryOptions({ clientId = null }: { clientId?: string | null } = {}) {
  return queryOptions({
    queryKey: ['products', 'new', { clientId }] as const,
    queryFn: ({ signal }) => getNewProducts({ clientId, signal }),
  });
}

interface UseNewProductsOptions {
  clientId?: string | null;
  queryConfig?: QueryConfig<typeof getNewProductsQueryOptions>;
}

export function useNewProducts({ clientId, queryConfig }: UseNewProductsOptions = {}) {
  return useQuery({ ...getNewProductsQueryOptions({ clientId }), ...queryConfig });
}
