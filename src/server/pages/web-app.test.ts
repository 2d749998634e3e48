import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWebDist } from '../test/test-web-dist.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { insertBrand, insertProduct } from '../test/fixtures.ts';

let t: TestApp;
let webDist: string;
let dist: Awaited<ReturnType<typeof createTestWebDist>>;
const ENTRY_SCRIPT = `export const shop = ${JSON.stringify('Kinderkiste '.repeat(200))};\n`;
beforeAll(async () => {
  // The web app's rendering of pages (dist/web-ssr beside dist/web), here a stand-in that
  // shows what it was given; its real counterpart is tested in the browser (e2e/server-render.spec.ts).
  dist = await createTestWebDist({
    // As Vite writes it: the entry's module script and module preloads for its imports.
    indexHtml:
      '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Kinderkiste</title>\n    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">\n</head><body><div id="root"></div></body></html>',
    renderer: `export function createPageRenderer({ shopName }) {
      return async ({ url, answersJson }) => {
        if (url.endsWith('/kaputt')) throw new Error('broken page');
        if (url.includes('/admin/')) return null;
        return '<main data-shop="' + shopName + '" data-url="' + url + '">' + (answersJson === null ? 'ohne Antworten' : 'mit Antworten') + ' $& $1</main>';
      };
    }\n`,
  });
  webDist = dist.webDist;
  // What the build writes besides index.html: the service worker, the manifest, a hashed script
  // with its precompressed copies (scripts/precompress-assets.ts).
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await fs.writeFile(
    path.join(webDist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Kinderkiste', start_url: '/', display: 'standalone' }),
  );
  await fs.mkdir(path.join(webDist, 'assets'));
  const entry = path.join(webDist, 'assets', 'index-AbC123.js');
  await fs.writeFile(entry, ENTRY_SCRIPT);
  await fs.writeFile(`${entry}.br`, zlib.brotliCompressSync(ENTRY_SCRIPT));
  await fs.writeFile(`${entry}.gz`, zlib.gzipSync(ENTRY_SCRIPT));
  // The build's manifest: the entry imports React DOM dynamically, as a step of the app's start,
  // and the pages; the product page's chunk imports a chunk of its own and ones the start already
  // loads (server/pages/app-start.ts).
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-AbC123.js',
        imports: ['_react-R1.js'],
        dynamicImports: ['../../node_modules/react-dom/client.js', 'pages/product-page.tsx'],
      },
      '_react-R1.js': { file: 'assets/react-R1.js' },
      '../../node_modules/react-dom/client.js': {
        file: 'assets/client-C1.js',
        imports: ['_react-R1.js', '_scheduler-S1.js'],
      },
      '_scheduler-S1.js': { file: 'assets/scheduler-S1.js' },
      '_picture-P1.js': { file: 'assets/picture-P1.js', imports: ['_react-R1.js'] },
      'pages/product-page.tsx': {
        file: 'assets/product-page-X1.js',
        imports: ['index.html', '_picture-P1.js', '_react-R1.js', '_scheduler-S1.js'],
      },
    }),
  );
  t = await createTestApp({ webDist, env: { SITE_URL: 'https://www.kinderkiste.example' } });
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const page = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};

