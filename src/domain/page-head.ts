import { MAX_SIZE, MIN_SIZE, type Category, type Condition } from './catalog.ts';
import { RETURN_RIGHT_DAYS } from './constants.ts';
import { DELIVERY_PRICES_CENTS } from './delivery.ts';
import { formatEuro } from './money.ts';
import { pageTitle } from './page-title.ts';
import { listingPageOf, pathBefore, paths, productPageOf } from './route-paths.ts';

// A page's head (docs/product.md §2.6: title 'page | brand', description, keywords, share image,
// canonical URL from the site host and the page's path), made here once: the server writes it into
// the HTML for crawlers and link previews (server/pages/web-app.ts), the web app renders the same
// (web/components/page-head.tsx) when it takes over in the browser.

export const DEFAULT_DESCRIPTION = `Second-Hand-Kinderkleidung, Schlafsäcke und Accessoires: geprüfte Einzelstücke in den Größen ${MIN_SIZE} bis ${MAX_SIZE}, jeden Freitag neue Artikel.`;

const DEFAULT_KEYWORDS =
  'Second-Hand, Kinderkleidung, gebrauchte Kinderkleidung, Babykleidung, Schlafsack, Kinder-Accessoires, nachhaltig';

/** The default share image for Open Graph and Twitter cards (in src/web/public). */
const SHARE_IMAGE_PATH = '/share-image.png';

/** The home page's own title: 'Second-Hand für Kinder | Kinderkiste'. */
const HOME_TITLE = 'Second-Hand für Kinder';

/** What a page says about itself; `headOf` makes the tags from it. */
export type PageHeadContent = {
  /** The page's own title, without the shop's name: 'Kleidung'. */
  title: string;
  description: string;
  keywords: string;
  /** The path the canonical URL names: '/shop/kleidung'. */
  path: string;
  /** A picture (path or URL) for link previews; null: the shop's share image. */
  image: string | null;
  type: 'website' | 'product';
  /** Search engines should not index the page (a gone product, the QR redirect). */
  noIndex: boolean;
  /** Nor follow its links (a seller's private page: its links say nothing to a crawler). */
  noFollow?: boolean;
};

/** The head's tags as both sides write them: absolute URLs, the title with the shop's name. */
export type PageHead = {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  imageUrl: string;
  type: 'website' | 'product';
  noIndex: boolean;
  noFollow?: boolean;
};

/** The robots meta content of a head that is not to be indexed. */
export function robotsContent(head: { noFollow?: boolean }): string {
  return head.noFollow === true ? 'noindex, nofollow' : 'noindex';
}

/** An absolute URL from the configured site address and a path: no double or missing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function headOf(
  content: PageHeadContent,
  site: { siteUrl: string; shopName: string },
): PageHead {
  return {
    title: pageTitle(content.title, site.shopName),
    description: content.description,
    keywords: content.keywords,
    canonicalUrl: absoluteUrl(site.siteUrl, content.path),
    imageUrl: absoluteUrl(site.siteUrl, content.image ?? SHARE_IMAGE_PATH),
    type: content.type,
    noIndex: content.noIndex,
    ...(content.noFollow === true ? { noFollow: true } : {}),
  };
}

type PublicPage = {
  title: string;
  description?: (shopName: string) => string;
  /** Listed in sitemap.xml (default true). */
  inSitemap?: boolean;
  noIndex?: boolean;
};

const SHIPPING_DHL = formatEuro(DELIVERY_PRICES_CENTS.liefernDHL);

