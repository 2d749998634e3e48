import type { Category } from './catalog.ts';
import { LISTING_PAGE_SIZE, parseListingSearch, productListApiQuery } from './listing-search.ts';
import type { ListingFilters } from './listing-search.ts';

/**
 * The shop API's GET paths that the web app and the server both spell: the app asks for them,
 * the server answers the first ones into a page's HTML (decision 019).
 */
export const apiPaths = {
  site: '/api/site',
  newProducts: '/api/products/newbees',
  product: (itemNumber: number) => `/api/products/${itemNumber}`,
  productList: (category: Category, filters: ListingFilters, page: number) =>
    `/api/products?${productListApiQuery(category, filters, page, LISTING_PAGE_SIZE)}`,
  productFilters: (category: Category) =>
    `/api/products/filters?category=${encodeURIComponent(category)}`,
} as const;

/** The id of the element in a page's HTML that carries the answers, as JSON by API path. */
export const FIRST_LOAD_ANSWERS_ID = 'first-load-answers';

const LISTING_CATEGORIES = {
  kleidung: 'Kleidung',
  schlafsack: 'Schlafsack',
  accessoires: 'Accessoires',
} as const satisfies Record<string, Category>;

const LISTING_PAGE = /^\/shop\/(kleidung|schlafsack|accessoires)(?:\/product\/(\d{1,9}))?\/?$/;
const PRODUCT_PAGE = /^\/product\/(\d{1,9})\/?$/;

/**
 * The API requests a shop page's first render makes whose answers are the same for every visitor
 * with an empty cart (the only personal part of these answers is `reservedBy`, the visitor's own
 * reservation, which needs a cart). The server sends their answers inside the page, so the app
 * can show the page without first waiting for its own code and then for the API.
 */
export function firstLoadApiPaths(pathname: string, search: string): string[] {
  if (pathname.startsWith('/admin')) return [];
  const paths: string[] = [apiPaths.site];
  if (pathname === '/') paths.push(apiPaths.newProducts);

  const listing = LISTING_PAGE.exec(pathname);
  if (listing) {
    const category = LISTING_CATEGORIES[listing[1] as keyof typeof LISTING_CATEGORIES];
    paths.push(
      apiPaths.productFilters(category),
      apiPaths.productList(category, parseListingSearch(search), 1),
    );
    if (listing[2] !== undefined) paths.push(apiPaths.product(Number(listing[2])));
  }

  const product = PRODUCT_PAGE.exec(pathname);
  if (product) paths.push(apiPaths.product(Number(product[1])));
  return paths;
}
