import { FIRST_LOAD_ANSWERS_ID } from '../../domain/first-load.ts';
import { robotsContent, type PageHead as PageHeadTags } from '../../domain/page-head.ts';
import { SHOP_NAME_META } from '../../domain/page-title.ts';

// The head tags the server writes into index.html, so crawlers and link previews that run no
// JavaScript see the page's title, description, share image, canonical URL and structured data.
// The tags themselves come from domain/page-head.ts, which the web app renders, too.

export type PageHead = PageHeadTags & {
  /** The configured shop name, for the web app (`SHOP_NAME_META`) and link previews. */
  shopName: string;
  /** Structured data (schema.org), written as application/ld+json. */
  jsonLd?: object;
  /**
   * The pictures that will be the page's largest paint, fetched while the app's code still loads
   * (a product's first photo, a listing's first ones; the app finds them only after its code).
   */
  preloadImages?: { href: string; type: string }[];
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', SHOP_NAME_META, head.shopName),
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.noIndex ? meta('name', 'robots', robotsContent(head)) : '',
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:site_name', head.shopName),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ];
  for (const image of head.preloadImages ?? []) {
    // `type` lets browsers without that format skip the download instead of wasting it.
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}" type="${escapeHtml(image.type)}" fetchpriority="high" />`,
    );
  }
  if (head.jsonLd) {
    // "<" is escaped so no text inside the data can close the script element.
    const json = JSON.stringify(head.jsonLd).replaceAll('<', '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with this page's head: the template's own title, description, keywords and canonical
 * are replaced, the rest of the template is kept.
 */
export function injectHead(template: string, head: PageHead): string {
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="(description|keywords|robots|application-name)"[\s\S]*?\/>/g, '')
    .replace(/<link\s+rel="canonical"[\s\S]*?\/>/g, '');
  return cleaned.replace('</head>', `    ${renderHeadTags(head)}\n  </head>`);
}

/**
 * What a page's first load needs, written into its HTML: the page as the server rendered it
 * (decision 020), the answers to its first API requests the app starts from (decision 019) and
 * the script that starts the app (server/pages/app-start.ts).
 */
export function injectPage(
  html: string,
  {
    body,
    answersJson,
    appStartScript,
  }: { body: string | null; answersJson: string | null; appStartScript: string | null },
): string {
  const withBody =
    body === null
      ? html
      : html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const data =
    answersJson === null
      ? ''
      : `  <script type="application/json" id="${FIRST_LOAD_ANSWERS_ID}">${answersJson}</script>\n`;
  const start = appStartScript === null ? '' : `  ${appStartScript}\n`;
  return withBody.replace('</body>', () => `${data}${start}  </body>`);
}
