/**
 * Every route path of the web app, listed once. The router takes `path`, links take `getHref()`,
 * so a path is never spelt twice. Add an entry here before adding a route to routes.tsx.
 */
import { isAdminOrOrderPage, SEARCH_PAGE_PATH } from '../../domain/first-load.ts';
import { SEARCH_PARAM } from '../../domain/search-query.ts';
import { sharedListSearch } from '../../domain/wish-list.ts';

/** The shop categories with a listing of their own, by URL segment. */
export const LISTING_SEGMENTS = ['kleidung', 'schlafsack', 'accessoires', 'tonies'] as const;
export type ListingSegment = (typeof LISTING_SEGMENTS)[number];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: { path: '/shop', getHref: () => '/shop' },
  clothing: { path: '/shop/kleidung', getHref: () => '/shop/kleidung' },
  sale: { path: '/shop/kleidung', getHref: () => '/shop/kleidung?sale' },
  sleepingBags: { path: '/shop/schlafsack', getHref: () => '/shop/schlafsack' },
  accessories: { path: '/shop/accessoires', getHref: () => '/shop/accessoires' },
  tonies: { path: '/shop/tonies', getHref: () => '/shop/tonies' },
  /** Nested under a listing: the product opens over the list, which keeps its scroll position. */
  listingProduct: {
    path: 'product/:itemNumber',
    getHref: (segment: ListingSegment, itemNumber: number, search = '') =>
      `/shop/${segment}/product/${itemNumber}${search}`,
  },
  product: {
    path: '/product/:itemNumber',
    getHref: (itemNumber: number) => `/product/${itemNumber}`,
  },
  cart: { path: '/warenkorb', getHref: () => '/warenkorb' },
  /** Size alerts (decision 046): the request, and the page of the link in every mail. */
  sizeAlert: {
    path: '/groessen-alarm',
    getHref: (size?: number) =>
      size === undefined ? '/groessen-alarm' : `/groessen-alarm?groesse=${size}`,
  },
  sizeAlertManage: {
    path: '/groessen-alarm/:token',
    getHref: (token: string) => `/groessen-alarm/${token}`,
  },
  /** The shop search (decision 045): `/suche?q=jacke+98`, with the listing's filters. */
  search: {
    path: SEARCH_PAGE_PATH,
    getHref: (text: string) => `${SEARCH_PAGE_PATH}?${SEARCH_PARAM}=${encodeURIComponent(text)}`,
  },
  /** The wish list in this browser, and a shared copy of one (decision 044). */
  wishList: { path: '/merkliste', getHref: () => '/merkliste' },
  sharedWishList: {
    path: '/merkliste/geteilt',
    getHref: (itemNumbers: readonly number[]) =>
      `/merkliste/geteilt${sharedListSearch(itemNumbers)}`,
  },
  rent: { path: '/mieten', getHref: () => '/mieten' },
  about: { path: '/ueber-uns', getHref: () => '/ueber-uns' },
  webApp: { path: '/webapp', getHref: () => '/webapp' },
  imprint: { path: '/impressum', getHref: () => '/impressum' },
  terms: { path: '/agb', getHref: () => '/agb' },
  privacy: { path: '/dsgvo', getHref: () => '/dsgvo' },
  withdrawal: { path: '/widerruf', getHref: () => '/widerruf' },
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  pickupStation: { path: '/abholstation', getHref: () => '/abholstation' },
  paymentShipping: { path: '/zahlung-versand', getHref: () => '/zahlung-versand' },
  sell: { path: '/verkaufen', getHref: () => '/verkaufen' },
  greenWeek: { path: '/green-week', getHref: () => '/green-week' },
  qrRedirect: { path: '/redirect/qrcode', getHref: () => '/redirect/qrcode' },
  qrRedirectShort: { path: '/r/qr', getHref: () => '/r/qr' },
  goodbye: { path: '/auf-wiedersehen', getHref: () => '/auf-wiedersehen' },
  /** A seller's private page (decision 043): noindex, never linked from the shop. */
  sellerPage: { path: '/verkaeufer/:token', getHref: (token: string) => `/verkaeufer/${token}` },

  // Checkout (built by the checkout issue; listed here so links have one source).
  checkout: { path: '/bestellung', getHref: () => '/bestellung' },
  checkoutUserData: {
    path: '/bestellung/benutzerdaten',
    getHref: () => '/bestellung/benutzerdaten',
  },
  checkoutDelivery: { path: '/bestellung/lieferung', getHref: () => '/bestellung/lieferung' },
  checkoutPayment: {
    path: '/bestellung/bezahlmethode',
    getHref: () => '/bestellung/bezahlmethode',
  },
  checkoutSummary: { path: '/bestellung/uebersicht', getHref: () => '/bestellung/uebersicht' },
  checkoutSuccess: {
    path: '/bestellung/erfolgreich',
    getHref: (orderId: string) => `/bestellung/erfolgreich?bestellung=${orderId}`,
  },
  checkoutOrder: { path: '/bestellung/:id', getHref: (id: string) => `/bestellung/${id}` },
  order: { path: '/order/:id', getHref: (id: string) => `/order/${id}` },

  // Admin (a later issue; the header's admin menu links here).
  adminSignIn: { path: '/admin/signin', getHref: () => '/admin/signin' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  adminTracking: { path: '/admin/tracking', getHref: () => '/admin/tracking' },
  adminNewClothing: { path: '/admin/neuekleidung', getHref: () => '/admin/neuekleidung' },
  adminNewSleepingBag: {
    path: '/admin/neuerschlafsack',
    getHref: () => '/admin/neuerschlafsack',
  },
  adminNewAccessory: { path: '/admin/neuesaccessoires', getHref: () => '/admin/neuesaccessoires' },
  adminProducts: { path: '/admin/products', getHref: () => '/admin/products' },
  adminPrices: { path: '/admin/prices', getHref: () => '/admin/prices' },
  adminOrderHistory: { path: '/admin/orderhistory', getHref: () => '/admin/orderhistory' },
  adminReports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  adminSale: { path: '/admin/sale', getHref: () => '/admin/sale' },
  adminSellerList: { path: '/admin/sellerlist', getHref: () => '/admin/sellerlist' },
  adminSortOutList: { path: '/admin/itemliste', getHref: () => '/admin/itemliste' },
  adminBrandsInfo: { path: '/admin/brandsinfo', getHref: () => '/admin/brandsinfo' },
} as const;

/** The category listing's URL segment for a shop category, or null when it has none. */
export function listingSegmentOf(category: string): ListingSegment | null {
  switch (category) {
    case 'Kleidung':
      return 'kleidung';
    case 'Schlafsack':
      return 'schlafsack';
    case 'Accessoires':
      return 'accessoires';
    case 'Tonies':
      return 'tonies';
    default:
      return null;
  }
}

/** Admin and order paths stay reachable in closing mode; every other path goes to goodbye. */
export function isClosingModeExempt(pathname: string): boolean {
  return isAdminOrOrderPage(pathname) || pathname === paths.goodbye.path;
}
