import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../domain/catalog.ts';
import type { SiteInfo } from '../../domain/api/site.ts';
import { apiPaths } from '../../domain/first-load.ts';
import { apiRequest, lazySchema } from './api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const siteInfoSchema = lazySchema(() =>
  import('../../domain/api/site.ts').then((module) => module.siteInfoSchema),
);

// GET /api/site: the shop's identity (Impressum, footer), public address, social links, pickup station.

function getSiteInfo({ signal }: { signal?: AbortSignal } = {}): Promise<SiteInfo> {
  return apiRequest(apiPaths.site, siteInfoSchema, { signal });
}

export function getSiteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => getSiteInfo({ signal }),
    // Configuration: it changes with a restart, not while someone shops.
    staleTime: Infinity,
  });
}

export function useSiteInfo() {
  return useQuery(getSiteInfoQueryOptions());
}

/**
 * The payment methods the shop offers (PAYMENT_METHODS on the server), in the catalogue's order.
 * Until the site information is there, the whole catalogue: every page that lists them carries
 * that information from its first load.
 */
export function useOfferedPaymentMethods(): (typeof PAYMENT_METHODS)[number][] {
  const offered: readonly PaymentMethodId[] | undefined = useSiteInfo().data?.paymentMethods;
  return offered === undefined
    ? [...PAYMENT_METHODS]
    : PAYMENT_METHODS.filter((method) => offered.includes(method.id));
}
