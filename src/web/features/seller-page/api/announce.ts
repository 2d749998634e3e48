import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadedImageSchema } from '../../../../domain/api/admin-products.ts';
import {
  announceOptionsSchema,
  announcedBagSchema,
  priceSuggestionSchema,
  sellerAnnouncedItemSchema,
  type AnnouncedItemInput,
} from '../../../../domain/api/seller-bags.ts';
import { ANY_ANSWER, ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getSellerPageQueryOptions } from './get-seller-page.ts';

// A bag announced from the seller's page (decision 074): what the form offers, the suggested
// price of an item as she describes it, the bag itself, and changing or withdrawing an item.

const base = (token: string) => `/api/seller-page/${encodeURIComponent(token)}`;

export function useAnnounceOptions(token: string) {
  return useQuery({
    queryKey: ['seller-page', token, 'announce-options'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${base(token)}/announce-options`, announceOptionsSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function priceSuggestionQueryOptions(token: string, item: AnnouncedItemInput | null) {
  return queryOptions({
    queryKey: ['seller-page', token, 'suggestion', item] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${base(token)}/price-suggestion`, priceSuggestionSchema, {
        method: 'POST',
        body: item,
        signal,
      }),
    enabled: item !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Changing her page's data means reading the page again (her announced items are on it). */
function useRefreshPage(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(getSellerPageQueryOptions(token));
}

export function useAnnounceBag(token: string) {
  const refresh = useRefreshPage(token);
  return useMutation({
    mutationFn: (items: AnnouncedItemInput[]) =>
      apiRequest(`${base(token)}/bags`, announcedBagSchema, { method: 'POST', body: { items } }),
    onSuccess: refresh,
  });
}

export function useUpdateAnnounced(token: string) {
  const refresh = useRefreshPage(token);
  return useMutation({
    mutationFn: ({ itemNumber, item }: { itemNumber: number; item: AnnouncedItemInput }) =>
      apiRequest(`${base(token)}/announced/${itemNumber}`, sellerAnnouncedItemSchema, {
        method: 'PUT',
        body: item,
      }),
    onSuccess: refresh,
  });
}

export function useWithdrawAnnounced(token: string) {
  const refresh = useRefreshPage(token);
  return useMutation({
    mutationFn: (itemNumber: number) =>
      apiRequest(`${base(token)}/announced/${itemNumber}`, ANY_ANSWER, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** A photo from her phone, sent as it is; the server checks and re-encodes it. */
export async function uploadSellerPhoto(token: string, photo: Blob): Promise<string> {
  const response = await fetch(`${base(token)}/images`, {
    method: 'POST',
    headers: {
      'content-type': photo.type === '' ? 'application/octet-stream' : photo.type,
      accept: 'application/json',
    },
    body: photo,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
        ? data.message
        : 'Das Foto konnte nicht hochgeladen werden. Bitte versuch es noch einmal.';
    throw new ApiError(response.status, message);
  }
  return uploadedImageSchema.parse(data).id;
}
