import { CONDITIONS, PRODUCT_SORTS, SEASONS } from './catalog.ts';
import type { Category, Condition, ProductSort, Season } from './catalog.ts';

/**
 * The listing's filters live in the URL so a link can be shared: `?groesse=86,92&saison=Winter
 * &marke=Mini&zustand=Gut&sale&sortierung=price-asc`. `?sale` alone is the sale listing
 * (docs/product.md §2.2).
 */
export interface ListingFilters {
  sizes: number[];
  seasons: Season[];
  brands: string[];
  conditions: Condition[];
  sale: boolean;
  sort: ProductSort;
}

const LISTING_PARAMS = {
  sizes: 'groesse',
  seasons: 'saison',
  brands: 'marke',
  conditions: 'zustand',
  sale: 'sale',
  sort: 'sortierung',
} as const;

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Neueste zuerst',
  'price-asc': 'Preis aufsteigend',
  'price-desc': 'Preis absteigend',
};

function list(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Reads the filters from the query string; unknown values are dropped, not errors. */
export function parseListingSearch(search: string | URLSearchParams): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get(LISTING_PARAMS.sort);
  const saleValue = params.get(LISTING_PARAMS.sale);
  return {
    sizes: unique(
      list(params, LISTING_PARAMS.sizes)
        .map(Number)
        .filter((size) => Number.isInteger(size) && size > 0),
    ).sort((a, b) => a - b),
    seasons: unique(
      list(params, LISTING_PARAMS.seasons).filter((value): value is Season =>
        (SEASONS as readonly string[]).includes(value),
      ),
    ),
    brands: unique(list(params, LISTING_PARAMS.brands)),
    conditions: unique(
      list(params, LISTING_PARAMS.conditions).filter((value): value is Condition =>
        (CONDITIONS as readonly string[]).includes(value),
      ),
    ),
    sale: saleValue !== null && saleValue !== 'false',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : 'newest',
  };
}

/** Writes the filters as a query string ('' when none), `?sale` without a value. */
export function formatListingSearch(filters: ListingFilters): string {
  const parts: string[] = [];
  const add = (name: string, values: readonly (string | number)[]) => {
    if (values.length > 0) {
      parts.push(`${name}=${values.map((value) => encodeURIComponent(String(value))).join(',')}`);
    }
  };
  add(LISTING_PARAMS.sizes, filters.sizes);
  add(LISTING_PARAMS.seasons, filters.seasons);
  add(LISTING_PARAMS.brands, filters.brands);
  add(LISTING_PARAMS.conditions, filters.conditions);
  if (filters.sale) parts.push(LISTING_PARAMS.sale);
  if (filters.sort !== 'newest') parts.push(`${LISTING_PARAMS.sort}=${filters.sort}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Items per listing page (the first page and every 'more' after it). */
export const LISTING_PAGE_SIZE = 24;

/**
 * Which items a listing shows: its own category, except the sale listing (`/shop/kleidung?sale`,
 * docs/product.md §2.2, the target of every 'Sale' link), which shows the reduced items of every
 * category (null), so a reduced sleeping bag is found from 'Sale' too.
 */
export function listingScope(category: Category, filters: ListingFilters): Category | null {
  return filters.sale && category === 'Kleidung' ? null : category;
}

/** The API's query string for one page of the listing (`GET /api/products`); null: all. */
export function productListApiQuery(
  category: Category | null,
  filters: ListingFilters,
  page: number,
  pageSize: number,
): string {
  const params = new URLSearchParams(category === null ? {} : { category });
  if (filters.sizes.length > 0) params.set('sizes', filters.sizes.join(','));
  if (filters.seasons.length > 0) params.set('seasons', filters.seasons.join(','));
  if (filters.brands.length > 0) params.set('brands', filters.brands.join(','));
  if (filters.conditions.length > 0) params.set('conditions', filters.conditions.join(','));
  if (filters.sale) params.set('sale', 'true');
  params.set('sort', filters.sort);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** How many filters are set (sort is not a filter). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.sizes.length +
    filters.seasons.length +
    filters.brands.length +
    filters.conditions.length +
    (filters.sale ? 1 : 0)
  );
}

/** Adds the value when absent, removes it when present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
