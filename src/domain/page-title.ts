// What the web app needs of a page's head on every page: the meta tag with the shop's name and
// the title's form. The heads themselves (page-head.ts) come to the browser only when the app
// takes the head over from the server (web/lib/head-takeover.ts, decision 070).

/**
 * The shop's name (config `SHOP_NAME`) reaches the web app in this meta tag of every page, so
 * titles, header and footer show the configured name.
 */
export const SHOP_NAME_META = 'application-name';

/** The document title: 'Page | Shop' (docs/product.md §2.6). */
export function pageTitle(title: string, shopName: string): string {
  return `${title} | ${shopName}`;
}
