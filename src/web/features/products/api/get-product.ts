import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/api/product.ts';
import { apiPaths } from '../../../../domain/first-load.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const productDetailSchema = lazySchema(() =>
  import('../../../../domain/api/product.ts').then((module) => module.productDetailSchema),
);

// GET /api/products/:itemNumber: one item with its product-safety information (404 when gone).

interface GetProductInput {
  itemNumber: number;
  clientId?: string | null;
  signal?: AbortSignal;
}

function getProduct({ itemNumber, clientId, signal }: GetProductInput): Promise<ProductDetail> {
  return apiRequest(apiPaths.product(itemNumber), productDetailSchema, { clientId, signal });
}

export function getProductQueryOptions({
  itemNumber,
  clientId = null,
}: Omit<GetProductInput, 'signal'>) {
  return queryOptions({
    queryKey: ['products', 'detail', itemNumber, { clientId }] as const,
    queryFn: ({ signal }) => getProduct({ itemNumber, clientId, signal }),
  });
}

export function useProduct(input: Omit<GetProductInput, 'signal'>) {
  return useQuery(getProductQueryOptions(input));
}
