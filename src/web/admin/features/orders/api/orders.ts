import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
} from '../../../../../domain/api/orders-admin.ts';
import type { OrderCommand, OrderStatus } from '../../../../../domain/order-status.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

interface AdminOrderQuery {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  attention?: boolean | undefined;
  held?: boolean | undefined;
  page: number;
  pageSize: number;
}

const ordersKey = ['admin', 'orders'] as const;
const orderKey = (id: string) => [...ordersKey, 'detail', id] as const;

function orderListSearch({
  search,
  status,
  attention,
  held,
  page,
  pageSize,
}: AdminOrderQuery): string {
  const params = new URLSearchParams();
  if (search !== undefined && search !== '') params.set('search', search);
  if (status !== undefined) params.set('status', status);
  if (attention === true) params.set('attention', 'true');
  if (held === true) params.set('held', 'true');
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `?${params.toString()}`;
}

/** GET /api/admin/orders?…: search by number, name or e-mail, status and attention filters. */
export function useAdminOrders(query: AdminOrderQuery) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ordersKey, 'list', query] as const,
    queryFn: ({ signal }) =>
      request(`/api/admin/orders${orderListSearch(query)}`, adminOrderListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/orders/:id: the order with contact, payments, withdrawals and actions. While a
 * follow-up of the last change has not had its first try (an invoice, a mail; they run right
 * after the answer, decision 054), it is read again every 1.5 s, so she sees them done.
 */
export function useAdminOrder(id: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      request(`/api/admin/orders/${encodeURIComponent(id)}`, adminOrderDetailSchema, { signal }),
    refetchInterval: (query) =>
      query.state.data?.followUps.some((step) => step.status === 'pending' && step.attempts === 0)
        ? 1500
        : false,
  });
}

/** POST /api/admin/orders/:id/follow-ups/:followUpId/retry: a failed step tried again now. */
export function useRetryFollowUp(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUpId: number) =>
      request(
        `/api/admin/orders/${encodeURIComponent(id)}/follow-ups/${followUpId}/retry`,
        adminOrderDetailSchema,
        { method: 'POST' },
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

/** POST /api/admin/orders/:id/actions: answers with the updated order. */
export function useOrderAction(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      action: OrderCommand;
      trackingNumber?: string;
      confirmUnpacked?: boolean;
      overrideWithdrawal?: boolean;
    }) =>
      request(`/api/admin/orders/${encodeURIComponent(id)}/actions`, adminOrderDetailSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
    // Refused because the order changed meanwhile (e.g. an item unpacked): show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKey(id) }),
  });
}

/** DELETE /api/admin/orders/:id/attention (204): what the order was flagged for is handled. */
export function useClearAttention(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(`/api/admin/orders/${encodeURIComponent(id)}/attention`, z.undefined(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** POST /api/admin/orders/:id/returns: some items came back; answers with the updated order. */
export function useOrderReturn(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { productId: string; resellable: boolean }[]) =>
      request(`/api/admin/orders/${encodeURIComponent(id)}/returns`, adminOrderDetailSchema, {
        method: 'POST',
        body: { items },
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

/** A refund's next step: send a failed one again, or mark one paid out by hand. */
export function useRefundStep(id: string) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, step }: { refundId: string; step: 'retry' | 'paid-out' }) =>
      request(
        `/api/admin/orders/${encodeURIComponent(id)}/refunds/${encodeURIComponent(refundId)}/${step}`,
        adminOrderDetailSchema,
        { method: 'POST' },
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}
