/**
 * Every admin path, listed once (SPEC.md §2). The route table takes `path`, links take
 * `getHref()`. lib/paths.ts keeps the few admin entries the header's dropdown links to; they
 * name the same URLs.
 */
export const adminPaths = {
  signIn: { path: '/admin/signin', getHref: (next?: string) => withNext('/admin/signin', next) },
  signUp: { path: '/admin/signup', getHref: () => '/admin/signup' },
  dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  tracking: { path: '/admin/tracking', getHref: () => '/admin/tracking' },
  prices: { path: '/admin/prices', getHref: () => '/admin/prices' },
  newClothing: { path: '/admin/neuekleidung', getHref: () => '/admin/neuekleidung' },
  newSleepingBag: { path: '/admin/neuerschlafsack', getHref: () => '/admin/neuerschlafsack' },
  newTonie: { path: '/admin/neuertonie', getHref: () => '/admin/neuertonie' },
  newAccessory: { path: '/admin/neuesaccessoires', getHref: () => '/admin/neuesaccessoires' },
  products: { path: '/admin/products', getHref: () => '/admin/products' },
  product: { path: '/admin/product/:id', getHref: (id: string) => `/admin/product/${id}` },
  orderHistory: { path: '/admin/orderhistory', getHref: () => '/admin/orderhistory' },
  order: { path: '/admin/orderhistory/:id', getHref: (id: string) => `/admin/orderhistory/${id}` },
  /** Gift cards and coupons: not in the header's dropdown (SPEC.md §2), linked from the dashboard. */
  vouchers: { path: '/admin/gutscheine', getHref: () => '/admin/gutscheine' },
  reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  sale: { path: '/admin/sale', getHref: () => '/admin/sale' },
  sellerList: { path: '/admin/sellerlist', getHref: () => '/admin/sellerlist' },
  seller: {
    path: '/admin/sellerlist/:sellerNumber',
    getHref: (sellerNumber: number) => `/admin/sellerlist/${sellerNumber}`,
  },
  brandsInfo: { path: '/admin/brandsinfo', getHref: () => '/admin/brandsinfo' },
  packList: { path: '/admin/packliste', getHref: () => '/admin/packliste' },
  sortOutList: { path: '/admin/itemliste', getHref: () => '/admin/itemliste' },
  auditLog: { path: '/admin/protokoll', getHref: () => '/admin/protokoll' },
  /** The shop's product page, to check an item as customers see it. */
  shopProduct: { path: '/product/:itemNumber', getHref: (n: number) => `/product/${n}` },
} as const;

function withNext(path: string, next: string | undefined): string {
  return next === undefined || next === '' ? path : `${path}?next=${encodeURIComponent(next)}`;
}

/** Only admin paths are accepted as a place to return to after signing in. */
export function safeNext(next: string | null): string {
  if (next !== null && /^\/admin\/[a-z0-9/-]*$/i.test(next) && !next.startsWith('/admin/sign')) {
    return next;
  }
  return adminPaths.dashboard.getHref();
}
