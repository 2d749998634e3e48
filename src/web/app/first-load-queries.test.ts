import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain/first-load.ts';
import { parseListingSearch } from '../../domain/listing-search.ts';
import { getProductFiltersQueryOptions } from '../features/products/api/get-product-filters.ts';
import { getProductsQueryOptions } from '../features/products/api/get-products.ts';
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

  it('leaves out an answer that does not pass its schema', () => {
    const queryClient = seed({ [filtersPath]: { ...filters, saleCount: -1 }, [listPath]: listing });
    expect(
      queryClient.getQueryData(getProductFiltersQueryOptions('Kleidung').queryKey),
    ).toBeUndefined();
    expect(queryClient.getQueryData(listKey('stored-id'))).toBeDefined();
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
