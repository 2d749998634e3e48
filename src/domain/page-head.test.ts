import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  absoluteUrl,
  headOf,
  missingProductHead,
  productPageHead,
  productPathItemNumber,
  publicPageHead,
  robotsContent,
  sitemapPaths,
  type ProductHeadFacts,
} from './page-head.ts';

const site = { siteUrl: 'https://shop.example/', shopName: 'Kinderkiste' };

describe('publicPageHead', () => {
  it("home: 'page | brand' like every other page, canonical '/'", () => {
    const head = headOf(publicPageHead('/', '', 'Kinderkiste'), site);
    expect(head).toEqual({
      title: 'Second-Hand für Kinder | Kinderkiste',
      description: DEFAULT_DESCRIPTION,
      keywords: expect.stringContaining('Second-Hand') as string,
      canonicalUrl: 'https://shop.example/',
      imageUrl: 'https://shop.example/share-image.png',
      type: 'website',
      noIndex: false,
    });
  });

  it('an unknown path shows home and names home as its page', () => {
    expect(publicPageHead('/gibt-es-nicht', '', 'Kinderkiste')).toMatchObject({
      title: 'Second-Hand für Kinder',
      path: '/',
    });
  });

  it('a category, with or without a trailing slash and filters; the sale listing', () => {
    for (const [path, search] of [
      ['/shop/kleidung', ''],
      ['/shop/kleidung/', ''],
      ['/shop/kleidung', '?groesse=86'],
    ]) {
      expect(publicPageHead(path!, search!, 'Kinderkiste')).toMatchObject({
        title: 'Kleidung',
        path: '/shop/kleidung',
      });
    }
    expect(publicPageHead('/shop/kleidung', '?sale', 'Kinderkiste')).toMatchObject({
      title: 'Sale',
      path: '/shop/kleidung?sale',
    });
  });

  it("names the configured shop in descriptions; the QR redirect isn't indexed", () => {
    expect(publicPageHead('/impressum', '', 'Kleiderkammer').description).toBe(
      'Impressum und Kontakt des Second-Hand-Shops Kleiderkammer.',
    );
    expect(publicPageHead('/r/qr', '', 'Kinderkiste').noIndex).toBe(true);
  });
});

describe('productPageHead', () => {
  const latzhose: ProductHeadFacts = {
    itemNumber: 4711,
    category: 'Kleidung',
    name: 'Latzhose',
    brand: 'Topomini',
    size: 'Gr. 86',
    condition: 'Gut',
    priceCents: 700,
    image: '/images/abc.png',
  };

  it('title, description and keywords of the item, canonical /product/{n}', () => {
    const head = headOf(productPageHead(latzhose, 'Kinderkiste'), site);
    expect(head).toEqual({
      title: 'Latzhose · Topomini · Gr. 86 | Kinderkiste',
      description:
        'Kleidung: Latzhose · Topomini · Gr. 86, Zustand Gut, 7,00\u00a0€ – gebrauchtes Einzelstück bei Kinderkiste, Artikelnummer 4711.',
      keywords: 'Kleidung, Latzhose, Topomini, Gr. 86, Kinderkleidung, Second-Hand, gebraucht',
      canonicalUrl: 'https://shop.example/product/4711',
      imageUrl: 'https://shop.example/images/abc.png',
      type: 'product',
      noIndex: false,
    });
  });

  it('without name, brand or size: the category; a CDN picture stays where it is', () => {
    const bare = {
      ...latzhose,
      name: ' ',
      brand: null,
      size: '',
      image: 'https://cdn.example/a.png',
    };
    const head = headOf(productPageHead(bare, 'Kinderkiste'), site);
    expect(head.title).toBe('Kleidung | Kinderkiste');
    expect(head.description).toMatch(/^Kleidung, Zustand Gut, /);
    expect(head.keywords).toBe('Kleidung, Kinderkleidung, Second-Hand, gebraucht');
    expect(head.imageUrl).toBe('https://cdn.example/a.png');
  });

  it('a gone item is not indexed', () => {
    expect(missingProductHead('/product/9')).toMatchObject({
      title: 'Artikel nicht gefunden',
      path: '/product/9',
      noIndex: true,
    });
  });
});

describe('paths', () => {
  it('finds the item number of both product paths, nothing else', () => {
    expect(productPathItemNumber('/product/4711')).toBe(4711);
    expect(productPathItemNumber('/shop/schlafsack/product/12/')).toBe(12);
    expect(productPathItemNumber('/shop/unbekannt/product/12')).toBeNull();
    expect(productPathItemNumber('/product/abc')).toBeNull();
  });

  it('sitemap: home and the pages to be found, not the cart or redirects', () => {
    const paths = sitemapPaths();
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/shop/kleidung');
    expect(paths).not.toContain('/warenkorb');
    expect(paths).not.toContain('/r/qr');
  });

  it('absoluteUrl joins host and path with one slash and keeps absolute URLs', () => {
    expect(absoluteUrl('https://shop.example/', '/faqs')).toBe('https://shop.example/faqs');
    expect(absoluteUrl('https://shop.example', 'faqs')).toBe('https://shop.example/faqs');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});

describe("a seller's private page (decision 043)", () => {
  it('is noindex, nofollow, keeps the token out of its tags and out of the sitemap', () => {
    const head = headOf(publicPageHead(`/verkaeufer/${'x'.repeat(43)}`, '', 'Kinderkiste'), {
      siteUrl: 'https://www.kinderkiste.example',
      shopName: 'Kinderkiste',
    });
    expect(head).toMatchObject({ noIndex: true, noFollow: true });
    expect(robotsContent(head)).toBe('noindex, nofollow');
    expect(JSON.stringify(head)).not.toContain('x'.repeat(43));
    expect(sitemapPaths().some((path) => path.startsWith('/verkaeufer'))).toBe(false);
  });
});
