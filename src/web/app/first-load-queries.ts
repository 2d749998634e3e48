import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProductsByNumbersResponse } from '../../domain/api/wish-list.ts';
import { firstLoadApiPath, firstLoadRequests } from '../../domain/first-load.ts';
import type { FirstLoadRequest } from '../../domain/first-load.ts';
import { getNewProductsQueryOptions } from '../features/products/api/get-new-products.ts';
import { getProductQueryOptions } from '../features/products/api/get-product.ts';
import { getProductFiltersQueryOptions } from '../features/products/api/get-product-filters.ts';
import { getProductsQueryOptions } from '../features/products/api/get-products.ts';
import { getPromotionQueryOptions } from '../features/products/api/get-promotion.ts';
import { getSearchResultsQueryOptions } from '../features/search/api/get-search-results.ts';
import { getSiteInfoQueryOptions } from '../lib/get-site-info.ts';
import { SERVER_DRAWN_CART_KEY } from '../features/cart/lib/server-drawn-cart.ts';

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
  /** The cart cookie's items: on the server, the cart page draws them. */
  cartItemNumbers?: readonly number[];
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
 * so the first render shows the page with its data: on the server (server-render.tsx) and in the
 * browser before the app replaces the server's HTML (main.tsx, decision 020). The answers are
 * taken as they are (decision 050): the server wrote them with the API's own serializer, which
 * checked them against the same schemas, so checking them again would only put zod on the
 * page's first screen.
 */
export function seedFirstLoadQueries(queryClient: QueryClient, page: FirstLoadPage): void {
  const updatedAt = page.stale ? 0 : Date.now();
  for (const request of firstLoadRequests(page.pathname, page.search, page.cartItemNumbers)) {
    const answer = page.answers[firstLoadApiPath(request)];
    if (answer === undefined || answer === null) continue;
    for (const clientId of new Set(page.clientIds)) {
      const entry = cacheEntry(request, answer, clientId);
      queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt });
    }
  }
}

function cacheEntry(
  request: FirstLoadRequest,
  answer: unknown,
  clientId: string,
): { queryKey: QueryKey; data: unknown } {
  // An infinite query's data: its pages so far and the page numbers they were asked with.
  const firstPageOf = (queryKey: QueryKey) => ({
    queryKey,
    data: { pages: [answer], pageParams: [1] },
  });
  switch (request.kind) {
    case 'site':
      return { queryKey: getSiteInfoQueryOptions().queryKey, data: answer };
    case 'newProducts':
      return { queryKey: getNewProductsQueryOptions({ clientId }).queryKey, data: answer };
    case 'promotion':
      return { queryKey: getPromotionQueryOptions().queryKey, data: answer };
    case 'productFilters':
      return { queryKey: getProductFiltersQueryOptions(request.category).queryKey, data: answer };
    case 'product': {
      const { queryKey } = getProductQueryOptions({ itemNumber: request.itemNumber, clientId });
      return { queryKey, data: answer };
    }
    case 'productList':
      return firstPageOf(getProductsQueryOptions({ ...request, clientId }).queryKey);
    case 'search':
      return firstPageOf(getSearchResultsQueryOptions({ ...request, clientId }).queryKey);
    case 'cartItems': {
      const { products } = answer as ProductsByNumbersResponse;
      // A sold item is no longer in the cart: the app's cart check will say so.
      const unsold = products.filter((product) => !product.isSold);
      return { queryKey: SERVER_DRAWN_CART_KEY, data: unsold };
    }
  }
}
