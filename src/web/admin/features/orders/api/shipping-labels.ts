import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shippingLabelListSchema,
  shippingLabelSchema,
  type CreateShippingLabelBody,
} from '../../../../../domain/api/shipping-labels.ts';
import { adminDownload, useAdminRequest, useAdminSession } from '../../../lib/admin-session.ts';

const labelsPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/labels`;
const labelsKey = (orderId: string) => ['admin', 'orders', 'labels', orderId] as const;

/** GET /api/admin/orders/:id/labels: the order's labels and whether DHL or the simulator makes them. */
export function useShippingLabels(orderId: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: labelsKey(orderId),
    queryFn: ({ signal }) => request(labelsPath(orderId), shippingLabelListSchema, { signal }),
  });
}

// A label changes the order's tracking number too, so the order is read again with the labels.
function useLabelMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

/** POST /api/admin/orders/:id/labels: an outbound label (Paket/Kleinpaket) or a return label. */
export function useCreateShippingLabel(orderId: string) {
  const request = useAdminRequest();
  return useLabelMutation((body: CreateShippingLabelBody) =>
    request(labelsPath(orderId), shippingLabelSchema, { method: 'POST', body }),
  );
}

/** DELETE /api/admin/orders/:id/labels/:labelId: cancels the label at DHL. */
export function useCancelShippingLabel(orderId: string) {
  const request = useAdminRequest();
  return useLabelMutation((labelId: string) =>
    request(`${labelsPath(orderId)}/${encodeURIComponent(labelId)}`, shippingLabelSchema, {
      method: 'DELETE',
    }),
  );
}

/** GET …/labels/:labelId/pdf with the token, saved under the shipment number. */
export function useDownloadShippingLabel(orderId: string) {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (label: { id: string; shipmentNumber: string }) =>
      adminDownload(
        `${labelsPath(orderId)}/${encodeURIComponent(label.id)}/pdf`,
        token,
        `DHL-Label-${label.shipmentNumber}.pdf`,
      ),
  });
}
