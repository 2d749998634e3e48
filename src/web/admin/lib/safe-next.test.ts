import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('leads back to the admin page a sign-in was asked for', () => {
    expect(safeNext('/admin/orderhistory/abc-1')).toBe('/admin/orderhistory/abc-1');
    expect(safeNext('/admin/products')).toBe('/admin/products');
  });

  it('leads to the dashboard from anywhere else, and from signing in itself', () => {
    for (const next of [null, '', '/', '/shop/kleidung', 'https://example.org/admin/x', '/admin']) {
      expect(safeNext(next)).toBe('/admin/dashboard');
    }
    for (const next of ['/admin/signin', '/admin/signup', '/admin/signin?next=/admin/sale']) {
      expect(safeNext(next)).toBe('/admin/dashboard');
    }
    expect(safeNext('/admin/x?y=1')).toBe('/admin/dashboard');
  });
});
