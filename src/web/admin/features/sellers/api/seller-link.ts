import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createdSellerLinkSchema,
  sellerLinkStatusSchema,
  sentSellerLinkSchema,
  type SellerLinkStatus,
} from '../../../../../domain/api/seller-page.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

// The seller's private link (decision 043): its state, and making, mailing and revoking it.

const linkKey = (sellerNumber: number) => ['admin', 'sellers', 'link', sellerNumber];
const linkPath = (sellerNumber: number) => `/api/seller/${sellerNumber}/link`;

/** GET /api/seller/:number/link: when the live link was made and last opened (never the token). */
export function useSellerLink(sellerNumber: number) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: linkKey(sellerNumber),
    queryFn: ({ signal }) => request(linkPath(sellerNumber), sellerLinkStatusSchema, { signal }),
  });
}

function useLinkMutation<Result extends SellerLinkStatus>(
  sellerNumber: number,
  call: (request: ReturnType<typeof useAdminRequest>) => Promise<Result>,
) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(request),
    onSuccess: ({ link, emailOnFile }) =>
      queryClient.setQueryData(linkKey(sellerNumber), { link, emailOnFile }),
  });
}

/** POST /api/seller/:number/link: a new link (the old one stops working); the URL comes once. */
export function useCreateSellerLink(sellerNumber: number) {
  return useLinkMutation(sellerNumber, (request) =>
    request(linkPath(sellerNumber), createdSellerLinkSchema, { method: 'POST' }),
  );
}

/** POST /api/seller/:number/link/send: a new link, mailed to the seller. */
export function useSendSellerLink(sellerNumber: number) {
  return useLinkMutation(sellerNumber, (request) =>
    request(`${linkPath(sellerNumber)}/send`, sentSellerLinkSchema, { method: 'POST' }),
  );
}

/** DELETE /api/seller/:number/link: the link opens nothing any more. */
export function useRevokeSellerLink(sellerNumber: number) {
  return useLinkMutation(sellerNumber, (request) =>
    request(linkPath(sellerNumber), sellerLinkStatusSchema, { method: 'DELETE' }),
  );
}
