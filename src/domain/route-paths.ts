import type { Category } from './catalog.ts';
import { SEARCH_PARAM } from './search-query.ts';
import { sharedListSearch } from './wish-list.ts';

/**
 * Every route path of the web app, written once (issue 31): the shop's, the checkout's, the
 * order's and the admin's. The router takes `path` (web/routes.tsx, web/admin/app/admin-routes.tsx)
 * and links take `getHref()` (through web/lib/paths.ts). The page heads (page-head.ts), a page's
 * first-load requests (first-load.ts) and the page code the server sends with the entry
 * (server/pages/app-start.ts) match pathnames with the functions below, made from these paths.
 * A path is a React Router pattern: `:name` stands for one segment. web/routes.test.ts fails
 * when the router has a path that is not here, or this table one that the router does not have.
 */

/** A path of the router, and how a link to it is written. */
type Route<Args extends unknown[] = never[]> = {
  readonly path: string;
  readonly getHref: (...args: Args) => string;
};

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with its parameters filled in: `to({ itemNumber: 7 })` for '/product/:itemNumber'. */
type Fill<Path extends string> = [ParamNames<Path>] extends [never]
  ? () => string
  : (params: Record<ParamNames<Path>, string | number>) => string;

function route<const Path extends string>(path: Path): Route<[]>;
function route<const Path extends string, Args extends unknown[]>(
  path: Path,
  href: (to: Fill<Path>, ...args: Args) => string,
): Route<Args>;
function route(
  path: string,
  href?: (to: (params?: Record<string, string | number>) => string, ...args: unknown[]) => string,
): Route<unknown[]> {
  const to = (params: Record<string, string | number> = {}) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? String(params[segment.slice(1)]) : segment))
      .join('/');
  return { path, getHref: href === undefined ? () => path : (...args) => href(to, ...args) };
}

/** The shop categories with a listing of their own, by URL segment. */
export const LISTING_CATEGORIES = {
  kleidung: 'Kleidung',
  schlafsack: 'Schlafsack',
  accessoires: 'Accessoires',
  tonies: 'Tonies',
} as const satisfies Record<string, Category>;
export type ListingSegment = keyof typeof LISTING_CATEGORIES;
const LISTING_SEGMENTS = Object.keys(LISTING_CATEGORIES) as ListingSegment[];

const SHOP = '/shop';

/** A category listing's path: '/shop/kleidung'. */
export function listingPath(segment: ListingSegment): string {
  return `${SHOP}/${segment}`;
}

const clothing = route(listingPath('kleidung'));

