import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoSchema } from '../../domain/api/site.ts';
import type { SiteInfo } from '../../domain/api/site.ts';
import { apiPaths } from '../../domain/first-load.ts';
import { apiRequest } from './api-client.ts';

// GET /api/site: the shop's identity (Impressum, footer), public address, social links, pickup station.

export function getSiteInfo({ signal }: { signal?: AbortSignal } = {}): Promise<SiteInfo> {
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
