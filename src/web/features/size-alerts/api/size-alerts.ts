import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { alertSchema, type SizeAlert } from '../../../../domain/api/size-alerts.ts';
import type { AlertWish } from '../../../../domain/size-alerts.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The size alerts' calls (decision 046): a request, then everything through the mailed link.

const messageSchema = z.object({ message: z.string() });

export function useRequestAlert() {
  return useMutation({
    mutationFn: (input: AlertWish & { email: string }) =>
      apiRequest('/api/size-alerts', messageSchema, { method: 'POST', body: input }),
  });
}

const alertPath = (token: string) => `/api/size-alerts/${encodeURIComponent(token)}`;

function alertQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['size-alert', token] as const,
    queryFn: ({ signal }) => apiRequest(alertPath(token), alertSchema, { signal }),
    retry: false,
  });
}

export function useAlert(token: string) {
  return useQuery(alertQueryOptions(token));
}

/** A change to the alert; the page shows the alert as the server answers it. */
function useAlertMutation<Input>(token: string, call: (input: Input) => Promise<SizeAlert>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (alert) => queryClient.setQueryData(alertQueryOptions(token).queryKey, alert),
  });
}

export function useConfirmAlert(token: string) {
  return useAlertMutation(token, () =>
    apiRequest(`${alertPath(token)}/confirm`, alertSchema, { method: 'POST' }),
  );
}

export function useChangeAlert(token: string) {
  return useAlertMutation(token, (wish: AlertWish) =>
    apiRequest(alertPath(token), alertSchema, { method: 'PUT', body: wish }),
  );
}

export function useUnsubscribeAlert(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${alertPath(token)}/unsubscribe`, messageSchema, { method: 'POST' }),
  });
}
