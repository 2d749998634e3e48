import { MAX_SIZE, MIN_SIZE } from './catalog.ts';

// What a page's head says when the page has nothing of its own: written by the server into the
// HTML (for crawlers and link previews) and by the web app, so both say the same.

export const DEFAULT_DESCRIPTION = `Second-Hand-Kinderkleidung, Schlafsäcke und Accessoires: geprüfte Einzelstücke in den Größen ${MIN_SIZE} bis ${MAX_SIZE}, jeden Freitag neue Artikel.`;

export const DEFAULT_KEYWORDS =
  'Second-Hand, Kinderkleidung, gebrauchte Kinderkleidung, Babykleidung, Schlafsack, Kinder-Accessoires, nachhaltig';

/** The default share image for Open Graph and Twitter cards (in src/web/public). */
export const SHARE_IMAGE_PATH = '/share-image.png';

/**
 * The shop's name (config `SHOP_NAME`) reaches the web app in this meta tag of every page, so
 * titles, header and footer show the configured name.
 */
export const SHOP_NAME_META = 'application-name';