export const paths = {
  home: route('/'),
  shop: route(SHOP),
  clothing,
  /** The sale is the clothing listing with `?sale`: a link, not a route of its own. */
  sale: { path: clothing.path, getHref: () => `${clothing.path}?sale` } satisfies Route<[]>,
  sleepingBags: route(listingPath('schlafsack')),
  accessories: route(listingPath('accessoires')),
  tonies: route(listingPath('tonies')),
  /** Nested under a listing: the product opens over the list, which keeps its scroll position. */
  listingProduct: route(
    'product/:itemNumber',
    (to, segment: ListingSegment, itemNumber: number, search = '') =>
      `${listingPath(segment)}/${to({ itemNumber })}${search}`,
  ),
  product: route('/product/:itemNumber', (to, itemNumber: number) => to({ itemNumber })),
  cart: route('/warenkorb'),
  /** Size alerts (decision 046): the request, and the page of the link in every mail. */
  sizeAlert: route('/groessen-alarm', (to, size?: number) =>
    size === undefined ? to() : `${to()}?groesse=${size}`,
  ),
  sizeAlertManage: route('/groessen-alarm/:token', (to, token: string) => to({ token })),
  /** The shop search (decision 045): `/suche?q=jacke+98`, with the listing's filters. */
  search: route(
    '/suche',
    (to, text: string) => `${to()}?${SEARCH_PARAM}=${encodeURIComponent(text)}`,
  ),
  /** The wish list in this browser, and a shared copy of one (decision 044). */
  wishList: route('/merkliste'),
  sharedWishList: route(
    '/merkliste/geteilt',
    (to, itemNumbers: readonly number[]) => `${to()}${sharedListSearch(itemNumbers)}`,
  ),
  rent: route('/mieten'),
  about: route('/ueber-uns'),
  webApp: route('/webapp'),
  imprint: route('/impressum'),
  terms: route('/agb'),
  privacy: route('/dsgvo'),
  withdrawal: route('/widerruf'),
  faqs: route('/faqs'),
  pickupStation: route('/abholstation'),
  paymentShipping: route('/zahlung-versand'),
  sell: route('/verkaufen'),
  /** The link in the sign-up's confirmation mail (decision 075): noindex, token kept out. */
  sellSignupConfirm: route('/verkaufen/bestaetigen/:token', (to, token: string) => to({ token })),
  /** The consignment terms a seller accepts when she signs up (decision 075). */
  consignmentTerms: route('/kommissionsbedingungen'),
  greenWeek: route('/green-week'),
  qrRedirect: route('/redirect/qrcode'),
  qrRedirectShort: route('/r/qr'),
  goodbye: route('/auf-wiedersehen'),
  /** A seller's private page (decision 043): noindex, never linked from the shop. */
  sellerPage: route('/verkaeufer/:token', (to, token: string) => to({ token })),

  // Checkout (docs/product.md §2.3): every path under /bestellung, and a buyer's order.
  checkout: route('/bestellung'),
  checkoutUserData: route('/bestellung/benutzerdaten'),
  checkoutDelivery: route('/bestellung/lieferung'),
  checkoutPayment: route('/bestellung/bezahlmethode'),
  checkoutSummary: route('/bestellung/uebersicht'),
  checkoutSuccess: route(
    '/bestellung/erfolgreich',
    (to, orderId: string) => `${to()}?bestellung=${orderId}`,
  ),
  checkoutOrder: route('/bestellung/:id', (to, id: string) => to({ id })),
  order: route('/order/:id', (to, id: string) => to({ id })),

  // Admin (docs/product.md §2.4): every path under /admin.
  /** The admin's own address: it leads to the dashboard. */
  admin: route('/admin'),
  adminSignIn: route('/admin/signin', (to, next?: string) =>
    next === undefined || next === '' ? to() : `${to()}?next=${encodeURIComponent(next)}`,
  ),
  adminSignUp: route('/admin/signup'),
  adminDashboard: route('/admin/dashboard'),
  adminTracking: route('/admin/tracking'),
  adminPrices: route('/admin/prices'),
  adminNewClothing: route('/admin/neuekleidung'),
  adminNewSleepingBag: route('/admin/neuerschlafsack'),
  adminNewTonie: route('/admin/neuertonie'),
  adminNewAccessory: route('/admin/neuesaccessoires'),
  adminProducts: route('/admin/products'),
  adminProduct: route('/admin/product/:id', (to, id: string) => to({ id })),
  adminOrderHistory: route('/admin/orderhistory'),
  adminOrder: route('/admin/orderhistory/:id', (to, id: string) => to({ id })),
  /** Gift cards and coupons: linked from the dashboard, not the dropdown (docs/product.md §2.6). */
  adminVouchers: route('/admin/gutscheine'),
  adminReports: route('/admin/reports'),
  adminSale: route('/admin/sale'),
  adminSellerList: route('/admin/sellerlist'),
  adminSeller: route('/admin/sellerlist/:sellerNumber', (to, sellerNumber: number) =>
    to({ sellerNumber }),
  ),
  adminBrandsInfo: route('/admin/brandsinfo'),
  adminPackList: route('/admin/packliste'),
  /** Hand-in by scan (decision 073): a label or a typed number opens its item. */
  adminScan: route('/admin/scannen'),
  /** Bags sellers announced online (decision 074), and one bag's items. */
  adminBags: route('/admin/taschen'),
  adminBag: route('/admin/taschen/:bagId', (to, bagId: number) => to({ bagId })),
  adminSortOutList: route('/admin/itemliste'),
  /** Payout runs to the sellers by SEPA transfer (decision 072). */
  adminPayouts: route('/admin/auszahlungen'),
  adminAuditLog: route('/admin/protokoll'),
  adminSettings: route('/admin/einstellungen'),
} as const;

/** The category listing's URL segment for a shop category, or null when it has none. */
export function listingSegmentOf(category: string): ListingSegment | null {
  return LISTING_SEGMENTS.find((segment) => LISTING_CATEGORIES[segment] === category) ?? null;
}

/** The part of a path before its first parameter: '/verkaeufer' for '/verkaeufer/:token'. */
export function pathBefore(path: string): string {
  const parameter = path.indexOf('/:');
  return parameter === -1 ? path : path.slice(0, parameter);
}

/** Whether a pathname is the path or lies below it: '/admin', '/admin/x', not '/administrator'. */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * A path as a RegExp for a whole pathname, with or without a trailing slash. Each `:name` is a
 * named group matching `params[name]` (a RegExp source), any one segment when not given.
 */
export function routePattern(path: string, params: Readonly<Record<string, string>> = {}): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>${params[segment.slice(1)] ?? '[^/]+'})`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Item numbers in paths: up to nine digits. */
const ITEM_NUMBER = { itemNumber: '\\d{1,9}' };

const LISTING_PAGES = LISTING_SEGMENTS.map((segment) => ({
  segment,
  list: routePattern(listingPath(segment)),
  product: routePattern(`${listingPath(segment)}/${paths.listingProduct.path}`, ITEM_NUMBER),
}));

/** A listing's pathname: its segment, and the item number of a product opened over it. */
export function listingPageOf(
  pathname: string,
): { segment: ListingSegment; itemNumber: number | null } | null {
  for (const { segment, list, product } of LISTING_PAGES) {
    if (list.test(pathname)) return { segment, itemNumber: null };
    const itemNumber = product.exec(pathname)?.groups?.itemNumber;
    if (itemNumber !== undefined) return { segment, itemNumber: Number(itemNumber) };
  }
  return null;
}

const PRODUCT_PAGE = routePattern(paths.product.path, ITEM_NUMBER);

/** The item number of a product page, `/product/{n}`; null for every other path. */
export function productPageOf(pathname: string): number | null {
  const itemNumber = PRODUCT_PAGE.exec(pathname)?.groups?.itemNumber;
  return itemNumber === undefined ? null : Number(itemNumber);
}
