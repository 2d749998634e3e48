import { describe, expect, it } from 'vitest';
import { fallbackQrDestination, qrDestination } from './qr-destination.ts';

describe('qrDestination', () => {
  it('leaves the shop for absolute URLs', () => {
    expect(qrDestination('https://www.instagram.com/x')).toEqual({
      external: true,
      url: 'https://www.instagram.com/x',
    });
  });

  it('stays inside for paths and refuses anything else', () => {
    expect(qrDestination('/shop/kleidung')).toEqual({ external: false, url: '/shop/kleidung' });
    expect(qrDestination('javascript:alert(1)')).toEqual({ external: false, url: '/' });
  });
});

describe('fallbackQrDestination', () => {
  const social = { facebook: 'https://facebook.com/k', instagram: 'https://instagram.com/k' };

  it('maps the targets', () => {
    expect(fallbackQrDestination('shop', social, '/shop/kleidung').url).toBe('/shop/kleidung');
    expect(fallbackQrDestination('instagram', social, '/shop/kleidung').url).toBe(
      'https://instagram.com/k',
    );
    expect(fallbackQrDestination('facebook', undefined, '/shop/kleidung').url).toBe('/');
    expect(fallbackQrDestination(null, social, '/shop/kleidung').url).toBe('/');
  });
});
