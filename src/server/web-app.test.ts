import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { insertBrand, insertProduct } from './test/fixtures.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Kinderkiste</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, env: { SITE_URL: 'https://www.kinderkiste.example' } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
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
      `<link rel="canonical" href="https://www.kinderkiste.example/product/${product.itemNumber}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.kinderkiste.example/images/testimage.png" />',
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
    expect(await page('/shop/kleidung?sale')).toContain('<title>Kleidung | Kinderkiste</title>');
    const unknown = await page('/gibt-es-nicht');
    expect(unknown).toContain('<link rel="canonical" href="https://www.kinderkiste.example/" />');
    expect(unknown).toContain('<div id="root"></div>');
  });

  it('robots.txt keeps admin and checkout out and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain('Disallow: /bestellung/');
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
