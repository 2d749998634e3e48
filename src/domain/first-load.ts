import type { Category } from './catalog.ts';
import {
  LISTING_PAGE_SIZE,
  listingScope,
  parseListingSearch,
  productListApiQuery,
} from './listing-search.ts';
import type { ListingFilters } from './listing-search.ts';
import {
  isUnder,
  LISTING_CATEGORIES,
  listingPageOf,
  pathBefore,
  paths,
  productPageOf,
  routePattern,
} from './route-paths.ts';
import { SEARCH_PARAM } from './search-query.ts';

/**
 * The shop API's GET paths that the web app and the server both spell: the app asks for them,
 * the server answers the first ones into a page's HTML (decision 019).
 */
export const apiPaths = {
  site: '/api/site',
  newProducts: '/api/products/newbees',
  promotion: '/api/products/promotion',
  product: (itemNumber: number) => `/api/products/${itemNumber}`,
  /** One page of a listing; category null: every category (the sale listing). */
  productList: (category: Category | null, filters: ListingFilters, page: number) =>
    `/api/products?${productListApiQuery(category, filters, page, LISTING_PAGE_SIZE)}`,
  /** One page of the shop search's results (decision 045). */
  search: (text: string, filters: ListingFilters, page: number) =>
    `/api/search?${SEARCH_PARAM}=${encodeURIComponent(text)}&${productListApiQuery(null, filters, page, LISTING_PAGE_SIZE)}`,
  /** The searches to suggest for what is typed so far, each counted (decision 062). */
  searchSuggestions: (text: string) =>
    `/api/search/suggestions?${SEARCH_PARAM}=${encodeURIComponent(text)}`,
  /** Items by item number, for sale, reserved or sold (the wish list, the cart's first screen). */
  productsByNumbers: (itemNumbers: readonly number[]) =>
    `/api/products/by-numbers?itemNumbers=${itemNumbers.join(',')}`,
  productFilters: (category: Category | null) =>
    category === null
      ? '/api/products/filters'
      : `/api/products/filters?category=${encodeURIComponent(category)}`,
} as const;

/** The id of the element in a page's HTML that carries the answers, as JSON by API path. */
export const FIRST_LOAD_ANSWERS_ID = 'first-load-answers';

const SEARCH_PAGE = routePattern(paths.search.path);
export const CART_PAGE = routePattern(paths.cart.path);

/** What the search page searches for: its `q`, trimmed. */
export function searchText(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim();
}

/** One of the API requests a shop page's first render makes. */
export type FirstLoadRequest =
  | { kind: 'site' }
  | { kind: 'newProducts' }
  | { kind: 'promotion' }
  | { kind: 'productFilters'; category: Category | null }
  | { kind: 'productList'; category: Category | null; filters: ListingFilters }
  | { kind: 'search'; text: string; filters: ListingFilters }
  | { kind: 'product'; itemNumber: number }
  | { kind: 'cartItems'; itemNumbers: number[] };

/** The API path of a first-load request, spelt as the app asks for it. */
export function firstLoadApiPath(request: FirstLoadRequest): string {
  switch (request.kind) {
    case 'site':
      return apiPaths.site;
    case 'newProducts':
      return apiPaths.newProducts;
    case 'promotion':
      return apiPaths.promotion;
    case 'productFilters':
      return apiPaths.productFilters(request.category);
    case 'productList':
      return apiPaths.productList(request.category, request.filters, 1);
    case 'search':
      return apiPaths.search(request.text, request.filters, 1);
    case 'product':
      return apiPaths.product(request.itemNumber);
    case 'cartItems':
      return apiPaths.productsByNumbers(request.itemNumbers);
  }
}

/**
 * The API requests a shop page's first render makes whose answers are the same for every visitor
 * with an empty cart (the only personal part of these answers is `reservedBy`, the visitor's own
 * reservation, which needs a cart). The server sends their answers inside the page and renders
 * the page with them (decision 020); the app starts from the same answers. The cart page also
 * asks what the items of the visitor's cart are (`cartItemNumbers`, from the cart cookie), so
 * the server draws them.
 */
export function firstLoadRequests(
  pathname: string,
  search: string,
  cartItemNumbers: readonly number[] = [],
): FirstLoadRequest[] {
  if (!isServerRenderedPage(pathname)) return [];
  const requests: FirstLoadRequest[] = [{ kind: 'site' }];
  if (pathname === paths.home.path) requests.push({ kind: 'promotion' }, { kind: 'newProducts' });

  const listing = listingPageOf(pathname);
  if (listing) {
    const filters = parseListingSearch(search);
    const category = listingScope(LISTING_CATEGORIES[listing.segment], filters);
    requests.push({ kind: 'productFilters', category }, { kind: 'productList', category, filters });
    if (listing.itemNumber !== null)
      requests.push({ kind: 'product', itemNumber: listing.itemNumber });
  }

  if (SEARCH_PAGE.test(pathname)) {
    requests.push(
      { kind: 'productFilters', category: null },
      { kind: 'search', text: searchText(search), filters: parseListingSearch(search) },
    );
  }

  const product = productPageOf(pathname);
  if (product !== null) requests.push({ kind: 'product', itemNumber: product });

  if (CART_PAGE.test(pathname) && cartItemNumbers.length > 0)
    requests.push({ kind: 'cartItems', itemNumbers: [...cartItemNumbers] });
  return requests;
}

/** The API paths of a page's first-load requests. */
export function firstLoadApiPaths(
  pathname: string,
  search: string,
  cartItemNumbers: readonly number[] = [],
): string[] {
  return firstLoadRequests(pathname, search, cartItemNumbers).map(firstLoadApiPath);
}

/** The paths under which pages are a signed-in admin's or a buyer's own. */
const ADMIN_AND_ORDER_AREAS = [paths.admin.path, paths.checkout.path, pathBefore(paths.order.path)];

/** Admin and order pages: a signed-in admin's or a buyer's own, not the shop's public pages. */
export function isAdminOrOrderPage(pathname: string): boolean {
  return ADMIN_AND_ORDER_AREAS.some((area) => isUnder(pathname, area));
}

/**
 * The first checkout step: the server renders its frame with the payment methods and the
 * delivery area, which § 312j Abs. 1 BGB wants shown when checkout starts (decision 035).
 */
const CHECKOUT_START_PAGE = routePattern(paths.checkoutUserData.path);

/**
 * Shop pages the server renders into HTML (decision 020), and the first checkout step; admin
 * and order pages live in the browser only.
 */
export function isServerRenderedPage(pathname: string): boolean {
  return !isAdminOrOrderPage(pathname) || CHECKOUT_START_PAGE.test(pathname);
}

/**
 * The server's rendering of a page (decision 020): `url` is absolute, `answersJson` the
 * first-load answers the page carries. Null for pages rendered in the browser only.
 */
export type PageRenderer = (page: {
  url: string;
  answersJson: string | null;
  /** The visitor's cart, from the cart cookie: the cart page draws these items. */
  cartItemNumbers?: readonly number[];
}) => Promise<string | null>;
