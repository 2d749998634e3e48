import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_CATEGORIES, listingPath, paths } from '../../domain/route-paths.ts';
import type { ListingSegment } from '../../domain/route-paths.ts';
import { landingPageModules, moduleFiles, startModules } from './app-start.ts';
import type { Manifest } from './app-start.ts';

// Which page's code comes with the entry is read from the one table of route paths. A copy of
// the listing pattern here once missed /shop/tonies, whose page code then came late.

const segments = Object.keys(LISTING_CATEGORIES) as ListingSegment[];

describe('landingPageModules', () => {
  it("sends every listing's page code with the entry, and a product's over it", () => {
    for (const segment of segments) {
      // The Tonies' listing may show the placeholder: a module of its own (decision 083).
      const page =
        segment === 'tonies' ? 'pages/tonies-listing-page.tsx' : 'pages/listing-page.tsx';
      expect(landingPageModules(listingPath(segment))).toEqual([page]);
      expect(landingPageModules(paths.listingProduct.getHref(segment, 12))).toEqual([
        page,
        'pages/listing-product-page.tsx',
      ]);
    }
    expect(landingPageModules('/shop/tonies')).toEqual(['pages/tonies-listing-page.tsx']);
    expect(landingPageModules('/shop/tonies/')).toEqual(['pages/tonies-listing-page.tsx']);
  });

  it('sends home, the product page and the cart page with the entry, and the routes of the others', () => {
    // Home is a page of its own, as the listing is (decision 085).
    expect(landingPageModules('/')).toEqual(['pages/home-page.tsx']);
    // /shop leads on to the clothing listing.
    expect(landingPageModules('/shop')).toEqual(['pages/listing-page.tsx']);
    expect(landingPageModules('/shop/')).toEqual(['pages/listing-page.tsx']);
    expect(landingPageModules(paths.product.getHref(1159))).toEqual(['pages/product-page.tsx']);
    expect(landingPageModules(paths.cart.getHref())).toEqual(['pages/cart-page.tsx']);
    // The entry's route table names only the pages above (decision 083).
    for (const pathname of ['/ueber-uns', '/bestellung/benutzerdaten', '/shop/spielzeug', '/x']) {
      expect(landingPageModules(pathname)).toEqual(['pages/later-routes.tsx']);
    }
    for (const pathname of ['/admin', '/admin/sale']) {
      expect(landingPageModules(pathname)).toEqual([]);
    }
  });

  it('names modules that are files of the web app', () => {
    const pages = [
      '/',
      listingPath('tonies'),
      paths.listingProduct.getHref('tonies', 1),
      '/product/1',
    ];
    for (const module of [...pages, paths.cart.getHref(), '/ueber-uns'].flatMap(
      landingPageModules,
    )) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../../web', module))).toBe(true);
    }
  });
});

// The files /app-start.js preloads, found through the build's manifest (until issue 33 also
// what npm run budget counted).
describe('startModules and moduleFiles', () => {
  const REACT_DOM_CLIENT = '../../node_modules/react-dom/client.js';

  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_react.js', '_schemas.js'],
      dynamicImports: [REACT_DOM_CLIENT, 'pages/cart-page.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    [REACT_DOM_CLIENT]: { file: 'assets/client.js', imports: ['_react.js', '_scheduler.js'] },
    '_scheduler.js': { file: 'assets/scheduler.js' },
    '_schemas.js': { file: 'assets/schemas.js', imports: ['_react.js', '_iso.js'] },
    '_iso.js': { file: 'assets/iso.js' },
    'pages/cart-page.tsx': { file: 'assets/cart-page.js', imports: ['_react.js'] },
  };

  it('counts the entry, React DOM (a step of the start) and their static imports once each, not the pages loaded later', () => {
    expect(moduleFiles(manifest, startModules(manifest))).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/schemas.js',
      '/assets/iso.js',
      '/assets/client.js',
      '/assets/scheduler.js',
    ]);
  });

  it('a build whose entry or start steps are not in the manifest is no build of this app', () => {
    expect(() => startModules({ 'index.html': { file: 'index.js' } })).toThrow(
      `${REACT_DOM_CLIENT} is not in the vite manifest`,
    );
  });

  it('finds a module the build grouped with others by its group, named after its file', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js' },
      '_client-C1.js': { file: 'assets/client-C1.js', name: 'client', imports: ['index.html'] },
      '_listing-page-L1.js': {
        file: 'assets/listing-page-L1.js',
        name: 'listing-page',
        imports: ['index.html'],
      },
      // A page's own chunk of the same name is no group: it has a source.
      'pages/client.tsx': { file: 'assets/client-X.js', name: 'client', src: 'pages/client.tsx' },
    };
    expect(startModules(manifest)).toEqual(['index.html', '_client-C1.js']);
    expect(moduleFiles(manifest, ['pages/listing-page.tsx'], startModules(manifest))).toEqual([
      '/assets/listing-page-L1.js',
    ]);
  });

  it('finds React DOM by its real path when node_modules is linked from another checkout', () => {
    const linked = '../../../main/node_modules/react-dom/client.js';
    expect(
      startModules({ 'index.html': { file: 'index.js' }, [linked]: { file: 'client.js' } }),
    ).toEqual(['index.html', linked]);
  });
});
