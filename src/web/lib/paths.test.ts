import { describe, expect, it } from 'vitest';
import { isClosingModeExempt, listingSegmentOf, paths } from './paths.ts';

describe('isClosingModeExempt', () => {
  it('keeps admin and order paths and the goodbye page', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/bestellung/benutzerdaten',
      '/order/abc',
      paths.goodbye.path,
    ]) {
      expect(isClosingModeExempt(path)).toBe(true);
    }
  });

  it('sends every public path to goodbye', () => {
    for (const path of ['/', '/shop/kleidung', '/impressum', '/administrator', '/bestellungen']) {
      expect(isClosingModeExempt(path)).toBe(false);
    }
  });
});

describe('paths', () => {
  it('builds hrefs', () => {
    expect(paths.sale.getHref()).toBe('/shop/kleidung?sale');
    expect(paths.listingProduct.getHref('kleidung', 12, '?groesse=86')).toBe(
      '/shop/kleidung/product/12?groesse=86',
    );
    expect(paths.product.getHref(7)).toBe('/product/7');
  });

  it('maps categories to listing segments', () => {
    expect(listingSegmentOf('Schlafsack')).toBe('schlafsack');
    expect(listingSegmentOf('Tonies')).toBe('tonies');
    expect(listingSegmentOf('Unbekannt')).toBeNull();
  });
});