/** The public pages with a head of their own, by path; every other public path shows home. */
const PUBLIC_PAGES: Readonly<Record<string, PublicPage>> = {
  [paths.clothing.path]: {
    title: 'Kleidung',
    description: () =>
      `Second-Hand-Kinderkleidung in den Größen ${MIN_SIZE} bis ${MAX_SIZE}: Bodys, Hosen, Pullover, Jacken – geprüft und günstig.`,
  },
  [paths.sleepingBags.path]: {
    title: 'Schlafsäcke',
    description: () =>
      'Gebrauchte Baby- und Kinderschlafsäcke für jede Jahreszeit, geprüft und günstig.',
  },
  [paths.accessories.path]: {
    title: 'Accessoires',
    description: () => 'Mützen, Handschuhe, Schals und mehr für Kinder – Second-Hand-Einzelstücke.',
  },
  [paths.tonies.path]: {
    title: 'Tonies',
    description: () => 'Gebrauchte Tonies-Figuren, geprüft und bereit für die nächste Geschichte.',
  },
  [paths.rent.path]: { title: 'Mieten' },
  [paths.cart.path]: { title: 'Warenkorb', inSitemap: false },
  // Lists of one browser: a crawler only ever sees an empty one. The shared copy names items a
  // visitor picked, nothing to be found by (decision 044).
  [paths.wishList.path]: { title: 'Merkliste', inSitemap: false },
  [paths.sharedWishList.path]: { title: 'Geteilte Merkliste', inSitemap: false, noIndex: true },
  [paths.sizeAlert.path]: {
    title: 'Größen-Alarm',
    description: (shop) =>
      `Neue Einzelstücke in deiner Größe jeden Freitag per E-Mail – kostenlos und jederzeit abbestellbar bei ${shop}.`,
  },
  // Results change by the hour and repeat the listings: nothing for a search engine to keep.
  [paths.search.path]: {
    title: 'Suche',
    description: () => 'Durchsuche alle Einzelstücke nach Art, Marke, Farbe und Größe.',
    inSitemap: false,
    noIndex: true,
  },
  [paths.about.path]: {
    title: 'Über uns',
    description: (shop) =>
      `Wer hinter ${shop} steckt und warum wir Kindersachen ein zweites Leben schenken.`,
  },
  [paths.webApp.path]: {
    title: 'Web-App',
    description: (shop) => `So legst du ${shop} als Web-App auf deinen Startbildschirm.`,
  },
  [paths.imprint.path]: {
    title: 'Impressum',
    description: (shop) => `Impressum und Kontakt des Second-Hand-Shops ${shop}.`,
  },
  [paths.terms.path]: {
    title: 'AGB',
    description: (shop) => `Allgemeine Geschäftsbedingungen des Second-Hand-Shops ${shop}.`,
  },
  [paths.privacy.path]: {
    title: 'Datenschutz',
    description: (shop) =>
      `Wie ${shop} mit deinen Daten umgeht: Zweck, Rechtsgrundlage, Dienstleister und deine Rechte.`,
  },
  [paths.withdrawal.path]: {
    title: 'Widerrufsbelehrung',
    description: () =>
      `Dein ${RETURN_RIGHT_DAYS}-tägiges Widerrufsrecht, der Online-Widerruf und das Muster-Widerrufsformular.`,
  },
  [paths.faqs.path]: {
    title: 'FAQs',
    description: (shop) =>
      `Antworten zu Versand, Größen, Zustand, Bezahlung und Rückgabe bei ${shop}.`,
  },
  [paths.pickupStation.path]: {
    title: 'Abholstation',
    description: (shop) =>
      `Kostenlose Abholung deiner Bestellung an der ${shop}-Abholstation: Adresse und Öffnungszeiten.`,
  },
  [paths.paymentShipping.path]: {
    title: 'Zahlung & Versand',
    description: () =>
      `Versand innerhalb Deutschlands ${SHIPPING_DHL}, kostenlose Abholung an der Abholstation, viele Zahlungsarten.`,
  },
  [paths.sell.path]: {
    title: 'Kleidung verkaufen',
    description: (shop) =>
      `Verkaufe gut erhaltene Kinderkleidung über ${shop}: abgeben, wir erledigen den Rest.`,
  },
  [paths.consignmentTerms.path]: {
    title: 'Kommissionsbedingungen',
    description: (shop) =>
      `Zu welchen Bedingungen ${shop} deine Kindersachen für dich verkauft: Anteil, Zeit im Shop, Auszahlung.`,
  },
  [paths.greenWeek.path]: {
    title: 'Green Week',
    description: (shop) =>
      `Green Week bei ${shop}: vom 23. bis 29. November pflanzen wir für jede Bestellung einen Baum.`,
  },
  [paths.goodbye.path]: { title: 'Auf Wiedersehen', inSitemap: false },
  [paths.qrRedirect.path]: { title: 'Weiterleitung', inSitemap: false, noIndex: true },
  [paths.qrRedirectShort.path]: { title: 'Weiterleitung', inSitemap: false, noIndex: true },
};

/** A seller's private page lives at this prefix plus her token (decision 043). */
const SELLER_PAGE_PREFIX = `${pathBefore(paths.sellerPage.path)}/`;

/** A parent's own size alert, by its private link (decision 046). */
const SIZE_ALERT_PREFIX = `${pathBefore(paths.sizeAlertManage.path)}/`;

/** The link in a seller sign-up's confirmation mail (decision 075). */
const SELL_CONFIRM_PREFIX = `${pathBefore(paths.sellSignupConfirm.path)}/`;

/**
 * A seller's private page: never indexed, its links never followed, never in the sitemap. The
 * canonical path leaves the token out, so no tag of the page repeats it.
 */
function sellerPageHead(): PageHeadContent {
  return {
    title: 'Deine Verkäuferseite',
    description: 'Deine Artikel, Verkäufe und Auszahlungen auf einen Blick.',
    keywords: DEFAULT_KEYWORDS,
    path: pathBefore(paths.sellerPage.path),
    image: null,
    type: 'website',
    noIndex: true,
    noFollow: true,
  };
}

/** The paths sitemap.xml lists: home and the public pages meant to be found. */
export function sitemapPaths(): string[] {
  return [
    paths.home.path,
    ...Object.entries(PUBLIC_PAGES)
      .filter(([, page]) => page.inSitemap !== false && page.noIndex !== true)
      .map(([path]) => path),
  ];
}

