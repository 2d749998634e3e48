import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain/first-load.ts';
import { parseListingSearch } from '../../domain/listing-search.ts';
import { getProductFiltersQueryOptions } from '../features/products/api/get-product-filters.ts';
import { getProductsQueryOptions } from '../features/products/api/get-products.ts';
import { SERVER_DRAWN_CART_KEY } from '../features/cart/lib/server-drawn-cart.ts';
import { createAppQueryClient } from '../lib/react-query.ts';
import { parseFirstLoadAnswers, seedFirstLoadQueries } from './first-load-queries.ts';

const filters = { sizes: [86, 92], brands: ['Frugi'], seasons: [], conditions: [], saleCount: 3 };
const listing = { products: [], page: 1, pageSize: 24, pageCount: 0, total: 0, hasMore: false };

describe('parseFirstLoadAnswers', () => {
  it('reads the JSON by path; anything else is no answers', () => {
    expect(parseFirstLoadAnswers('{"/api/site":{"a":1}}')).toEqual({ '/api/site': { a: 1 } });
    expect(parseFirstLoadAnswers('{"/api/site":')).toEqual({});
    expect(parseFirstLoadAnswers('[1,2]')).toEqual({});
    expect(parseFirstLoadAnswers(null)).toEqual({});
  });
});

describe('seedFirstLoadQueries', () => {
  const seed = (answers: Record<string, unknown>, stale = false) => {
    const queryClient = createAppQueryClient();
    seedFirstLoadQueries(queryClient, {
      pathname: '/shop/kleidung',
      search: '?groesse=86',
      answers,
      clientIds: ['initial-id', 'stored-id'],
      stale,
    });
    return queryClient;
  };
  const listKey = (clientId: string) =>
    getProductsQueryOptions({
      category: 'Kleidung',
      filters: parseListingSearch('?groesse=86'),
      clientId,
    }).queryKey;
  const listPath = apiPaths.productList('Kleidung', parseListingSearch('?groesse=86'), 1);
  const filtersPath = apiPaths.productFilters('Kleidung');

  it("puts each answer under the key the page's query uses, for both client ids", () => {
    const queryClient = seed({ [filtersPath]: filters, [listPath]: listing });
    expect(queryClient.getQueryData(getProductFiltersQueryOptions('Kleidung').queryKey)).toEqual(
      filters,
    );
    for (const clientId of ['initial-id', 'stored-id']) {
      expect(queryClient.getQueryData(listKey(clientId))).toEqual({
        pages: [listing],
        pageParams: [1],
      });
    }
  });

  it("takes the answers as the server's serializer wrote them, and skips a missing one", () => {
    // Decision 050: checked by the server already; checking again would put zod on the page.
    const queryClient = seed({ [filtersPath]: null, [listPath]: listing });
    expect(
      queryClient.getQueryData(getProductFiltersQueryOptions('Kleidung').queryKey),
    ).toBeUndefined();
    expect(queryClient.getQueryData(listKey('stored-id'))).toEqual({
      pages: [listing],
      pageParams: [1],
    });
  });

  it("puts the cart cookie's unsold items where the cart page finds them", () => {
    const queryClient = createAppQueryClient();
    const item = (itemNumber: number, isSold: boolean) => ({
      _id: `id-${itemNumber}`,
      itemNumber,
      isSold,
    });
    seedFirstLoadQueries(queryClient, {
      pathname: '/warenkorb',
      search: '',
      cartItemNumbers: [1204, 1101],
      answers: {
        [apiPaths.productsByNumbers([1204, 1101])]: {
          products: [item(1204, false), item(1101, true)],
          notFound: [],
        },
      },
      clientIds: ['initial-id'],
      stale: false,
    });
    expect(queryClient.getQueryData(SERVER_DRAWN_CART_KEY)).toEqual([item(1204, false)]);
  });

  it('for a visitor with a cart the answers are stale: shown, then asked again', () => {
    const fresh = seed({ [listPath]: listing });
    const stale = seed({ [listPath]: listing }, true);
    const state = (client: ReturnType<typeof seed>) =>
      client.getQueryCache().find({ queryKey: listKey('stored-id') })!;
    expect(state(fresh).isStaleByTime(30_000)).toBe(false);
    expect(state(stale).isStaleByTime(30_000)).toBe(true);
  });
});
