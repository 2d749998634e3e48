import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';

/**
 * Facts about the shop shown across the web app. The shop's name lives here once; index.html
 * repeats it only as the title shown before the app has started.
 */
export const SHOP_NAME = 'Kinderkiste';

export const SHOP_TAGLINE = 'Second-Hand für kleine Entdecker';

/** Footer notice: final prices, no VAT under the small-business rule (LEGAL.md, § 19 UStG). */
export const PRICE_NOTICE =
  'Alle Preise sind Endpreise. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

export const DEFAULT_DESCRIPTION = `Second-Hand-Kinderkleidung, Schlafsäcke und Accessoires: geprüfte Einzelstücke in den Größen ${MIN_SIZE} bis ${MAX_SIZE}, jeden Freitag neue Artikel.`;

export const DEFAULT_KEYWORDS =
  'Second-Hand, Kinderkleidung, gebrauchte Kinderkleidung, Babykleidung, Schlafsack, Kinder-Accessoires, nachhaltig';

/** The default share image for Open Graph and Twitter cards (in src/web/public). */
export const SHARE_IMAGE_PATH = '/share-image.png';

/**
 * Closing mode (SPEC.md §1): a build flag. `VITE_CLOSING_MODE=true npx vite build` builds a site
 * whose public pages all lead to the goodbye page.
 */
export const CLOSING_MODE = import.meta.env.VITE_CLOSING_MODE === 'true';

/** The document title of a page: 'Page | Shop' (SPEC.md §2, page head); the shop name alone without one. */
export function pageTitle(title?: string): string {
  return title === undefined || title === '' ? SHOP_NAME : `${title} | ${SHOP_NAME}`;
}

/** An absolute URL from the configured site address and a path: no double or missing slash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
