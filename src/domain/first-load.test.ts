import { describe, expect, it } from 'vitest';
import { apiPaths, firstLoadApiPaths, isServerRenderedPage } from './first-load.ts';

describe('firstLoadApiPaths', () => {
  it.each([
    ['/', '', ['/api/site', '/api/products/promotion', '/api/products/newbees']],
    // The sale listing shows the reduced items of every category.
    [
      '/shop/kleidung',
      '?sale',
      [
        '/api/site',
        '/api/products/filters',
        '/api/products?sale=true&sort=newest&page=1&pageSize=24',
      ],
    ],
    [
      '/shop/tonies',
      '',
      [
        '/api/site',
        '/api/products/filters?category=Tonies',
        '/api/products?category=Tonies&sort=newest&page=1&pageSize=24',
      ],
    ],
    ['/ueber-uns', '', ['/api/site']],
    ['/warenkorb', '', ['/api/site']],
    ['/product/1159', '', ['/api/site', '/api/products/1159']],
    [
      '/shop/kleidung',
      '',
      [
        '/api/site',
        '/api/products/filters?category=Kleidung',
        '/api/products?category=Kleidung&sort=newest&page=1&pageSize=24',
      ],
    ],
    [
      '/shop/schlafsack/product/77',
      '?saison=Winter&sortierung=price-asc',
      [
        '/api/site',
        '/api/products/filters?category=Schlafsack',
        '/api/products?category=Schlafsack&seasons=Winter&sort=price-asc&page=1&pageSize=24',
        '/api/products/77',
      ],
    ],
    ['/admin/produkte', '', []],
  ])('%s%s asks for its first answers', (pathname, search, expected) => {
    expect(firstLoadApiPaths(pathname, search)).toEqual(expected);
  });

  it('spells the listing request as the app does for the same filters', () => {
    expect(firstLoadApiPaths('/shop/accessoires', '?sale&groesse=86,92')).toContain(
      apiPaths.productList(
        'Accessoires',
        { sizes: [86, 92], seasons: [], brands: [], conditions: [], sale: true, sort: 'newest' },
        1,
      ),
    );
  });
});

describe('isServerRenderedPage', () => {
  // The first checkout step carries the payment methods and the delivery area in its HTML
  // (§ 312j Abs. 1 BGB, decision 035); the other steps and orders stay in the browser.
  it.each([
    ['/warenkorb', true],
    ['/bestellung/benutzerdaten', true],
    ['/bestellung/benutzerdaten/', true],
    ['/bestellung/lieferung', false],
    ['/bestellung/uebersicht', false],
    ['/bestellung/erfolgreich', false],
    ['/order/6f1c1f3e-8f5b-4a43-9a55-5b8f0d3f6d11', false],
    ['/admin/dashboard', false],
  ])('%s → %s', (pathname, rendered) => {
    expect(isServerRenderedPage(pathname)).toBe(rendered);
  });

  it('gives the first checkout step the shop information (its payment methods)', () => {
    expect(firstLoadApiPaths('/bestellung/benutzerdaten', '')).toEqual(['/api/site']);
  });
});
