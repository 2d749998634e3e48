// Facts about the shop shown across the web app.
import { SHOP_NAME_META, pageTitle as pageTitleOf } from '../../domain/page-title.ts';

/**
 * The shop's name as configured on the server (`SHOP_NAME`), which writes it into every page;
 * the build's own name where no server wrote it (the development server, unit tests). The
 * server's page rendering has no page to read it from and sets it once (server-render.tsx).
 */
export let SHOP_NAME = readShopName(
  typeof document === 'undefined' ? undefined : document,
  'Kinderkiste',
);

export function setShopNameForServerRender(name: string): void {
  SHOP_NAME = name;
}

export function readShopName(
  page: Pick<Document, 'querySelector'> | undefined,
  fallback: string,
): string {
  const configured = page
    ?.querySelector(`meta[name="${SHOP_NAME_META}"]`)
    ?.getAttribute('content')
    ?.trim();
  return configured === undefined || configured === '' ? fallback : configured;
}

export const SHOP_TAGLINE = 'Second-Hand für kleine Entdecker';

/** Footer notice: final prices, no VAT as a small business (docs/product.md §1.1, § 19 UStG). */
export const PRICE_NOTICE =
  'Alle Preise sind Endpreise. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/**
 * Closing mode (docs/product.md §1.3): a build flag. `VITE_CLOSING_MODE=true npx vite build` builds
 * a site whose public pages all lead to the goodbye page.
 */
export const CLOSING_MODE = import.meta.env.VITE_CLOSING_MODE === 'true';

/** The document title: 'Page | Shop' (docs/product.md §2.6); the shop name alone without one. */
export function pageTitle(title?: string): string {
  return title === undefined || title === '' ? SHOP_NAME : pageTitleOf(title, SHOP_NAME);
}
