import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderSchema } from '../../../../domain/api/orders.ts';
import type { Order } from '../../../../domain/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/orders/:id: one order, read-only, by its unguessable id (/bestellung/:id, /order/:id).

function getOrder({ id, signal }: { id: string; signal?: AbortSignal }): Promise<Order> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, { signal });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['orders', id] as const,
    queryFn: ({ signal }) => getOrder({ id, signal }),
    staleTime: 0,
  });
}

export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderQueryOptions(id), enabled: options.enabled ?? true });
}
