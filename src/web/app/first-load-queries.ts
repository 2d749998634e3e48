import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  productDetailSchema,
  productFiltersSchema,
  productListSchema,
  promotionSummarySchema,
} from '../../domain/api/product.ts';
import { searchResultSchema } from '../../domain/api/search.ts';
import { siteInfoSchema } from '../../domain/api/site.ts';
import { firstLoadApiPath, firstLoadRequests } from '../../domain/first-load.ts';
import type { FirstLoadRequest } from '../../domain/first-load.ts';
import {
  getNewProductsQueryOptions,
  newProductsSchema,
} from '../features/products/api/get-new-products.ts';
import { getProductQueryOptions } from '../features/products/api/get-product.ts';
import { getProductFiltersQueryOptions } from '../features/products/api/get-product-filters.ts';
import { getProductsQueryOptions } from '../features/products/api/get-products.ts';
import { getPromotionQueryOptions } from '../features/products/api/get-promotion.ts';
import { getSearchResultsQueryOptions } from '../features/search/api/get-search-results.ts';
import { getSiteInfoQueryOptions } from '../lib/get-site-info.ts';

/** The API answers a page carries (decision 019), as JSON by API path. */
type FirstLoadAnswers = Record<string, unknown>;

/** The answers from the page's JSON; none when it is missing or damaged. */
export function parseFirstLoadAnswers(json: string | null | undefined): FirstLoadAnswers {
  if (json == null) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    const isRecord = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return isRecord ? (parsed as FirstLoadAnswers) : {};
  } catch {
    return {};
  }
}

interface FirstLoadPage {
  pathname: string;
  search: string;
  answers: FirstLoadAnswers;
  /**
   * The visitor's anonymous ids: part of the product queries' keys. In the browser there are two:
   * the one a first render uses to match the server's HTML, and the stored one used right after.
   */
  clientIds: string[];
  /**
   * The answers were given to a visitor without a cart; a visitor with one may see their own
   * reservations differently, so the queries show the answers but ask the server again.
   */
  stale: boolean;
}

/**
 * Puts a page's first-load answers into the query cache under the keys the page's queries use,
 * checked by the same schemas as any API answer, so the first render shows the page with its
 * data: on the server (server-render.tsx) and in the browser before the app replaces the
 * server's HTML (main.tsx, decision 020). An answer that does not pass its schema is left out;
 * its query asks the server as usual.
 */
export function seedFirstLoadQueries(queryClient: QueryClient, page: FirstLoadPage): void {
  const updatedAt = page.stale ? 0 : Date.now();
  for (const request of firstLoadRequests(page.pathname, page.search)) {
    const answer = page.answers[firstLoadApiPath(request)];
    if (answer === undefined) continue;
    for (const clientId of new Set(page.clientIds)) {
      const entry = cacheEntry(request, answer, clientId);
      if (entry !== null) queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt });
    }
  }
}

function cacheEntry(
  request: FirstLoadRequest,
  answer: unknown,
  clientId: string,
): { queryKey: QueryKey; data: unknown } | null {
  switch (request.kind) {
    case 'site':
      return entryOf(getSiteInfoQueryOptions().queryKey, siteInfoSchema, answer);
    case 'newProducts':
      return entryOf(getNewProductsQueryOptions({ clientId }).queryKey, newProductsSchema, answer);
    case 'promotion':
      return entryOf(getPromotionQueryOptions().queryKey, promotionSummarySchema, answer);
    case 'productFilters':
      return entryOf(
        getProductFiltersQueryOptions(request.category).queryKey,
        productFiltersSchema,
        answer,
      );
    case 'product':
      return entryOf(
        getProductQueryOptions({ itemNumber: request.itemNumber, clientId }).queryKey,
        productDetailSchema,
        answer,
      );
    case 'productList': {
      const { queryKey } = getProductsQueryOptions({ ...request, clientId });
      const firstPage = entryOf(queryKey, productListSchema, answer);
      // An infinite query's data: its pages so far and the page numbers they were asked with.
      return firstPage && { queryKey, data: { pages: [firstPage.data], pageParams: [1] } };
    }
    case 'search': {
      const { queryKey } = getSearchResultsQueryOptions({ ...request, clientId });
      const firstPage = entryOf(queryKey, searchResultSchema, answer);
      return firstPage && { queryKey, data: { pages: [firstPage.data], pageParams: [1] } };
    }
  }
}

function entryOf(queryKey: QueryKey, schema: z.ZodType, answer: unknown) {
  const parsed = schema.safeParse(answer);
  return parsed.success ? { queryKey, data: parsed.data } : null;
}
