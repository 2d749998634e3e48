import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  productsByNumbersResponseSchema,
  type ProductsByNumbersResponse,
} from '../../../../domain/api/wish-list.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/products/by-numbers?itemNumbers=1101,1102 (decision 044): what the listed items are
// now. The visitor's id lets an item held by their own checkout count as theirs.

interface GetProductsByNumbersInput {
  itemNumbers: readonly number[];
  clientId: string | null;
  signal?: AbortSignal;
}

function getProductsByNumbers({
  itemNumbers,
  clientId,
  signal,
}: GetProductsByNumbersInput): Promise<ProductsByNumbersResponse> {
  const query = new URLSearchParams({ itemNumbers: itemNumbers.join(',') });
  return apiRequest(
    `/api/products/by-numbers?${query.toString()}`,
    productsByNumbersResponseSchema,
    {
      clientId,
      signal,
    },
  );
}

export function useProductsByNumbers({
  itemNumbers,
  clientId,
}: Omit<GetProductsByNumbersInput, 'signal'>) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'by-numbers', [...itemNumbers].sort((a, b) => a - b), { clientId }],
      queryFn: ({ signal }) => getProductsByNumbers({ itemNumbers, clientId, signal }),
      enabled: itemNumbers.length > 0,
      // Taking an item off the list asks again; the rows stay meanwhile.
      placeholderData: keepPreviousData,
    }),
  );
}