describe('pages as crawlers see them (no JavaScript)', () => {
  it('a product page carries its title, canonical URL, share image and Product data', async () => {
    const brand = await insertBrand(t.db, { name: 'Topomini' });
    const product = await insertProduct(t.db, {
      brandId: brand.id,
      name: 'Latzhose',
      size: 86,
      priceCents: 1000,
      sale: true,
      discount: 30,
    });
    const html = await page(`/shop/kleidung/product/${product.itemNumber}`);
    expect(html).toContain('<title>Latzhose · Topomini · Gr. 86 | Kinderkiste</title>');
    expect(html).toContain(
      '<meta name="keywords" content="Kleidung, Latzhose, Topomini, Gr. 86, Kinderkleidung, Second-Hand, gebraucht" />',
    );
    expect(html).toContain(
      `<meta name="description" content="Kleidung: Latzhose · Topomini · Gr. 86, Zustand Sehr gut, 7,00\u00a0€ – gebrauchtes Einzelstück bei Kinderkiste, Artikelnummer ${product.itemNumber}." />`,
    );
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(
      `<link rel="canonical" href="https://www.kinderkiste.example/product/${product.itemNumber}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.kinderkiste.example/images/testimage.png" />',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/testimage.avif" type="image/avif" fetchpriority="high" />',
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      sku: String(product.itemNumber),
      brand: { name: 'Topomini' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        price: '7.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('a category listing and an unknown path', async () => {
    expect(await page('/shop/kleidung?sale')).toContain('<title>Sale | Kinderkiste</title>');
    expect(await page('/shop/kleidung')).toContain('<title>Kleidung | Kinderkiste</title>');
    const home = await page('/');
    expect(home).toContain('<title>Second-Hand für Kinder | Kinderkiste</title>');
    expect(home).toContain('<meta name="keywords" content="Second-Hand, Kinderkleidung');
    const gone = await page('/product/999999');
    expect(gone).toContain('<title>Artikel nicht gefunden | Kinderkiste</title>');
    expect(gone).toContain('<meta name="robots" content="noindex" />');
    const unknown = await page('/gibt-es-nicht');
    expect(unknown).toContain('<link rel="canonical" href="https://www.kinderkiste.example/" />');
    expect(unknown).toContain('<div id="root"><main');
  });

  it('/shop sends the browser on to the clothing listing, with its query', async () => {
    const plain = await t.app.inject({ url: '/shop' });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/shop/kleidung');
    const filtered = await t.app.inject({ url: '/shop?groesse=86&sale' });
    expect(filtered.statusCode).toBe(301);
    expect(filtered.headers.location).toBe('/shop/kleidung?groesse=86&sale');
    const slash = await t.app.inject({ url: '/shop/?sale' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/shop/kleidung?sale');
  });

  it("the checkout's index sends the browser home; its steps stay pages", async () => {
    const index = await t.app.inject({ url: '/bestellung' });
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/');
    expect((await t.app.inject({ url: '/bestellung/' })).headers.location).toBe('/');
    expect((await t.app.inject({ url: '/bestellung/benutzerdaten' })).statusCode).toBe(200);
  });

  it('robots.txt keeps admin and checkout out and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain('Disallow: /bestellung/');
    // The cart is no secret: it lives in the visitor's browser, a crawler sees an empty one.
    expect(response.body).not.toContain('/warenkorb');
    expect(response.body).toContain('Sitemap: https://www.kinderkiste.example/sitemap.xml');
  });

  it('sitemap.xml lists the pages and the items for sale, not sold ones', async () => {
    const live = await insertProduct(t.db);
    const sold = await insertProduct(t.db, { status: 'sold' });
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://www.kinderkiste.example/shop/kleidung</loc>');
    expect(response.body).toContain(`/product/${live.itemNumber}</loc>`);
    expect(response.body).not.toContain(`/product/${sold.itemNumber}</loc>`);
  });

  it('API paths never get the page', async () => {
    const response = await t.app.inject({ url: '/api/unbekannt' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Nicht gefunden.');
  });
});

describe("a page's first load (decision 019)", () => {
  const answersOf = (html: string): Record<string, unknown> =>
    JSON.parse(
      /<script type="application\/json" id="first-load-answers">(.*?)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;

  it('a product page carries the answers its app would ask for, exactly as the API gives them', async () => {
    const product = await insertProduct(t.db, { name: 'Strampler', size: 62, priceCents: 800 });
    const html = await page(`/product/${product.itemNumber}`);
    const answers = answersOf(html);
    expect(Object.keys(answers)).toEqual(['/api/site', `/api/products/${product.itemNumber}`]);
    for (const [path, answer] of Object.entries(answers)) {
      expect(answer).toEqual((await t.app.inject({ url: path })).json());
    }
  });

  it('a listing carries its filter values and first page; a gone product is left to the app', async () => {
    const html = await page('/shop/kleidung/product/999999?saison=Winter');
    expect(Object.keys(answersOf(html))).toEqual([
      '/api/site',
      '/api/products/filters?category=Kleidung',
      '/api/products?category=Kleidung&seasons=Winter&sort=newest&page=1&pageSize=24',
    ]);
  });

  it('no text in the data can end the element that carries it', async () => {
    await insertProduct(t.db, { name: '</script><script>alert(1)</script>' });
    const html = await page('/shop/kleidung');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(answersOf(html))).toContain('</script><script>alert(1)</script>');
  });

  it('pages are sent compressed when the browser accepts it', async () => {
    const response = await t.app.inject({
      url: '/shop/kleidung',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('id="first-load-answers"');
  });

  it("admin pages carry no answers; the app's start steps are preloaded with the product page's own code, nothing twice", async () => {
    expect(await page('/admin/produkte')).not.toContain('first-load-answers');
    const html = await page('/product/1');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/app-start.js" data-entry="/assets/index-AbC123.js" data-modules="/assets/react-R1.js /assets/client-C1.js /assets/scheduler-S1.js /assets/product-page-X1.js /assets/picture-P1.js"></script>',
    );
    expect(await page('/ueber-uns')).toContain(
      '<script defer src="/app-start.js" data-entry="/assets/index-AbC123.js" data-modules="/assets/react-R1.js /assets/client-C1.js /assets/scheduler-S1.js"></script>',
    );
  });
});

describe("the server's rendering of pages (decision 020)", () => {
  it('puts the rendered page into #root, rendered from the answers the page carries', async () => {
    const html = await page('/ueber-uns?x=1');
    expect(html).toContain(
      '<div id="root"><main data-shop="Kinderkiste" data-url="https://www.kinderkiste.example/ueber-uns?x=1">mit Antworten $& $1</main></div>',
    );
  });

  it('leaves #root empty where the app renders in the browser only, or rendering fails', async () => {
    expect(await page('/admin/produkte')).toContain('<div id="root"></div>');
    const broken = await page('/kaputt');
    expect(broken).toContain('<div id="root"></div>');
    expect(broken).toContain('data-entry="/assets/index-AbC123.js"');
  });
});

describe('the files of the built web app', () => {
  it('the service worker and the manifest are always revalidated, so updates arrive at once', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/', display: 'standalone' });
  });

  it('hashed assets are cached for a year and sent precompressed when the browser accepts it', async () => {
    const brotli = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(ENTRY_SCRIPT);

    const gzip = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY_SCRIPT);

    const plain = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_SCRIPT);
  });

  it('the compressed copies are no files of their own', async () => {
    const response = await t.app.inject({ url: '/assets/index-AbC123.js.br' });
    expect(response.headers['content-type']).not.toContain('javascript');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('compression of API answers', () => {
  it('a large API answer is compressed with brotli', async () => {
    for (let i = 0; i < 30; i++) await insertProduct(t.db);
    const response = await t.app.inject({
      url: '/api/products/newbees',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const products = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString());
    expect(products.length).toBeGreaterThan(0);
  });
});
