import { describe, expect, it } from 'vitest';
import { bannerOpensOn } from './banner-pages.ts';

describe('bannerOpensOn', () => {
  it.each(['/', '/shop/kleidung', '/product/1162', '/bestellung/benutzerdaten', '/administration'])(
    'opens on the shop page %s',
    (pathname) => {
      expect(bannerOpensOn(pathname)).toBe(true);
    },
  );

  it.each(['/admin', '/admin/', '/admin/signin', '/admin/product/abc', '/admin/reports'])(
    'stays closed on the admin page %s',
    (pathname) => {
      expect(bannerOpensOn(pathname)).toBe(false);
    },
  );
});
