import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_CATEGORIES, listingPath, paths } from '../../domain/route-paths.ts';
import type { ListingSegment } from '../../domain/route-paths.ts';
import { landingPageModules } from './app-start.ts';

// Which page's code comes with the entry is read from the one table of route paths. A copy of
// the listing pattern here once missed /shop/tonies, whose page code then came late.

const segments = Object.keys(LISTING_CATEGORIES) as ListingSegment[];

describe('landingPageModules', () => {
  it("sends every listing's page code with the entry, and a product's over it", () => {
    for (const segment of segments) {
      expect(landingPageModules(listingPath(segment))).toEqual(['pages/listing-page.tsx']);
      expect(landingPageModules(paths.listingProduct.getHref(segment, 12))).toEqual([
        'pages/listing-page.tsx',
        'pages/listing-product-page.tsx',
      ]);
    }
    expect(landingPageModules('/shop/tonies')).toEqual(['pages/listing-page.tsx']);
    expect(landingPageModules('/shop/tonies/')).toEqual(['pages/listing-page.tsx']);
  });

  it('sends the product page and the cart page with the entry, and nothing for other pages', () => {
    expect(landingPageModules(paths.product.getHref(1159))).toEqual(['pages/product-page.tsx']);
    expect(landingPageModules(paths.cart.getHref())).toEqual(['pages/cart-page.tsx']);
    for (const pathname of ['/', '/ueber-uns', '/shop/spielzeug', '/product/x', '/admin/sale']) {
      expect(landingPageModules(pathname)).toEqual([]);
    }
  });

  it('names modules that are files of the web app', () => {
    const pages = [listingPath('tonies'), paths.listingProduct.getHref('tonies', 1), '/product/1'];
    for (const module of [...pages, paths.cart.getHref()].flatMap(landingPageModules)) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../../web', module))).toBe(true);
    }
  });
});
