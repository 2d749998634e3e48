import { describe, expect, it } from 'vitest';
import {
  isUnder,
  listingPageOf,
  listingSegmentOf,
  pathBefore,
  paths,
  productPageOf,
  routePattern,
} from './route-paths.ts';

describe('the table of route paths', () => {
  it('keeps every URL the product has (docs/product.md §2)', () => {
    expect(Object.values(paths).map((route) => route.path)).toEqual([
      '/',
      '/shop',
      '/shop/kleidung',
      '/shop/kleidung',
      '/shop/schlafsack',
      '/shop/accessoires',
      '/shop/tonies',
      'product/:itemNumber',
      '/product/:itemNumber',
      '/warenkorb',
      '/groessen-alarm',
      '/groessen-alarm/:token',
      '/suche',
      '/merkliste',
      '/merkliste/geteilt',
      '/mieten',
      '/ueber-uns',
      '/webapp',
      '/impressum',
      '/agb',
      '/dsgvo',
      '/widerruf',
      '/faqs',
      '/abholstation',
      '/zahlung-versand',
      '/verkaufen',
      '/verkaufen/bestaetigen/:token',
      '/kommissionsbedingungen',
      '/green-week',
      '/redirect/qrcode',
      '/r/qr',
      '/auf-wiedersehen',
      '/verkaeufer/:token',
      '/bestellung',
      '/bestellung/benutzerdaten',
      '/bestellung/lieferung',
      '/bestellung/bezahlmethode',
      '/bestellung/uebersicht',
      '/bestellung/erfolgreich',
      '/bestellung/:id',
      '/order/:id',
      '/admin',
      '/admin/signin',
      '/admin/signup',
      '/admin/dashboard',
      '/admin/tracking',
      '/admin/prices',
      '/admin/neuekleidung',
      '/admin/neuerschlafsack',
      '/admin/neuertonie',
      '/admin/neuesaccessoires',
      '/admin/products',
      '/admin/product/:id',
      '/admin/orderhistory',
      '/admin/orderhistory/:id',
      '/admin/gutscheine',
      '/admin/reports',
      '/admin/sale',
      '/admin/sellerlist',
      '/admin/sellerlist/:sellerNumber',
      '/admin/brandsinfo',
      '/admin/packliste',
      '/admin/scannen',
      '/admin/taschen',
      '/admin/taschen/:bagId',
      '/admin/itemliste',
      '/admin/auszahlungen',
      '/admin/protokoll',
      '/admin/einstellungen',
    ]);
  });

  it('builds hrefs', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.sale.getHref()).toBe('/shop/kleidung?sale');
    expect(paths.listingProduct.getHref('tonies', 12)).toBe('/shop/tonies/product/12');
    expect(paths.listingProduct.getHref('kleidung', 12, '?groesse=86')).toBe(
      '/shop/kleidung/product/12?groesse=86',
    );
    expect(paths.product.getHref(7)).toBe('/product/7');
    expect(paths.sizeAlert.getHref()).toBe('/groessen-alarm');
    expect(paths.sizeAlert.getHref(98)).toBe('/groessen-alarm?groesse=98');
    expect(paths.sizeAlertManage.getHref('t0k')).toBe('/groessen-alarm/t0k');
    expect(paths.search.getHref('jacke 98')).toBe('/suche?q=jacke%2098');
    expect(paths.sharedWishList.getHref([1101, 1102])).toBe('/merkliste/geteilt?artikel=1101,1102');
    expect(paths.sellerPage.getHref('abc')).toBe('/verkaeufer/abc');
    expect(paths.checkoutSuccess.getHref('o1')).toBe('/bestellung/erfolgreich?bestellung=o1');
    expect(paths.checkoutOrder.getHref('o1')).toBe('/bestellung/o1');
    expect(paths.order.getHref('o1')).toBe('/order/o1');
    expect(paths.adminSignIn.getHref()).toBe('/admin/signin');
    expect(paths.adminSignIn.getHref('')).toBe('/admin/signin');
    expect(paths.adminSignIn.getHref('/admin/sale?x=1')).toBe(
      '/admin/signin?next=%2Fadmin%2Fsale%3Fx%3D1',
    );
    expect(paths.adminProduct.getHref('p1')).toBe('/admin/product/p1');
    expect(paths.adminOrder.getHref('o1')).toBe('/admin/orderhistory/o1');
    expect(paths.adminSeller.getHref(17)).toBe('/admin/sellerlist/17');
  });

  it('puts every admin path under /admin and every checkout path under /bestellung', () => {
    for (const [name, route] of Object.entries(paths)) {
      if (name.startsWith('admin')) expect(isUnder(route.path, paths.admin.path)).toBe(true);
      if (name.startsWith('checkout')) expect(isUnder(route.path, paths.checkout.path)).toBe(true);
    }
  });

  it('maps categories to listing segments', () => {
    expect(listingSegmentOf('Schlafsack')).toBe('schlafsack');
    expect(listingSegmentOf('Tonies')).toBe('tonies');
    expect(listingSegmentOf('Unbekannt')).toBeNull();
  });
});

describe('matching a pathname', () => {
  it('finds every listing, and a product opened over it', () => {
    for (const segment of ['kleidung', 'schlafsack', 'accessoires', 'tonies'] as const) {
      expect(listingPageOf(`/shop/${segment}`)).toEqual({ segment, itemNumber: null });
      expect(listingPageOf(`/shop/${segment}/`)).toEqual({ segment, itemNumber: null });
      expect(listingPageOf(`/shop/${segment}/product/42`)).toEqual({ segment, itemNumber: 42 });
    }
    for (const other of [
      '/shop',
      '/shop/spielzeug',
      '/shop/tonies/x',
      '/shop/tonies/product/x',
      '/shop/tonies/product/1234567890',
      '/Shop/tonies',
      '/product/42',
    ]) {
      expect(listingPageOf(other)).toBeNull();
    }
  });

  it('finds a product page: up to nine digits', () => {
    expect(productPageOf('/product/1159')).toBe(1159);
    expect(productPageOf('/product/1159/')).toBe(1159);
    expect(productPageOf('/product/1234567890')).toBeNull();
    expect(productPageOf('/product/abc')).toBeNull();
    expect(productPageOf('/shop/kleidung/product/1159')).toBeNull();
  });

  it('makes patterns of paths, a trailing slash allowed', () => {
    expect(routePattern('/warenkorb').test('/warenkorb/')).toBe(true);
    expect(routePattern('/warenkorb').test('/warenkorb/x')).toBe(false);
    expect(routePattern('/r/qr').test('/r/qr')).toBe(true);
    expect(routePattern('/a.b').test('/axb')).toBe(false);
    expect(routePattern('/verkaeufer/:token').exec('/verkaeufer/t1')?.groups).toEqual({
      token: 't1',
    });
    expect(pathBefore('/verkaeufer/:token')).toBe('/verkaeufer');
    expect(pathBefore('/warenkorb')).toBe('/warenkorb');
    expect(isUnder('/admin', '/admin')).toBe(true);
    expect(isUnder('/admin/x', '/admin')).toBe(true);
    expect(isUnder('/administrator', '/admin')).toBe(false);
  });
});
