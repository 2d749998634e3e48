import { describe, expect, it } from 'vitest';
import { apiPaths, firstLoadApiPaths } from './first-load.ts';

describe('firstLoadApiPaths', () => {
  it.each([
    ['/', '', ['/api/site', '/api/products/newbees']],
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
