import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { describeProductPage, listLiveItemNumbers } from '../features/products/products-seo.ts';
import {
  headOf,
  missingProductHead,
  productPathItemNumber,
  publicPageHead,
  sitemapPaths,
} from '../../domain/page-head.ts';
import { escapeHtml, injectHead, injectPage, type PageHead } from '../lib/html-head.ts';
import { cartCookieValue, parseCartCookie } from '../../domain/cart-cookie.ts';
import { CART_PAGE } from '../../domain/first-load.ts';
import { paths } from '../../domain/route-paths.ts';
import { askFirstLoadApi, firstLoadAnswersJson } from './first-load-answers.ts';
import { loadAppStart } from './app-start.ts';
import { createKeptAnswers, sendKeptAnswer } from '../lib/kept-answers.ts';
import { loadPageRenderer } from './page-renderer.ts';

// Serves the built web app. Every page request gets index.html with that page's head (title,
// description, canonical URL, Open Graph, JSON-LD for products), the page rendered by the app's
// own components from the answers to its first API requests, those answers, and the script
// that starts the app (decisions 019 and 020).

/**
 * The head of the page at this path and query (domain/page-head.ts, the same the web app
 * renders): a product, a gone product, a public page, or home for every other path.
 */
async function describePage(
  app: FastifyInstance,
  pathname: string,
  search = '',
): Promise<PageHead> {
  const site = { siteUrl: app.config.SITE_URL, shopName: app.config.shop.name };
  const itemNumber = productPathItemNumber(pathname);
  if (itemNumber !== null) {
    const head = await describeProductPage(app.db, itemNumber, {
      ...site,
      cdnHost: app.config.CDN_HOST,
    });
    return head ?? { ...headOf(missingProductHead(pathname), site), shopName: site.shopName };
  }
  return {
    ...headOf(publicPageHead(pathname, search, site.shopName), site),
    shopName: site.shopName,
  };
}

/**
 * Pages of one visitor's checkout, order or admin work: their HTML is the same shell for all, but
 * no shared cache keeps them (decision 066), as robots.txt keeps search engines away from them.
 */
const PERSONAL_PAGES = /^\/(admin|bestellung|order)(\/|$)/;

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const builtTemplate = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const appStart = builtTemplate === null ? null : loadAppStart(webDist, builtTemplate);
  const template = appStart?.template ?? builtTemplate;
  const renderPage = await loadPageRenderer(webDist, app.config.shop.name, app.log);
  const siteUrl = app.config.SITE_URL.replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin/',
          'Disallow: /bestellung/',
          'Disallow: /order/',
          'Disallow: /api/',
          `Sitemap: ${siteUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const items = await listLiveItemNumbers(app.db);
    const urls = [
      ...sitemapPaths().map((page) => `<url><loc>${escapeHtml(`${siteUrl}${page}`)}</loc></url>`),
      ...items.map(
        (item) =>
          `<url><loc>${escapeHtml(`${siteUrl}/product/${item.itemNumber}`)}</loc><lastmod>${item.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file (scripts/precompress-assets.ts):
      // they are sent in place of the file when the browser accepts them, never asked for directly.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // The cache-control below is the only one (the plugin adds `vary: accept-encoding` itself).
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite names built assets by content hash; everything else must be revalidated, above
        // all the service worker (sw.js, workbox-*.js) and the manifest, or an update would wait
        // for a cache to expire.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'Not Found', message: 'Nicht gefunden.' });

  // Two paths are no pages but ways on (docs/product.md §2.5): /shop to the clothing listing, with
  // its query (a bookmarked filter), and the checkout's index to home, each with or without a
  // trailing slash. The browser is sent on before anything is drawn, permanently for crawlers.
  const redirectPermanently = (from: string, to: (search: string) => string) => {
    for (const url of [from, `${from}/`]) {
      app.get(url, { schema: { hide: true } }, async (request, reply) =>
        reply.redirect(to(new URL(request.url, siteUrl).search), 301),
      );
    }
  };
  redirectPermanently(paths.shop.path, (search) => `${paths.clothing.getHref()}${search}`);
  redirectPermanently(paths.checkout.path, () => paths.home.getHref());

  // Every other GET is a page of the app, a route of its own (not the not-found handler). Every
  // visitor is sent the same page for a path and query (the cart page: for a cart), so each
  // process keeps what it rendered, compressed, until something the page shows changes
  // (decision 048).
  const keptPages = createKeptAnswers();
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const isPageRequest = !request.url.startsWith('/api/') && !request.url.startsWith('/images/');
    if (!isPageRequest || !template) return notFound(reply);
    const url = new URL(request.url, siteUrl);
    // The cart page draws the visitor's cart, named by the cart cookie: one page per cart.
    const isCartPage = CART_PAGE.test(url.pathname);
    const cartItemNumbers = isCartPage ? parseCartCookie(request.headers.cookie) : [];
    const key = `${url.pathname}${url.search}#${cartCookieValue(cartItemNumbers)}`;
    const now = app.clock.now();
    const state = await app.shopState();
    const page = await keptPages.get(key, state, now, async () => {
      const [head, { answers, failed, tags, expiresAt }] = await Promise.all([
        describePage(app, url.pathname, url.search),
        askFirstLoadApi(app, url.pathname, url.search, cartItemNumbers),
      ]);
      const answersJson = firstLoadAnswersJson(answers);
      const body =
        renderPage === null
          ? null
          : await renderPage({ url: url.href, answersJson, cartItemNumbers });
      const html = injectPage(injectHead(template, head), {
        body,
        answersJson,
        appStartScript: appStart?.scriptFor(url.pathname) ?? null,
      });
      // A page drawn without an answer the server failed to give is sent, not kept.
      const keep = !failed;
      return {
        statusCode: 200,
        body: html,
        contentType: 'text/html; charset=utf-8',
        holders: new Set(),
        keep,
        // What its first-load answers show; the head reads the same item as the product answer.
        tags,
        ...(expiresAt === undefined ? {} : { expiresAt }),
      };
    });
    return sendKeptAnswer(request, reply, page, {
      varyByCookie: isCartPage,
      personal: PERSONAL_PAGES.test(url.pathname),
      now,
    });
  });

  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
}