const SALE_PAGE = {
  title: 'Sale',
  description: 'Reduzierte Second-Hand-Einzelstücke für Kinder: geprüft und zum Sale-Preis.',
};

/**
 * The head of a public page from its path and query: the sale listing (`/shop/kleidung?sale`),
 * a page of PUBLIC_PAGES, or home, which every unknown path shows (canonical '/').
 */
export function publicPageHead(
  pathname: string,
  search: string,
  shopName: string,
): PageHeadContent {
  const home = paths.home.path;
  const path = pathname === home ? home : pathname.replace(/\/+$/, '');
  const base = { keywords: DEFAULT_KEYWORDS, image: null, type: 'website' as const };
  if (path.startsWith(SELLER_PAGE_PREFIX)) return sellerPageHead();
  if (path.startsWith(SELL_CONFIRM_PREFIX)) {
    return {
      ...base,
      title: 'Anmeldung bestätigen',
      description: DEFAULT_DESCRIPTION,
      path: paths.sell.path,
      noIndex: true,
      noFollow: true,
    };
  }
  // A parent's own alert by its private link (decision 046): never indexed, token kept out.
  if (path.startsWith(SIZE_ALERT_PREFIX)) {
    return {
      ...base,
      title: 'Dein Größen-Alarm',
      description: DEFAULT_DESCRIPTION,
      path: paths.sizeAlert.path,
      noIndex: true,
      noFollow: true,
    };
  }
  if (path === paths.sale.path && new URLSearchParams(search).has('sale')) {
    return { ...base, ...SALE_PAGE, path: paths.sale.getHref(), noIndex: false };
  }
  const page = PUBLIC_PAGES[path];
  const searched =
    path === paths.search.path ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
  if (page !== undefined && searched !== '') {
    return {
      ...base,
      title: `Suche: ${searched.slice(0, 60)}`,
      description: page.description?.(shopName) ?? DEFAULT_DESCRIPTION,
      path,
      noIndex: true,
    };
  }
  if (page === undefined) {
    return {
      ...base,
      title: HOME_TITLE,
      description: DEFAULT_DESCRIPTION,
      path: home,
      noIndex: false,
    };
  }
  return {
    ...base,
    title: page.title,
    description: page.description?.(shopName) ?? DEFAULT_DESCRIPTION,
    path,
    noIndex: page.noIndex ?? false,
  };
}

/** What a product page's head is made of, as the server's row and the API's product both have it. */
export type ProductHeadFacts = {
  itemNumber: number;
  category: Category;
  name: string;
  brand: string | null;
  /** 'Gr. 86', 'Hutgr. 44-46' or '' (product-display.ts sizeLabel). */
  size: string;
  condition: Condition;
  /** The price it sells for now, sale included. */
  priceCents: number;
  /** Its first picture (the PNG, path or URL), if any. */
  image: string | null;
};

const CATEGORY_KEYWORDS: Record<Category, string> = {
  Kleidung: 'Kinderkleidung',
  Schlafsack: 'Kinderschlafsack',
  Tonies: 'Tonies-Figur',
  Accessoires: 'Kinder-Accessoires',
};

/** The words a product is found by: its category, name, brand, size, and what it is. */
function productKeywords(product: ProductHeadFacts): string {
  const words = [
    product.category,
    product.name.trim(),
    product.brand?.trim() ?? '',
    product.size,
    CATEGORY_KEYWORDS[product.category],
    'Second-Hand',
    'gebraucht',
  ].filter((word) => word !== '');
  return [...new Set(words)].join(', ');
}

/** A product's head: 'Latzhose · Topomini · Gr. 86 | Shop', canonical `/product/{itemNumber}`. */
export function productPageHead(product: ProductHeadFacts, shopName: string): PageHeadContent {
  const details = [product.name.trim(), product.brand?.trim() ?? '', product.size].filter(
    (part) => part !== '',
  );
  const what = details.join(' · ');
  return {
    title: what === '' ? product.category : what,
    description: `${product.category}${what === '' ? '' : `: ${what}`}, Zustand ${product.condition}, ${formatEuro(product.priceCents)} – gebrauchtes Einzelstück bei ${shopName}, Artikelnummer ${product.itemNumber}.`,
    keywords: productKeywords(product),
    path: paths.product.getHref(product.itemNumber),
    image: product.image,
    type: 'product',
    noIndex: false,
  };
}

/** The head of a product page whose item does not exist (any more). */
export function missingProductHead(pathname: string): PageHeadContent {
  return {
    title: 'Artikel nicht gefunden',
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    path: pathname,
    image: null,
    type: 'website',
    noIndex: true,
  };
}

/**
 * The item number a product page's path names: `/product/{n}` and, over a listing,
 * `/shop/{segment}/product/{n}`; null for every other path.
 */
export function productPathItemNumber(pathname: string): number | null {
  return productPageOf(pathname) ?? listingPageOf(pathname)?.itemNumber ?? null;
}
