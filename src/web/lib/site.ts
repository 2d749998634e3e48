/**
 * Facts about the shop shown across the web app. The shop's name lives here once; index.html
 * repeats it only as the title shown before the app has started.
 */
export const SHOP_NAME = 'Kinderkiste';

export const SHOP_TAGLINE = 'Second-Hand für kleine Entdecker';

/** Footer notice: final prices, no VAT under the small-business rule (LEGAL.md, § 19 UStG). */
export const PRICE_NOTICE =
  'Alle Preise sind Endpreise. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/** The document title of a page: 'Page | Shop' (SPEC.md §2, page head); the shop name alone without one. */
export function pageTitle(title?: string): string {
  return title === undefined || title === '' ? SHOP_NAME : `${title} | ${SHOP_NAME}`;
}
